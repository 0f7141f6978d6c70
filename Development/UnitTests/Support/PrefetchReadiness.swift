@testable import PrimerCheckoutComponents

extension DefaultBankSelectorScope {
    /// Whether a background fetch brought the list that opening the method will show.
    var prefetchIsReady: Bool {
        if case .arrived = store.machine.bankSelectors[paymentMethodType]?.ahead { true } else { false }
    }

    /// Returns once the background fetch, due or on its way, has ended: whether it brought the list.
    func prefetchArrived() async -> Bool {
        await store.work[.prefetchTimer]?.value
        await store.work[.fetchAhead(paymentMethodType)]?.value
        return prefetchIsReady
    }
}
