import Foundation

@_spi(Renderer) @testable import PrimerCheckoutComponents

/// A clock a test moves by hand: a sleep ends when `advance(by:)` passes its deadline, and at once,
/// with `CancellationError`, when its task is cancelled. Nothing waits for real time.
@_spi(Renderer) public final class ManualClock: CheckoutClock, @unchecked Sendable {
    private struct Sleeper {
        let deadline: TimeInterval
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current: TimeInterval = 1_000
    private var nextId = 0
    private var waiting: [Int: Sleeper] = [:]
    private var cancelledBeforeSleeping: Set<Int> = []
    /// How many sleeps wait for the clock to move, for tests to wait on.
    public let sleepers = Observed(0)

    public var now: TimeInterval { lock.withLock { current } }

    /// How many sleeps are waiting for the clock to move.
    public var sleeperCount: Int { lock.withLock { waiting.count } }

    public func sleep(seconds: TimeInterval) async throws {
        try Task.checkCancellation()
        let id = lock.withLock {
            nextId += 1
            return nextId
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let immediate: Result<Void, any Error>? = lock.withLock {
                    if cancelledBeforeSleeping.remove(id) != nil { return .failure(CancellationError()) }
                    guard seconds > 0 else { return .success(()) }
                    waiting[id] = Sleeper(deadline: current + seconds, continuation: continuation)
                    return nil
                }
                if let immediate { continuation.resume(with: immediate) }
                publishSleeperCount()
            }
        } onCancel: {
            let sleeper = lock.withLock { () -> Sleeper? in
                guard let sleeper = waiting.removeValue(forKey: id) else {
                    cancelledBeforeSleeping.insert(id)
                    return nil
                }
                return sleeper
            }
            sleeper?.continuation.resume(throwing: CancellationError())
            publishSleeperCount()
        }
    }

    /// A clock at its start.
    public init() {}

    private func publishSleeperCount() {
        let count = sleeperCount
        sleepers.update { $0 = count }
    }

    /// Moves time forward and wakes every sleep whose deadline has come.
    public func advance(by seconds: TimeInterval) {
        let due = lock.withLock { () -> [Sleeper] in
            current += seconds
            let due = waiting.filter { $0.value.deadline <= current }
            due.keys.forEach { waiting.removeValue(forKey: $0) }
            return due.values.sorted { $0.deadline < $1.deadline }
        }
        publishSleeperCount()
        due.forEach { $0.continuation.resume() }
    }

    /// Waits until at least `count` sleeps wait for the clock.
    public func sleepers(atLeast count: Int) async -> Bool {
        await sleepers.wait { $0 >= count }
    }
}
