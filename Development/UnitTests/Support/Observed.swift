import Foundation

/// A value a test fake changes and a test waits on: `wait(until:)` checks the condition at every
/// change and returns as soon as it holds, or false after `seconds` — a deadline, not a poll.
public final class Observed<Value: Sendable>: @unchecked Sendable {
    private struct Waiter {
        let condition: @Sendable (Value) -> Bool
        let continuation: CheckedContinuation<Bool, Never>
    }

    private let lock = NSLock()
    private var value: Value
    private var nextId = 0
    private var waiters: [Int: Waiter] = [:]
    private var expired: Set<Int> = []

    public init(_ value: Value) {
        self.value = value
    }

    /// The value now.
    public var current: Value { lock.withLock { value } }

    /// Changes the value and wakes the waits it satisfies.
    public func update(_ change: (inout Value) -> Void) {
        let satisfied = lock.withLock { () -> [Waiter] in
            change(&value)
            let ready = waiters.filter { $0.value.condition(value) }
            ready.keys.forEach { waiters.removeValue(forKey: $0) }
            return Array(ready.values)
        }
        satisfied.forEach { $0.continuation.resume(returning: true) }
    }

    /// Waits until the value satisfies `condition`; false if `seconds` pass first.
    public func wait(seconds: Double = 60, until condition: @escaping @Sendable (Value) -> Bool) async -> Bool {
        let id = lock.withLock {
            nextId += 1
            return nextId
        }
        let deadline = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
            self?.expire(id)
        }
        defer { deadline.cancel() }
        return await withCheckedContinuation { continuation in
            let immediate: Bool? = lock.withLock {
                if condition(value) { return true }
                if expired.remove(id) != nil { return false }
                waiters[id] = Waiter(condition: condition, continuation: continuation)
                return nil
            }
            if let immediate { continuation.resume(returning: immediate) }
        }
    }

    private func expire(_ id: Int) {
        let waiter = lock.withLock { () -> Waiter? in
            guard let waiter = waiters.removeValue(forKey: id) else {
                expired.insert(id)
                return nil
            }
            return waiter
        }
        waiter?.continuation.resume(returning: false)
    }
}
