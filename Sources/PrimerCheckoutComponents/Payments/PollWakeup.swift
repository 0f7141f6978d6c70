import Foundation

/// The poll loop's pause: ends when the interval passes, or early when the customer returns or
/// cancels at the bank.
actor PollWakeup {
    enum Reason: Equatable, Sendable { case timer, customerReturned, customerCancelled }

    private var waiter: CheckedContinuation<Reason, Never>?
    private var pending: Reason?
    private var timer: Task<Void, Never>?

    func wait(seconds: TimeInterval) async -> Reason {
        if let pending {
            if pending != .customerCancelled { self.pending = nil }
            return pending
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiter = continuation
                timer = Task { [weak self] in
                    try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
                    await self?.wake(.timer)
                }
            }
        } onCancel: {
            Task { await self.wake(.timer) }
        }
    }

    func wake(_ reason: Reason) {
        if let waiter {
            self.waiter = nil
            timer?.cancel()
            timer = nil
            waiter.resume(returning: reason)
        } else if reason != .timer {
            pending = reason
        }
    }
}
