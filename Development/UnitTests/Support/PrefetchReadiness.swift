@testable import PrimerCheckoutComponents

extension DefaultBankSelectorScope {
    /// Whether a background fetch brought the list that opening the method will show.
    var prefetchIsReady: Bool { store.snapshots.value.listsAhead.contains(paymentMethodType) }

    /// `prefetchIsReady` as it changes, so that a test awaits the arrival.
    var prefetchReadiness: AsyncStream<Bool> {
        store.snapshots.stream { [paymentMethodType] in $0.listsAhead.contains(paymentMethodType) }
    }
}
