import Foundation

/// The checkout: loads the client session, offers its payment methods, and owns navigation,
/// processing, the result and the error screen's actions.
///
/// Every decision is `CheckoutMachine.reduce(_:)`'s; the scope sends it actions, publishes its
/// snapshot and runs the effects it returns (loading, the methods' scopes, analytics).
@available(iOS 15.0, *)
@MainActor
public final class DefaultCheckoutScope: PrimerCheckoutScope {
    private let dependencies: CheckoutDependencies
    private let registry = PaymentMethodRegistry()
    private var machine: CheckoutMachine
    /// The route and the order in one value: the state is derived from it.
    private let store = StateStore(CheckoutSnapshot())
    private var scopes: [String: any PrimerPaymentMethodScope] = [:]
    private var bankSelectorConfigurations: [@MainActor (any PrimerBankSelectorScope) -> Void] = []
    private var loadTask: Task<Void, Never>?
    private var prefetchTimer: Task<Void, Never>?

    init(dependencies: CheckoutDependencies) {
        self.dependencies = dependencies
        BankSelectorPaymentMethod.registerAll(
            in: registry, bankListRetry: dependencies.bankListRetry, makeRepository: dependencies.makeBankSelectorRepository)
        machine = CheckoutMachine(
            supportedTypes: registry.registeredTypes, prefetches: dependencies.settings.bankSelector.prefetchesBankLists)
    }

    deinit {
        prefetchTimer?.cancel()
        loadTask?.cancel()
    }

    public var paymentMethods: [CheckoutPaymentMethod] { machine.paymentMethods }

    public var state: AsyncStream<PrimerCheckoutState> { store.stream(\.state) }
    public var route: AsyncStream<CheckoutRoute> { store.stream(\.route) }

    /// The current checkout state, without subscribing.
    public var currentState: PrimerCheckoutState { store.value.state }
    /// The current screen, without subscribing.
    public var currentRoute: CheckoutRoute { store.value.route }

    /// Whether the checkout reached a final state (`success` or `dismissed`): its streams have
    /// ended, its scopes are closed, and nothing it is asked to do moves money or sends a request.
    var isFinished: Bool { machine.isFinished }

    public func start() { send(.start) }

    public func selectPaymentMethod(_ paymentMethodType: String) throws(PrimerError) {
        guard !isFinished else { return }
        guard scopes[paymentMethodType] != nil else {
            throw .unsupportedPaymentMethodType(
                paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
        }
        send(.open(paymentMethodType))
    }

    public func getPaymentMethodScope(for paymentMethodType: String) -> (any PrimerPaymentMethodScope)? {
        scopes[paymentMethodType]
    }

    public func bankSelector(_ configure: @escaping @MainActor (any PrimerBankSelectorScope) -> Void) {
        bankSelectorConfigurations.append(configure)
        for method in paymentMethods {
            if let scope = scopes[method.type] as? any PrimerBankSelectorScope { configure(scope) }
        }
    }

    public func retry() { send(.retry) }

    public func chooseOtherPaymentMethod() { send(.chooseOtherMethod) }

    public func onDismiss() { send(.dismiss) }

    /// How long the payment method list shows before the bank lists load behind it: the list's own
    /// first paint goes first, and a customer who taps at once simply gets the ordinary fetch.
    nonisolated static let prefetchDelay: TimeInterval = 0.5

    /// Applies `action`, publishes the snapshot, then runs the effects (which may send more actions:
    /// a method's scope reporting back at once).
    private func send(_ action: CheckoutAction) {
        let effects = machine.reduce(action)
        store.set(machine.snapshot)
        effects.forEach(run)
    }

    private func run(_ effect: CheckoutEffect) {
        switch effect {
        case .loadConfiguration:
            loadTask = Task { [weak self, repository = dependencies.configurationRepository, payments = dependencies.payments] in
                let result: Result<CheckoutConfiguration, PrimerError>
                do throws(PrimerError) {
                    result = .success(try await repository.loadConfiguration())
                } catch {
                    result = .failure(error)
                }
                // A session with a payment that went through (the app was closed at the bank)
                // ends in success with it before any list is shown.
                if case .success(let configuration) = result, let payments, let paid = await payments.settle(configuration) {
                    guard !Task.isCancelled else { return }
                    self?.loadTask = nil
                    self?.send(.paid(paid))
                    return
                }
                guard !Task.isCancelled else { return }
                self?.loadTask = nil
                self?.send(.loaded(result))
            }
        case .stopLoading:
            loadTask?.cancel()
            loadTask = nil
        case .createScopes:
            createScopes()
        case .startMethod(let type):
            scopes[type]?.start()
        case .leaveMethod(let type):
            child(type)?.didLeave()
        case .retryMethodLoad(let type):
            child(type)?.retryLoad()
        case .retryPayment(let type):
            child(type)?.retryPayment()
        case .schedulePrefetch:
            prefetchTimer = Task { [weak self, clock = dependencies.clock] in
                do {
                    try await clock.sleep(seconds: Self.prefetchDelay)
                } catch {
                    return
                }
                self?.prefetchTimer = nil
                self?.send(.prefetchDue)
            }
        case .cancelPrefetch:
            prefetchTimer?.cancel()
            prefetchTimer = nil
        case .prefetchMethods:
            for method in paymentMethods { child(method.type)?.prefetch() }
        case .track(let event, let method, let paymentId):
            dependencies.analytics.trackEvent(event, metadata: AnalyticsEventMetadata(paymentMethod: method, paymentId: paymentId))
        case .payAroundOpenPayment(let paymentId):
            guard let payments = dependencies.payments else { return }
            Task { await payments.customerPaidAnotherWay(paymentId) }
        case .concludeRecord(let paid):
            guard let payments = dependencies.payments else { return }
            Task { await payments.checkoutEnded(paid) }
        case .closeMethods:
            for scope in scopes.values { (scope as? any CheckoutChildScope)?.close() }
        case .endStreams:
            store.finish()
        }
    }

    private func child(_ type: String) -> (any CheckoutChildScope)? {
        scopes[type] as? any CheckoutChildScope
    }

    private func createScopes() {
        guard case .loaded(let configuration) = machine.session else { return }
        let context = PaymentMethodScopeContext(
            presentationContext: machine.presentationContext,
            settings: dependencies.settings,
            analytics: dependencies.analytics,
            checkout: self,
            configuration: configuration,
            recentBanks: dependencies.recentBanks
        )
        for method in paymentMethods {
            guard let kind = registry.method(for: method.type) else { continue }
            let scope = kind.createScope(for: method, context: context)
            scopes[method.type] = scope
            if let bankSelector = scope as? any PrimerBankSelectorScope {
                bankSelectorConfigurations.forEach { $0(bankSelector) }
            }
        }
    }
}

extension DefaultCheckoutScope: CheckoutNavigator {
    func canStartPayment(paymentMethodType: String) -> Bool {
        machine.canStartPayment(paymentMethodType)
    }

    func startProcessing(paymentMethodType: String) { send(.processing(paymentMethodType)) }

    func show(_ progress: PaymentProgress, paymentMethodType: String) {
        switch progress {
        case .awaitingBank(let redirectUrl): send(.awaitingBank(paymentMethodType, redirectUrl: redirectUrl))
        }
    }

    func handlePaymentSuccess(_ result: PaymentResult) { send(.paid(result)) }

    func handlePaymentError(_ error: PrimerError, paymentMethodType: String) {
        send(.paymentFailed(error, method: paymentMethodType))
    }

    func handleLoadFailure(_ error: PrimerError, paymentMethodType: String) {
        send(.methodLoadFailed(error, method: paymentMethodType))
    }

    func showPaymentMethod(_ paymentMethodType: String) { send(.showMethod(paymentMethodType)) }

    func showPaymentMethodSelection() { send(.showMethodList) }

    func dismiss() { send(.dismiss) }
}
