/// The bank selector of one issuer-list method: fetches the banks, searches them, and starts
/// exactly one payment per attempt when the customer picks a bank.
///
/// Every decision is `BankSelectorMachine.reduce(_:)`'s; the scope sends it actions, publishes its
/// snapshot and runs the effects it returns (fetches, the payment, analytics, navigation).
@available(iOS 15.0, *)
@MainActor
public final class DefaultBankSelectorScope: PrimerBankSelectorScope {
    public let paymentMethodType: String
    public let presentationContext: PresentationContext
    public let dismissalMechanism: [DismissalMechanism]
    @_spi(Renderer) public var components = ComponentSlots()

    private var machine: BankSelectorMachine
    private let store: StateStore<BankSelectorState>
    private let listAhead = StateStore(false)
    private let recentBanks: (any RecentBankStore)?
    private let interactor: any ProcessBankSelectorPaymentInteractor
    private let analytics: any CheckoutComponentsAnalyticsInteractorProtocol
    private weak var checkout: (any CheckoutNavigator)?
    private var fetchTask: Task<Void, Never>?
    private var fetchAheadTask: Task<Void, Never>?
    private var paymentTask: Task<Void, Never>?

    init(
        paymentMethodType: String,
        presentationContext: PresentationContext,
        dismissalMechanism: [DismissalMechanism],
        options: BankSelectorOptions = BankSelectorOptions(),
        recentBanks: (any RecentBankStore)? = nil,
        schemePage: SchemePageMethod? = nil,
        interactor: any ProcessBankSelectorPaymentInteractor,
        analytics: any CheckoutComponentsAnalyticsInteractorProtocol,
        checkout: any CheckoutNavigator
    ) {
        self.paymentMethodType = paymentMethodType
        self.presentationContext = presentationContext
        self.dismissalMechanism = dismissalMechanism
        machine = BankSelectorMachine(
            .init(
                paymentMethodType: paymentMethodType, presentationContext: presentationContext, options: options,
                schemeMethod: schemePage,
                recentBankId: options.remembersRecentBank ? recentBanks?.recentBankId(for: paymentMethodType) : nil))
        store = StateStore(machine.snapshot)
        self.recentBanks = recentBanks
        self.interactor = interactor
        self.analytics = analytics
        self.checkout = checkout
    }

    deinit {
        fetchTask?.cancel()
        fetchAheadTask?.cancel()
        paymentTask?.cancel()
    }

    public var state: AsyncStream<BankSelectorState> {
        store.stream()
    }

    /// The current state, without subscribing.
    public var currentState: BankSelectorState {
        store.value
    }

    /// Closed when its checkout finished (paid or dismissed): from then on nothing starts a
    /// fetch, a payment or any request, and the state is final.
    var isClosed: Bool { machine.phase == .closed }

    /// Whether a background fetch brought the list that opening the method will show.
    var prefetchIsReady: Bool { listAhead.value }

    /// `prefetchIsReady` as it changes, so that the arrival can be awaited.
    var prefetchReadiness: AsyncStream<Bool> { listAhead.stream() }

    public func start() { send(.open) }

    public func search(query: String) { send(.search(query)) }

    public func selectBank(_ bank: Bank) { send(.select(bank, paymentAllowed: paymentAllowed)) }

    public func submit() { send(.submit(paymentAllowed: paymentAllowed)) }

    /// Stops the bank list fetch or the payment in flight at once. A payment stopped this way
    /// returns the customer to the bank list with nothing selected, ready to choose again.
    public func cancel() { send(.cancel) }

    public func onBack() { send(.back) }

    public func onCancel() { send(.dismiss) }

    /// Fetches the bank list in the background, once and without an error screen, so that opening
    /// the method shows it at once; does nothing when the list is loaded, loading, or not needed.
    package func prefetch() { send(.fetchAhead) }

    /// Whether the checkout lets this method's payment start now (no other method's is in flight).
    private var paymentAllowed: Bool {
        checkout?.canStartPayment(paymentMethodType: paymentMethodType) == true
    }

    /// Applies `action`, publishes the snapshot, then runs the effects. An effect may send another
    /// action (the checkout closing this scope on success); effects left over once the selector
    /// closed run only when they stop work.
    private func send(_ action: BankSelectorAction) {
        let effects = machine.reduce(action)
        store.set(machine.snapshot)
        listAhead.set(machine.ahead.hasArrived)
        for effect in effects where !isClosed || effect.runsWhenClosed {
            run(effect)
        }
    }

    private func run(_ effect: BankSelectorEffect) {
        switch effect {
        case .fetchBanks:
            fetchTask = Task { [weak self, interactor, paymentMethodType, configuration = machine.configuration] in
                let result: Result<BankCatalog, PrimerError>
                do throws(PrimerError) {
                    let banks = try await interactor.fetchBanks(paymentMethodType: paymentMethodType)
                    result = .success(await BankCatalog.prepare(banks, for: configuration))
                } catch {
                    result = .failure(error)
                }
                guard !Task.isCancelled else { return }
                self?.fetchTask = nil
                self?.send(.fetched(result))
            }
        case .fetchBanksAhead:
            fetchAheadTask = Task { [weak self, interactor, paymentMethodType, configuration = machine.configuration] in
                let banks = try? await interactor.prefetchBanks(paymentMethodType: paymentMethodType)
                let catalog = if let banks { await BankCatalog.prepare(banks, for: configuration) } else { BankCatalog?.none }
                guard !Task.isCancelled else { return }
                self?.fetchAheadTask = nil
                self?.send(.fetchedAhead(catalog))
            }
        case .stopFetching:
            fetchTask?.cancel()
            fetchTask = nil
        case .stopFetchingAhead:
            fetchAheadTask?.cancel()
            fetchAheadTask = nil
        case .pay(let bankId, let continuing):
            paymentTask = Task { [weak self, interactor, paymentMethodType] in
                let result: Result<PaymentResult, PrimerError>
                do throws(PrimerError) {
                    result = .success(
                        try await interactor.execute(bankId: bankId, paymentMethodType: paymentMethodType, continuing: continuing))
                } catch {
                    result = .failure(error)
                }
                // A stopped payment's failure is nobody's news; its success is.
                if Task.isCancelled, case .failure = result { return }
                self?.paymentTask = nil
                self?.send(.paid(result))
            }
        case .stopPaying:
            paymentTask?.cancel()
            paymentTask = nil
        case .track(let event):
            analytics.trackEvent(event, metadata: AnalyticsEventMetadata(paymentMethod: paymentMethodType))
        case .rememberBank(let id):
            recentBanks?.remember(id, for: paymentMethodType)
        case .showProcessing:
            checkout?.startProcessing(paymentMethodType: paymentMethodType)
        case .showPaymentMethod:
            checkout?.showPaymentMethod(paymentMethodType)
        case .showLoadFailure(let error):
            checkout?.handleLoadFailure(error, paymentMethodType: paymentMethodType)
        case .showPaymentFailure(let error):
            checkout?.handlePaymentError(error, paymentMethodType: paymentMethodType)
        case .finishWithPayment(let payment):
            checkout?.handlePaymentSuccess(payment)
        case .showPaymentMethodSelection:
            checkout?.showPaymentMethodSelection()
        case .dismissCheckout:
            checkout?.dismiss()
        case .endStreams:
            store.finish()
            listAhead.finish()
        }
    }
}

extension DefaultBankSelectorScope: CheckoutChildScope {
    func didLeave() { send(.leave) }

    func close() { send(.close) }

    func retryLoad() { send(.retryFetch) }

    func retryPayment() { submit() }
}

@_spi(Renderer) extension DefaultBankSelectorScope: ComponentSlotStoring {}
