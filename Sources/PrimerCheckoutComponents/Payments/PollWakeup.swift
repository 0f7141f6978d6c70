import Foundation

/// The poll loop's pause: ends when the interval passes, early when the customer returns or
/// cancels at the bank, and at once when the polling task is cancelled.
actor PollWakeup {
    enum Reason: Equatable, Sendable { case timer, customerReturned, customerCancelled, taskCancelled }

    private let clock: any CheckoutClock
    private var waiter: CheckedContinuation<Reason, Never>?
    private var pending: Reason?
    private var timer: Task<Void, Never>?
    private var generation = 0

    init(clock: any CheckoutClock) {
        self.clock = clock
    }

    func wait(seconds: TimeInterval) async -> Reason {
        if let pending {
            if pending == .customerReturned { self.pending = nil }
            return pending
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiter = continuation
                generation += 1
                timer = Task { [clock, generation, weak self] in
                    do {
                        try await clock.sleep(seconds: seconds)
                    } catch {
                        return
                    }
                    await self?.timerFired(generation: generation)
                }
            }
        } onCancel: {
            Task { await self.wake(.taskCancelled) }
        }
    }

    /// A timer that finished sleeping just as another reason woke the waiter must not end the next wait.
    private func timerFired(generation: Int) {
        if generation == self.generation { wake(.timer) }
    }

    func wake(_ reason: Reason) {
        if let waiter {
            self.waiter = nil
            timer?.cancel()
            timer = nil
            waiter.resume(returning: reason)
        } else if reason != .timer, pending != .customerCancelled, pending != .taskCancelled {
            // Cancellations stay: every later wait ends at once.
            pending = reason
        }
    }
}
