/// The checkout's reducer: its route, session, open method and Retry, with each bank selector and the
/// record of payments as child states reduced in the same `reduce(_:)` call.
struct CheckoutMachine: Equatable, Sendable {
    /// Whether the client session is loaded.
    indirect enum Session: Equatable, Sendable {
        case notLoaded
        case loading
        /// Loaded; the payments on record are asked about before anything is shown.
        case settling(CheckoutConfiguration, recentBankIds: [String: String])
        case loaded(CheckoutConfiguration)
    }

    /// What the error screen's Retry does.
    indirect enum Retry: Equatable, Sendable {
        case loadCheckout
        case loadMethod(String)
        case pay(String)
    }

    /// The payment method types this checkout can show (those with a scope kind).
    let supportedTypes: Set<String>
    /// How every bank selector of the checkout behaves.
    let bankSelectorOptions: BankSelectorOptions

    /// The route and the order; the published `snapshot` adds the bank selectors' states.
    private var base = CheckoutSnapshot()
    private(set) var session = Session.notLoaded
    /// The offered methods, in the session's order, once it loaded.
    private(set) var paymentMethods: [CheckoutPaymentMethod] = []
    /// Each offered method's bank selector, by type.
    private(set) var bankSelectors: [String: BankSelectorMachine] = [:]
    /// The method whose screen (or payment) the customer is in.
    private(set) var currentMethod: String?
    private(set) var retry: Retry?
    private var prefetchScheduled = false
    /// The checkout's payments: its record of them and the one in flight, whichever method or
    /// bank it is made with.
    private(set) var payment: PaymentMachine
    /// Whether the record is kept in a store, and so asked about when the session loads.
    let keepsRecord: Bool

    init(
        supportedTypes: Set<String>, bankSelectorOptions: BankSelectorOptions = BankSelectorOptions(),
        payment: PaymentMachine = PaymentMachine(recordKey: ""), keepsRecord: Bool = false
    ) {
        self.supportedTypes = supportedTypes
        self.bankSelectorOptions = bankSelectorOptions
        self.payment = payment
        self.keepsRecord = keepsRecord
    }

    /// Every payment the checkout created and the server has not called final.
    var record: PaymentRecord { payment.record }

    /// Whether bank lists load behind the payment method list.
    var prefetches: Bool { bankSelectorOptions.prefetchesBankLists }

    /// What subscribers see: the route, the order and each bank selector's state, derived from the
    /// children rather than kept beside them.
    var snapshot: CheckoutSnapshot {
        var published = base
        published.bankSelectors = bankSelectors.mapValues(\.snapshot)
        return published
    }

    /// Success or dismissed: nothing changes any more.
    var isFinished: Bool {
        switch base.route {
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
        switch base.route {
        case .processing(let current), .awaitingBank(let current, _): return current == type
        default: return true
        }
    }

    /// Applies `action` and returns the effects it asks for, in order.
    mutating func reduce(_ action: CheckoutAction) -> [CheckoutEffect] {
        // A payment outlives its screen: the record still takes what happens to it.
        if isFinished { guard case .payment = action else { return [] } }
        switch action {
        case .start:
            guard case .notLoaded = session else { return [] }
            session = .loading
            return [.loadConfiguration]
        case .loaded(.success(let configuration), let recentBankIds):
            guard case .loading = session else { return [] }
            let loaded = PaymentMachine.Session(
                amount: configuration.totalAmount, currencyCode: configuration.currencyCode,
                usableUntil: configuration.apiSession?.clientToken.acceptedUntil, recordKey: configuration.recordKey)
            var effects = reduce(.sessionLoaded(loaded))
            guard keepsRecord else { return effects + show(configuration, recentBankIds: recentBankIds) }
            // A payment that went through while the app was away ends the checkout before any list shows.
            // The record is read at once, before the turn: what another checkout of the order kept
            // meanwhile is on it even if that checkout forgets it before this one's turn comes.
            session = .settling(configuration, recentBankIds: recentBankIds)
            effects += reduce(.restore) + reduce(.settle)
            return effects
        case .loaded(.failure(let error), _):
            guard case .loading = session else { return [] }
            session = .notLoaded
            fail(error, kind: .loadFailure, method: nil, retry: .loadCheckout)
            return keepsRecord ? reduce(.restore) : []
        case .open(let type):
            guard paymentMethods.contains(where: { $0.type == type }) else { return [] }
            return open(type)
        case .retry:
            guard case .failure = base.route, let retry else { return [] }
            self.retry = nil
            switch retry {
            case .loadCheckout:
                base.route = .loading
                session = .loading
                return [.loadConfiguration]
            case .loadMethod(let type): return reduce(type, .retryFetch)
            case .pay(let type): return reduce(type, .submit)
            }
        case .chooseOtherMethod:
            guard case .failure(let failure) = base.route else { return [] }
            retry = nil
            // Paying another way while a payment is not confirmed leaves that payment open.
            var paidAnotherWay: [CheckoutEffect] = []
            if case .paymentPending(_, let paymentId, _, _, _) = failure.error {
                paidAnotherWay = reduce(.record(.customerPaidAnotherWay(paymentId: paymentId)))
            }
            if paymentMethods.count > 1 { return paidAnotherWay + showMethodList() }
            guard let only = paymentMethods.first else { return paidAnotherWay }
            return paidAnotherWay + leaveCurrentMethod() + open(only.type)
        case .dismiss:
            return dismiss()
        case .prefetchDue:
            prefetchScheduled = false
            guard base.route == .paymentMethodSelection else { return [] }
            return paymentMethods.flatMap { reduce($0.type, .fetchAhead) }
        case .bankSelector(let type, let action):
            // One payment at a time: a bank chosen while another method pays does nothing.
            if action.mayStartPayment, !canStartPayment(type) { return [] }
            return reduce(type, action)
        case .payment(let action):
            return reduce(action)
        }
    }

    /// The loaded session's methods and their bank selectors, shown.
    private mutating func show(_ configuration: CheckoutConfiguration, recentBankIds: [String: String]) -> [CheckoutEffect] {
        session = .loaded(configuration)
        var seen = Set<String>()
        paymentMethods = configuration.paymentMethods.filter { supportedTypes.contains($0.type) && seen.insert($0.type).inserted }
        base.order = CheckoutSnapshot.Order(totalAmount: configuration.totalAmount, currencyCode: configuration.currencyCode)
        createBankSelectors(configuration, recentBankIds: recentBankIds)
        if paymentMethods.count == 1, let only = paymentMethods.first {
            return [.createScopes] + open(only.type)
        }
        base.route = .paymentMethodSelection
        return [.createScopes] + schedulePrefetch()
    }

    /// Reduces `action` into the payments: their requests become the checkout's effects, and what
    /// they tell the checkout is handled at once, in order.
    private mutating func reduce(_ action: PaymentAction) -> [CheckoutEffect] {
        payment.reduce(action).flatMap { effect -> [CheckoutEffect] in
            guard case .delegate(let message) = effect else { return [.payment(effect)] }
            return handle(message)
        }
    }

    /// What the payments told the checkout.
    private mutating func handle(_ message: PaymentDelegate) -> [CheckoutEffect] {
        switch message {
        case .settled(let paid):
            guard case .settling(let configuration, let recentBankIds) = session else { return [] }
            if let paid { return finish(paid: paid) }
            return show(configuration, recentBankIds: recentBankIds)
        case .atTheBank(let type, let redirectUrl):
            return reduce(type, .progress(.awaitingBank(redirectUrl: redirectUrl)))
        case .finished(let type, let result):
            guard !isFinished else { return [] }
            return reduce(type, .paid(result))
        }
    }

    /// Reduces `action` into the bank selector of `type`: its work becomes the checkout's effects,
    /// and what it tells the checkout is handled at once, in order.
    private mutating func reduce(_ type: String, _ action: BankSelectorAction) -> [CheckoutEffect] {
        guard var selector = bankSelectors[type] else { return [] }
        let effects = selector.reduce(action)
        bankSelectors[type] = selector
        return effects.flatMap { effect -> [CheckoutEffect] in
            switch effect {
            case .work(.pay(let bankId, let continuing)):
                guard let method = paymentMethods.first(where: { $0.type == type }) else { return [] }
                return reduce(.pay(method, issuer: bankId, continuing: continuing))
            case .work(.stopPaying): return reduce(.stop(paymentMethodType: type))
            case .work(let work): return [.bankSelector(type, work)]
            case .delegate(let message): return handle(message, from: type)
            }
        }
    }

    /// What a bank selector told the checkout.
    private mutating func handle(_ message: BankSelectorDelegate, from type: String) -> [CheckoutEffect] {
        switch message {
        case .paymentStarted:
            base.route = .processing(paymentMethodType: type)
            return []
        case .awaitingBank(let redirectUrl):
            guard base.route == .processing(paymentMethodType: type) else { return [] }
            base.route = .awaitingBank(paymentMethodType: type, redirectUrl: redirectUrl)
            return []
        case .showSelector:
            currentMethod = type
            base.route = .paymentMethod(type: type, context: presentationContext)
            return []
        case .loadFailed(let error):
            guard currentMethod == type else { return [] }
            fail(error, kind: .loadFailure, method: type, retry: .loadMethod(type))
            return []
        case .paymentFailed(let error):
            // A payment the server processes without the customer has nothing to continue.
            var canRetry = true
            if case .paymentPending(_, let paymentId, _, _, _) = error { canRetry = record.canContinue(paymentId: paymentId) }
            fail(error, kind: .paymentFailure, method: type, retry: canRetry ? .pay(type) : nil)
            return [.track(.paymentFailure, method: type, paymentId: nil)]
        case .paid(let result, let bankId):
            return finish(paid: result, bankId: bankId)
        case .backToMethodList:
            return showMethodList()
        case .dismissCheckout:
            return dismiss()
        }
    }

    /// A bank selector for every offered method, made for the loaded session.
    private mutating func createBankSelectors(_ configuration: CheckoutConfiguration, recentBankIds: [String: String]) {
        let options = bankSelectorOptions
        for method in paymentMethods {
            let selector = BankSelectorMachine(
                .init(
                    paymentMethodType: method.type, presentationContext: presentationContext, options: options,
                    schemeMethod: SchemePageMethod(
                        method: method, amount: configuration.totalAmount, currencyCode: configuration.currencyCode),
                    recentBankId: options.remembersRecentBank ? recentBankIds[method.type] : nil))
            bankSelectors[method.type] = selector
        }
    }

    /// The customer opens `type`: leaving another method first, and no prefetch any more.
    private mutating func open(_ type: String) -> [CheckoutEffect] {
        var effects = cancelPrefetch()
        if currentMethod != type { effects += leaveCurrentMethod() }
        currentMethod = type
        base.route = .paymentMethod(type: type, context: presentationContext)
        return effects + reduce(type, .open)
    }

    private mutating func showMethodList() -> [CheckoutEffect] {
        let effects = leaveCurrentMethod()
        retry = nil
        base.route = .paymentMethodSelection
        return effects + schedulePrefetch()
    }

    private mutating func leaveCurrentMethod() -> [CheckoutEffect] {
        guard let type = currentMethod else { return [] }
        currentMethod = nil
        return reduce(type, .leave)
    }

    private mutating func fail(_ error: PrimerError, kind: CheckoutFailure.Kind, method: String?, retry: Retry?) {
        self.retry = retry
        base.route = .failure(
            CheckoutFailure(
                error: error, kind: kind, paymentMethodType: method,
                canChooseOtherPaymentMethod: method != nil && (paymentMethods.count > 1 || Self.leavesPaymentOpen(error)),
                canRetry: retry != nil))
    }

    private mutating func dismiss() -> [CheckoutEffect] {
        let track = CheckoutEffect.track(.paymentFlowExited, method: currentMethod, paymentId: nil)
        return [track] + finish(.dismissed)
    }

    /// Ends in success with `result`, remembering the bank of the payment that was paid — on record
    /// (a continued or earlier payment), else `bankId`, the one the customer was paying with.
    private mutating func finish(paid result: PaymentResult, bankId: String? = nil) -> [CheckoutEffect] {
        let type = result.paymentMethodType
        let track = CheckoutEffect.track(.paymentSuccess, method: type, paymentId: result.paymentId)
        let paidBank = record.payments.first { $0.paymentId == result.paymentId }.map(\.issuer) ?? bankId
        var remember: [CheckoutEffect] = []
        if bankSelectorOptions.remembersRecentBank, let paidBank {
            remember = [.bankSelector(type, .rememberBank(id: paidBank))]
        }
        return [track] + remember + finish(.success(result))
    }

    /// The checkout ends on `route`: work stops, every bank selector closes, the streams end.
    private mutating func finish(_ route: CheckoutRoute) -> [CheckoutEffect] {
        retry = nil
        currentMethod = nil
        var effects = [CheckoutEffect.stopLoading] + cancelPrefetch()
        base.route = route
        // The payment shown is done with; every other one still open is left open, and said so.
        if case .success(let result) = route { effects += reduce(.record(.reported(paymentId: result.paymentId))) }
        effects += reduce(.stop(paymentMethodType: nil)) + reduce(.record(.checkoutEnded))
        for method in paymentMethods { effects += reduce(method.type, .close) }
        return effects + [.endStreams]
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
