@testable import PrimerCheckoutComponents

extension CheckoutStore {
    /// Returns once every stopped task, and every save and announcement of the payment record,
    /// has ended: what was stopped can no longer change anything. Work still in flight is not
    /// waited for.
    func workFinished() async {
        var awaited: Task<Void, Never>?
        while true {
            let stopped = running.all.values.filter(\.isCancelled)
            guard !stopped.isEmpty || payments.recordWork != awaited else { return }
            for task in stopped { await task.value }
            awaited = payments.recordWork
            _ = await awaited?.value
        }
    }
}
