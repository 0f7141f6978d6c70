/// The bank selector of one issuer-list method: fetches the banks, searches them, and starts
/// exactly one payment per attempt when the customer picks a bank.
///
/// The scope is a view onto its checkout's one store: what it is asked becomes the store's action
/// for this method, and its `state` is this method's part of the checkout's snapshot.
@available(iOS 15.0, *)
@MainActor
public final class DefaultBankSelectorScope: PrimerBankSelectorScope {
    public let paymentMethodType: String
    public let presentationContext: PresentationContext
    public let dismissalMechanism: [DismissalMechanism]
    @_spi(Renderer) public var components = ComponentSlots()

    /// The checkout's store, kept for as long as the scope is: a merchant holding only this scope
    /// still drives a working bank selector.
    private let store: CheckoutStore

    init(
        paymentMethodType: String, presentationContext: PresentationContext, dismissalMechanism: [DismissalMechanism],
        store: CheckoutStore
    ) {
        self.paymentMethodType = paymentMethodType
        self.presentationContext = presentationContext
        self.dismissalMechanism = dismissalMechanism
        self.store = store
    }

    public var state: AsyncStream<BankSelectorState> {
        store.snapshots.stream { [paymentMethodType] in $0.bankSelectors[paymentMethodType] ?? BankSelectorState() }
    }

    /// The current state, without subscribing.
    public var currentState: BankSelectorState {
        store.snapshots.value.bankSelectors[paymentMethodType] ?? BankSelectorState()
    }

    /// Closed when its checkout finished (paid or dismissed): from then on nothing starts a
    /// fetch, a payment or any request, and the state is final.
    var isClosed: Bool { currentState.isClosed }

    /// Whether a background fetch brought the list that opening the method will show.
    var prefetchIsReady: Bool { store.snapshots.value.listsAhead.contains(paymentMethodType) }

    /// `prefetchIsReady` as it changes, so that the arrival can be awaited.
    var prefetchReadiness: AsyncStream<Bool> {
        store.snapshots.stream { [paymentMethodType] in $0.listsAhead.contains(paymentMethodType) }
    }

    public func start() { send(.open) }

    public func search(query: String) { send(.search(query)) }

    public func selectBank(_ bank: Bank) { send(.select(bank)) }

    public func submit() { send(.submit) }

    /// Stops the bank list fetch or the payment in flight at once. A payment stopped this way
    /// returns the customer to the bank list with nothing selected, ready to choose again.
    public func cancel() { send(.cancel) }

    public func onBack() { send(.back) }

    public func onCancel() { send(.dismiss) }

    private func send(_ action: BankSelectorAction) {
        store.send(.bankSelector(paymentMethodType, action))
    }
}

@_spi(Renderer) extension DefaultBankSelectorScope: ComponentSlotStoring {}
