import Foundation

/// One state value and its subscribers: every subscriber gets its own stream (of the value, or of
/// one part of it) that starts with the current value and then receives each distinct change.
/// Streams end when the store is finished (its value is final from then on) or goes away.
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

    /// Makes the current value final: every stream ends after delivering it, later ones at once.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        subscribers.finishAll()
    }

    func stream() -> AsyncStream<Value> {
        stream { $0 }
    }

    /// A stream of one part of the value: the current part first, then each distinct change of
    /// that part (a change elsewhere in the value is not a change of it).
    func stream<Part: Equatable & Sendable>(_ part: @escaping @Sendable (Value) -> Part) -> AsyncStream<Part> {
        let (stream, continuation) = AsyncStream.makeStream(of: Part.self, bufferingPolicy: .unbounded)
        let first = part(value)
        continuation.yield(first)
        if isFinished {
            continuation.finish()
            return stream
        }
        let id = subscribers.add(Subscriber(continuation, part: part, last: first))
        continuation.onTermination = { [weak subscribers] _ in
            subscribers?.remove(id)
        }
        return stream
    }

    deinit {
        subscribers.finishAll()
    }
}

/// One subscriber's stream of a part of the value, yielding only when that part changes.
private final class Subscriber<Value: Sendable>: @unchecked Sendable {
    let yield: (Value) -> Void
    let finish: () -> Void

    init<Part: Equatable & Sendable>(
        _ continuation: AsyncStream<Part>.Continuation, part: @escaping @Sendable (Value) -> Part, last: Part
    ) {
        // Only the store's actor yields, one value at a time: `last` needs no lock.
        var last = last
        yield = { value in
            let next = part(value)
            guard next != last else { return }
            last = next
            continuation.yield(next)
        }
        finish = { continuation.finish() }
    }
}

/// The subscribers of a `StateStore`, safe to finish from `deinit` and from termination handlers.
private final class Subscribers<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextId = 0
    private var subscribers: [Int: Subscriber<Value>] = [:]

    func add(_ subscriber: Subscriber<Value>) -> Int {
        lock.withLock {
            nextId += 1
            subscribers[nextId] = subscriber
            return nextId
        }
    }

    func remove(_ id: Int) {
        lock.withLock { _ = subscribers.removeValue(forKey: id) }
    }

    func yield(_ value: Value) {
        for subscriber in lock.withLock({ Array(subscribers.values) }) {
            subscriber.yield(value)
        }
    }

    func finishAll() {
        let all = lock.withLock {
            defer { subscribers.removeAll() }
            return Array(subscribers.values)
        }
        for subscriber in all { subscriber.finish() }
    }
}
