import Foundation

/// One state value and its subscribers: every subscriber gets its own stream that starts with
/// the current value and then receives each distinct change. Streams end when the store is
/// finished (its value is final from then on) or goes away.
@MainActor
final class StateStore<Value: Equatable & Sendable> {
    private(set) var value: Value
    private(set) var isFinished = false
    private let subscribers = Subscribers<Value>()

    init(_ initial: Value) {
        value = initial
    }

    /// Replaces the value; subscribers hear of it only when it differs from the previous one.
    func set(_ newValue: Value) {
        guard !isFinished, newValue != value else { return }
        value = newValue
        subscribers.yield(newValue)
    }

    /// Changes the value in place as one update.
    func update(_ change: (inout Value) -> Void) {
        var copy = value
        change(&copy)
        set(copy)
    }

    /// Makes the current value final: every stream ends after delivering it, later ones at once.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        subscribers.finishAll()
    }

    func stream() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .unbounded)
        continuation.yield(value)
        if isFinished {
            continuation.finish()
            return stream
        }
        let id = subscribers.add(continuation)
        continuation.onTermination = { [weak subscribers] _ in
            subscribers?.remove(id)
        }
        return stream
    }

    deinit {
        subscribers.finishAll()
    }
}

/// The continuations of a `StateStore`, safe to finish from `deinit` and from termination handlers.
private final class Subscribers<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextId = 0
    private var continuations: [Int: AsyncStream<Value>.Continuation] = [:]

    func add(_ continuation: AsyncStream<Value>.Continuation) -> Int {
        lock.withLock {
            nextId += 1
            continuations[nextId] = continuation
            return nextId
        }
    }

    func remove(_ id: Int) {
        lock.withLock { _ = continuations.removeValue(forKey: id) }
    }

    func yield(_ value: Value) {
        for continuation in lock.withLock({ Array(continuations.values) }) {
            continuation.yield(value)
        }
    }

    func finishAll() {
        let all = lock.withLock {
            defer { continuations.removeAll() }
            return Array(continuations.values)
        }
        for continuation in all { continuation.finish() }
    }
}
