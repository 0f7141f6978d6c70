@testable import PrimerCheckoutComponents

extension CheckoutStore {
    /// Returns once every stopped task, and every save and announcement of the payment record,
    /// has ended: what was stopped can no longer change anything. Work still in flight is not
    /// waited for.
    func workFinished() async {
        var awaited: Task<Void, Never>?
        while !stoppedTasks.isEmpty || !payments.stopped.isEmpty || payments.recordWork != awaited {
            let tasks = stoppedTasks + payments.stopped
            stoppedTasks.removeAll()
            payments.stopped.removeAll()
            for task in tasks { await task.value }
            awaited = payments.recordWork
            _ = await awaited?.value
        }
    }
}
