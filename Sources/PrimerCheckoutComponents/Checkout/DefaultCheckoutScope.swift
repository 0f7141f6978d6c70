import Foundation

/// The checkout: loads the client session, offers its payment methods, and owns navigation,
/// processing, the result and the error screen's actions.
@available(iOS 15.0, *)
@MainActor
public final class DefaultCheckoutScope: PrimerCheckoutScope {
    public private(set) var paymentMethods: [CheckoutPaymentMethod] = []

    private let dependencies: CheckoutDependencies
    private let registry = PaymentMethodRegistry()
    /// The route and the order in one value: the state is derived from it.
    private let store = StateStore(CheckoutSnapshot())
    private var scopes: [String: any PrimerPaymentMethodScope] = [:]
    private var bankSelectorConfigurations: [@MainActor (any PrimerBankSelectorScope) -> Void] = []
    private var configuration: CheckoutConfiguration?
    private var loadTask: Task<Void, Never>?
    private var prefetchTimer: Task<Void, Never>?
    private var retryAction: (@MainActor () -> Void)?
    private var currentMethodType: String?

    init(dependencies: CheckoutDependencies) {
        self.dependencies = dependencies
        BankSelectorPaymentMethod.registerAll(in: registry, makeRepository: dependencies.makeBankSelectorRepository)
    }

    deinit {
        prefetchTimer?.cancel()
        loadTask?.cancel()
    }

    public var state: AsyncStream<PrimerCheckoutState> { store.stream(\.state) }
    public var route: AsyncStream<CheckoutRoute> { store.stream(\.route) }

    /// The current checkout state, without subscribing.
    public var currentState: PrimerCheckoutState { store.value.state }
    /// The current screen, without subscribing.
    public var currentRoute: CheckoutRoute { store.value.route }

    /// Whether the checkout reached a final state (`success` or `dismissed`): its streams have
    /// ended, its scopes are closed, and nothing it is asked to do moves money or sends a request.
    var isFinished: Bool {
        switch store.value.route {
        case .success, .dismissed: true
        default: false
        }
    }

    public func start() {
        guard !isFinished, configuration == nil, loadTask == nil else { return }
        loadTask = Task { [weak self, repository = dependencies.configurationRepository] in
            let result: Result<CheckoutConfiguration, PrimerError>
            do throws(PrimerError) {
                result = .success(try await repository.loadConfiguration())
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled, self?.isFinished == false else { return }
            self?.finishLoading(result)
        }
    }

    public func selectPaymentMethod(_ paymentMethodType: String) throws(PrimerError) {
        guard !isFinished else { return }
        guard scopes[paymentMethodType] != nil else {
            throw .unsupportedPaymentMethodType(
                paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
        }
        open(paymentMethodType)
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

    public func retry() {
        guard !isFinished, case .failure = currentRoute, let action = retryAction else { return }
        retryAction = nil
        action()
    }

    public func chooseOtherPaymentMethod() {
        guard !isFinished, case .failure = currentRoute else { return }
        retryAction = nil
        if paymentMethods.count > 1 {
            showPaymentMethodSelection()
        } else if let only = paymentMethods.first {
            leaveCurrentMethod()
            open(only.type)
        }
    }

    public func onDismiss() {
        guard !isFinished else { return }
        dependencies.analytics.trackEvent(.paymentFlowExited, metadata: AnalyticsEventMetadata(paymentMethod: currentMethodType))
        finish(.dismissed)
    }

    /// Ends the checkout on a final route (success or dismissed): work stops, every scope closes,
    /// and every state and route stream ends after delivering it.
    private func finish(_ route: CheckoutRoute) {
        loadTask?.cancel()
        loadTask = nil
        cancelPrefetch()
        retryAction = nil
        currentMethodType = nil
        show(route)
        for scope in scopes.values { (scope as? any CheckoutChildScope)?.close() }
        store.finish()
    }

    private func finishLoading(_ result: Result<CheckoutConfiguration, PrimerError>) {
        loadTask = nil
        switch result {
        case .success(let configuration):
            self.configuration = configuration
            let offered = configuration.paymentMethods.filter { registry.method(for: $0.type) != nil }
            var seen = Set<String>()
            paymentMethods = offered.filter { seen.insert($0.type).inserted }
            createScopes(configuration)
            let order = CheckoutSnapshot.Order(totalAmount: configuration.totalAmount, currencyCode: configuration.currencyCode)
            if paymentMethods.count == 1, let only = paymentMethods.first {
                store.update { $0.order = order }
                open(only.type)
            } else {
                store.set(CheckoutSnapshot(route: .paymentMethodSelection, order: order))
                schedulePrefetch()
            }
        case .failure(let error):
            fail(error, kind: .loadFailure, paymentMethodType: nil) { [weak self] in
                self?.show(.loading)
                self?.start()
            }
        }
    }

    private func createScopes(_ configuration: CheckoutConfiguration) {
        let context = PaymentMethodScopeContext(
            presentationContext: paymentMethods.count == 1 ? .direct : .fromPaymentSelection,
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

    /// How long the payment method list shows before the bank lists load behind it: the list's own
    /// first paint goes first, and a customer who taps at once simply gets the ordinary fetch.
    nonisolated static let prefetchDelay: TimeInterval = 0.5

    /// While the customer looks at the payment method list, the bank lists load in the background.
    private func schedulePrefetch() {
        guard dependencies.settings.bankSelector.prefetchesBankLists, prefetchTimer == nil else { return }
        prefetchTimer = Task { [weak self, clock = dependencies.clock] in
            do {
                try await clock.sleep(seconds: Self.prefetchDelay)
            } catch {
                return
            }
            self?.prefetchBankLists()
        }
    }

    private func prefetchBankLists() {
        prefetchTimer = nil
        guard !isFinished, currentRoute == .paymentMethodSelection else { return }
        for method in paymentMethods {
            (scopes[method.type] as? any CheckoutChildScope)?.prefetch()
        }
    }

    /// Leaving the list stops the wait; bank lists already on their way keep coming.
    private func cancelPrefetch() {
        prefetchTimer?.cancel()
        prefetchTimer = nil
    }

    private func open(_ paymentMethodType: String) {
        guard !isFinished, let scope = scopes[paymentMethodType] else { return }
        cancelPrefetch()
        if currentMethodType != paymentMethodType { leaveCurrentMethod() }
        currentMethodType = paymentMethodType
        show(.paymentMethod(type: paymentMethodType, context: presentationContext))
        scope.start()
    }

    private var presentationContext: PresentationContext {
        paymentMethods.count == 1 ? .direct : .fromPaymentSelection
    }

    private func leaveCurrentMethod() {
        guard let type = currentMethodType else { return }
        (scopes[type] as? any CheckoutChildScope)?.didLeave()
        currentMethodType = nil
    }

    /// Shows `route`; the state follows from it.
    private func show(_ route: CheckoutRoute) {
        store.update { $0.route = route }
    }

    private func fail(_ error: PrimerError, kind: CheckoutFailure.Kind, paymentMethodType: String?, retry: @escaping @MainActor () -> Void)
    {
        guard !isFinished else { return }
        retryAction = retry
        let failure = CheckoutFailure(
            error: error, kind: kind, paymentMethodType: paymentMethodType,
            canChooseOtherPaymentMethod: paymentMethodType != nil && paymentMethods.count > 1
        )
        show(.failure(failure))
    }
}

extension DefaultCheckoutScope: CheckoutNavigator {
    func canStartPayment(paymentMethodType: String) -> Bool {
        guard !isFinished else { return false }
        switch currentRoute {
        case .processing(let type), .awaitingBank(let type, _): return type == paymentMethodType
        default: return true
        }
    }

    func startProcessing(paymentMethodType: String) {
        guard !isFinished else { return }
        show(.processing(paymentMethodType: paymentMethodType))
    }

    func show(_ progress: PaymentProgress, paymentMethodType: String) {
        guard !isFinished, currentRoute == .processing(paymentMethodType: paymentMethodType) else { return }
        switch progress {
        case .awaitingBank(let redirectUrl):
            show(.awaitingBank(paymentMethodType: paymentMethodType, redirectUrl: redirectUrl))
        }
    }

    func handlePaymentSuccess(_ result: PaymentResult) {
        guard !isFinished else { return }
        dependencies.analytics.trackEvent(
            .paymentSuccess, metadata: AnalyticsEventMetadata(paymentMethod: result.paymentMethodType, paymentId: result.paymentId))
        finish(.success(result))
    }

    func handlePaymentError(_ error: PrimerError, paymentMethodType: String, retry: @escaping @MainActor () -> Void) {
        guard !isFinished else { return }
        dependencies.analytics.trackEvent(.paymentFailure, metadata: AnalyticsEventMetadata(paymentMethod: paymentMethodType))
        fail(error, kind: .paymentFailure, paymentMethodType: paymentMethodType, retry: retry)
    }

    func handleLoadFailure(_ error: PrimerError, paymentMethodType: String, retry: @escaping @MainActor () -> Void) {
        guard !isFinished, currentMethodType == paymentMethodType else { return }
        fail(error, kind: .loadFailure, paymentMethodType: paymentMethodType, retry: retry)
    }

    func showPaymentMethod(_ paymentMethodType: String) {
        guard !isFinished, scopes[paymentMethodType] != nil else { return }
        currentMethodType = paymentMethodType
        show(.paymentMethod(type: paymentMethodType, context: presentationContext))
    }

    func showPaymentMethodSelection() {
        guard !isFinished else { return }
        leaveCurrentMethod()
        retryAction = nil
        show(.paymentMethodSelection)
        schedulePrefetch()
    }

    func dismiss() {
        onDismiss()
    }
}
