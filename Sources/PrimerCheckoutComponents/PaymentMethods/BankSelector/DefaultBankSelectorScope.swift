/// The bank selector of one issuer-list method, as a view onto its checkout's store: what it is
/// asked becomes the store's action, and its `state` is its part of the checkout's snapshot.
@available(iOS 15.0, *)
@MainActor
package final class DefaultBankSelectorScope: PrimerBankSelectorScope {
    package let paymentMethodType: String
    package let presentationContext: PresentationContext
    package let dismissalMechanism: [DismissalMechanism]
    package var components = ComponentSlots()

    /// The checkout's store, kept for as long as the scope is: a merchant holding only this scope
    /// still drives a working bank selector.
    let store: CheckoutStore

    init(
        paymentMethodType: String, presentationContext: PresentationContext, dismissalMechanism: [DismissalMechanism],
        store: CheckoutStore
    ) {
        self.paymentMethodType = paymentMethodType
        self.presentationContext = presentationContext
        self.dismissalMechanism = dismissalMechanism
        self.store = store
    }

    package var state: AsyncStream<BankSelectorState> {
        store.snapshots.stream { [paymentMethodType] in $0.bankSelectors[paymentMethodType] ?? BankSelectorState() }
    }

    /// The current state, without subscribing.
    package var currentState: BankSelectorState {
        store.snapshots.value.bankSelectors[paymentMethodType] ?? BankSelectorState()
    }

    /// Closed when its checkout finished (paid or dismissed): from then on nothing starts a
    /// fetch, a payment or any request, and the state is final.
    var isClosed: Bool { currentState.isClosed }

    package func start() { send(.open) }

    package func search(query: String) { send(.search(query)) }

    package func selectBank(_ bank: Bank) { send(.select(bank)) }

    package func submit() { send(.submit) }

    /// Stops the bank list fetch or the payment in flight at once. A payment stopped this way
    /// returns the customer to the bank list with nothing selected, ready to choose again.
    package func cancel() { send(.cancel) }

    package func onBack() { send(.back) }

    package func onCancel() { send(.dismiss) }

    private func send(_ action: BankSelectorAction) {
        store.send(.bankSelector(paymentMethodType, action))
    }
}

extension DefaultBankSelectorScope: ComponentSlotStoring {}
