/// Where the checkout is and what it knows — its route, the loaded session, the method open, what
/// Retry does. Changed only by `reduce(_:)`.
struct CheckoutMachine: Sendable {
    /// Whether the client session is loaded.
    enum Session: Sendable {
        case notLoaded
        case loading
        case loaded(CheckoutConfiguration)
    }

    /// What the error screen's Retry does.
    enum Retry: Equatable, Sendable {
        case loadCheckout
        case loadMethod(String)
        case pay(String)
    }

    /// The payment method types this checkout can show (those with a scope kind).
    let supportedTypes: Set<String>
    /// Whether bank lists load behind the payment method list.
    let prefetches: Bool

    private(set) var snapshot = CheckoutSnapshot()
    private(set) var session = Session.notLoaded
    /// The offered methods, in the session's order, once it loaded.
    private(set) var paymentMethods: [CheckoutPaymentMethod] = []
    /// The method whose screen (or payment) the customer is in.
    private(set) var currentMethod: String?
    private(set) var retry: Retry?
    private var prefetchScheduled = false

    init(supportedTypes: Set<String>, prefetches: Bool) {
        self.supportedTypes = supportedTypes
        self.prefetches = prefetches
    }

    /// Success or dismissed: nothing changes any more.
    var isFinished: Bool {
        switch snapshot.route {
        case .success, .dismissed: true
        default: false
        }
    }

    /// How a method's screen is presented: alone, or chosen from the list.
    var presentationContext: PresentationContext {
        paymentMethods.count == 1 ? .direct : .fromPaymentSelection
    }

    /// Whether a payment of `type` may start now: the checkout is open and no other method's
    /// payment is in flight.
    func canStartPayment(_ type: String) -> Bool {
        guard !isFinished else { return false }
        switch snapshot.route {
        case .processing(let current), .awaitingBank(let current, _): return current == type
        default: return true
        }
    }

    /// Applies `action` and returns the effects it asks for, in order.
    mutating func reduce(_ action: CheckoutAction) -> [CheckoutEffect] {
        guard !isFinished else { return [] }
        switch action {
        case .start:
            guard case .notLoaded = session else { return [] }
            session = .loading
            return [.loadConfiguration]
        case .loaded(.success(let configuration)):
            guard case .loading = session else { return [] }
            session = .loaded(configuration)
            var seen = Set<String>()
            paymentMethods = configuration.paymentMethods.filter { supportedTypes.contains($0.type) && seen.insert($0.type).inserted }
            snapshot.order = CheckoutSnapshot.Order(totalAmount: configuration.totalAmount, currencyCode: configuration.currencyCode)
            if paymentMethods.count == 1, let only = paymentMethods.first {
                return [.createScopes] + open(only.type)
            }
            snapshot.route = .paymentMethodSelection
            return [.createScopes] + schedulePrefetch()
        case .loaded(.failure(let error)):
            guard case .loading = session else { return [] }
            session = .notLoaded
            fail(error, kind: .loadFailure, method: nil, retry: .loadCheckout)
            return []
        case .open(let type):
            guard paymentMethods.contains(where: { $0.type == type }) else { return [] }
            return open(type)
        case .retry:
            guard case .failure = snapshot.route, let retry else { return [] }
            self.retry = nil
            switch retry {
            case .loadCheckout:
                snapshot.route = .loading
                session = .loading
                return [.loadConfiguration]
            case .loadMethod(let type): return [.retryMethodLoad(type)]
            case .pay(let type): return [.retryPayment(type)]
            }
        case .chooseOtherMethod:
            guard case .failure(let failure) = snapshot.route else { return [] }
            retry = nil
            // Paying another way while a payment is not confirmed leaves that payment open.
            let payAround: [CheckoutEffect] =
                if case .paymentPending(_, let paymentId, _, _, _) = failure.error { [.payAroundOpenPayment(paymentId: paymentId)] } else {
                    []
                }
            if paymentMethods.count > 1 { return payAround + showMethodList() }
            guard let only = paymentMethods.first else { return payAround }
            return payAround + leaveCurrentMethod() + open(only.type)
        case .dismiss:
            let track = CheckoutEffect.track(.paymentFlowExited, method: currentMethod, paymentId: nil)
            return [track] + finish(.dismissed)
        case .prefetchDue:
            prefetchScheduled = false
            return snapshot.route == .paymentMethodSelection ? [.prefetchMethods] : []
        case .processing(let type):
            snapshot.route = .processing(paymentMethodType: type)
            return []
        case .awaitingBank(let type, let redirectUrl):
            guard snapshot.route == .processing(paymentMethodType: type) else { return [] }
            snapshot.route = .awaitingBank(paymentMethodType: type, redirectUrl: redirectUrl)
            return []
        case .paid(let result):
            let track = CheckoutEffect.track(.paymentSuccess, method: result.paymentMethodType, paymentId: result.paymentId)
            return [track] + finish(.success(result))
        case .paymentFailed(let error, let type):
            fail(error, kind: .paymentFailure, method: type, retry: .pay(type))
            return [.track(.paymentFailure, method: type, paymentId: nil)]
        case .methodLoadFailed(let error, let type):
            guard currentMethod == type else { return [] }
            fail(error, kind: .loadFailure, method: type, retry: .loadMethod(type))
            return []
        case .showMethod(let type):
            guard paymentMethods.contains(where: { $0.type == type }) else { return [] }
            currentMethod = type
            snapshot.route = .paymentMethod(type: type, context: presentationContext)
            return []
        case .showMethodList:
            return showMethodList()
        }
    }

    /// The customer opens `type`: leaving another method first, and no prefetch any more.
    private mutating func open(_ type: String) -> [CheckoutEffect] {
        var effects = cancelPrefetch()
        if currentMethod != type { effects += leaveCurrentMethod() }
        currentMethod = type
        snapshot.route = .paymentMethod(type: type, context: presentationContext)
        return effects + [.startMethod(type)]
    }

    private mutating func showMethodList() -> [CheckoutEffect] {
        let effects = leaveCurrentMethod()
        retry = nil
        snapshot.route = .paymentMethodSelection
        return effects + schedulePrefetch()
    }

    private mutating func leaveCurrentMethod() -> [CheckoutEffect] {
        guard let type = currentMethod else { return [] }
        currentMethod = nil
        return [.leaveMethod(type)]
    }

    private mutating func fail(_ error: PrimerError, kind: CheckoutFailure.Kind, method: String?, retry: Retry) {
        self.retry = retry
        snapshot.route = .failure(
            CheckoutFailure(
                error: error, kind: kind, paymentMethodType: method,
                canChooseOtherPaymentMethod: method != nil && (paymentMethods.count > 1 || Self.leavesPaymentOpen(error))))
    }

    /// The checkout ends on `route`: work stops, every method closes, the streams end.
    private mutating func finish(_ route: CheckoutRoute) -> [CheckoutEffect] {
        retry = nil
        currentMethod = nil
        let effects = cancelPrefetch()
        snapshot.route = route
        let paid: PaymentResult? = if case .success(let result) = route { result } else { nil }
        return [.stopLoading] + effects + [.concludeRecord(paid: paid), .closeMethods, .endStreams]
    }

    /// A payment not confirmed yet can always be paid around, even in the checkout's only method:
    /// "pay another way" is the customer's other answer to it.
    private static func leavesPaymentOpen(_ error: PrimerError) -> Bool {
        if case .paymentPending = error { true } else { false }
    }

    private mutating func schedulePrefetch() -> [CheckoutEffect] {
        guard prefetches, !prefetchScheduled else { return [] }
        prefetchScheduled = true
        return [.schedulePrefetch]
    }

    private mutating func cancelPrefetch() -> [CheckoutEffect] {
        prefetchScheduled = false
        return [.cancelPrefetch]
    }
}
