import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents

/// What a checkout test states after each action: the published snapshot, and the checkout state
/// no subscriber sees — whether the session is loaded, the method open, what Retry does, each bank
/// selector's phase and list fetched ahead, the record and the payment in flight.
@dynamicMemberLookup
struct CheckoutObserved: Equatable {
    var snapshot: CheckoutSnapshot
    var session: CheckoutMachine.Session
    var payments: [OpenPayment]
    var currentMethod: String? = nil
    var retry: CheckoutMachine.Retry? = nil
    var phases: [String: BankSelectorPhase] = [:]
    var ahead: [String: BankListAhead] = [:]
    var attempt: PaymentMachine.Attempt? = nil

    init(_ machine: CheckoutMachine) {
        snapshot = machine.snapshot
        session = machine.session
        payments = machine.record.payments
        currentMethod = machine.currentMethod
        retry = machine.retry
        phases = machine.bankSelectors.mapValues(\.phase)
        ahead = machine.bankSelectors.mapValues(\.ahead)
        attempt = machine.payment.attempt
    }

    subscript<Value>(dynamicMember keyPath: WritableKeyPath<CheckoutSnapshot, Value>) -> Value {
        get { snapshot[keyPath: keyPath] }
        set { snapshot[keyPath: keyPath] = newValue }
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<CheckoutSnapshot, Value>) -> Value { snapshot[keyPath: keyPath] }
}

/// The checkout's one reducer, synchronously and exhaustively: the checkout, its bank selectors
/// and its record of payments as child states. Each action states the whole next snapshot (route,
/// order, every bank selector's state), the record and every effect, the children's included.
@Suite("Checkout transitions")
struct CheckoutMachineTests {
    typealias Store = TestStore<CheckoutMachine, CheckoutAction, CheckoutEffect, CheckoutObserved>

    let ideal = CheckoutPaymentMethod(id: "cfg_ideal", type: "ADYEN_IDEAL", name: "iDEAL")
    let dotpay = CheckoutPaymentMethod(id: "cfg_dotpay", type: "ADYEN_DOTPAY", name: "Dotpay")
    let other = CheckoutPaymentMethod(id: "cfg_card", type: "PAYMENT_CARD", name: "Card")
    let ing = Bank(id: "INGBNL2A", name: "ING", iconUrl: nil, isDisabled: false)
    let rabobank = Bank(id: "RABONL2U", name: "Rabobank", iconUrl: nil, isDisabled: false)
    let declined = PrimerError.paymentFailed(
        paymentMethodType: "ADYEN_IDEAL", paymentId: "p1", status: "FAILED", reason: "Refused", diagnosticsId: "d1")
    let notConfirmed = PrimerError.paymentPending(
        paymentMethodType: "ADYEN_IDEAL", paymentId: "pay_open", status: "PENDING", issuer: "INGBNL2A", diagnosticsId: "d2")
    let payment = PaymentResult(paymentId: "p1", status: .success, amount: 1250, currencyCode: "EUR", paymentMethodType: "ADYEN_IDEAL")
    let order = CheckoutSnapshot.Order(totalAmount: 1250, currencyCode: "EUR")
    let bank = URL(string: "https://bank.example/pay")!
    /// `pay_open`'s bank page, as its creation's required action gives it.
    let bankPage = requiredActionToken(expiresIn: 24 * 3600)

    private func store() -> Store {
        Store(
            CheckoutMachine(supportedTypes: ["ADYEN_IDEAL", "ADYEN_DOTPAY"]),
            snapshot: CheckoutObserved.init,
            reduce: { $0.reduce($1) })
    }

    private func configuration(_ methods: [CheckoutPaymentMethod]) -> CheckoutConfiguration {
        CheckoutConfiguration(totalAmount: 1250, currencyCode: "EUR", paymentMethods: methods, apiSession: nil)
    }

    /// The work of the bank selector of `type`, as the checkout's effects: its payment's start and
    /// stop are the payment machine's (`paying`, `stopping`).
    private func work(_ type: String, _ effects: BankSelectorWork...) -> [CheckoutEffect] {
        effects.filter { $0 != .stopPaying }.map { .bankSelector(type, $0) }
    }

    /// Attempt `attempt` of the payment with ING, waiting for its turn.
    private func paymentWithING(_ method: CheckoutPaymentMethod, _ attempt: Int, continuing: Bool = false) -> PaymentMachine.Attempt {
        PaymentMachine.Attempt(id: attempt, method: method, issuer: "INGBNL2A", continuing: continuing)
    }

    /// Attempt `attempt` of the payment starts: it asks for its turn first.
    private func paying(_ attempt: Int) -> [CheckoutEffect] {
        [.payment(.request(.takeTurn(key: ""), attempt: attempt))]
    }

    /// Attempt `attempt` stops: its requests are cancelled.
    private func stopping(_ attempt: Int) -> [CheckoutEffect] {
        [.payment(.cancel(attempt: attempt))]
    }

    /// The record kept in its store.
    private func saved(_ payments: [OpenPayment], known: Set<String>? = nil) -> CheckoutEffect {
        .payment(.save(payments, known: known ?? Set(payments.map(\.idempotencyKey)), key: "", attempt: nil))
    }

    /// What every bank selector does when the checkout ends.
    private func closing(_ types: String...) -> [CheckoutEffect] {
        types.flatMap { work($0, .stopFetching, .stopFetchingAhead) }
    }

    private func fetched(_ type: String, _ store: Store) -> CheckoutAction {
        .bankSelector(type, .fetched(.success(BankCatalog([ing, rabobank], for: store.machine.bankSelectors[type]!.configuration))))
    }

    private var listed: BankSelectorState { BankSelectorState(status: .ready, banks: [ing, rabobank], filteredBanks: [ing, rabobank]) }

    private func failure(_ error: PrimerError, _ kind: CheckoutFailure.Kind, _ type: String?, other: Bool) -> CheckoutRoute {
        .failure(CheckoutFailure(error: error, kind: kind, paymentMethodType: type, canChooseOtherPaymentMethod: other))
    }

    /// The payment `pay_open` (key `k_open`) as the record holds it once its creation was answered.
    private var openPayment: OpenPayment {
        var open = OpenPayment(
            paymentMethodType: "ADYEN_IDEAL", issuer: "INGBNL2A", idempotencyKey: "k_open", paymentMethodToken: "tok",
            createdAt: Date(timeIntervalSince1970: 0))
        open.paymentId = "pay_open"
        open.actionToken = bankPage
        return open
    }

    /// `openPayment` once the customer chose to pay another way.
    private var paidAround: OpenPayment {
        var paidAround = openPayment
        paidAround.customerPaidAnotherWay = true
        return paidAround
    }

    /// What the record asks for when the customer pays around `openPayment`: keep it, tell the merchant.
    private var payingAround: [CheckoutEffect] {
        [saved([paidAround]), .payment(.announceLeftOpen(paidAround, .customerPaidAnotherWay))]
    }

    /// Puts `open` on record, as its pipeline does.
    private func record(_ open: OpenPayment, in store: inout Store) {
        var creating = open
        creating.paymentId = nil
        creating.actionToken = nil
        store.prepare(
            .payment(.record(.creating(creating))),
            .payment(.record(.created(idempotencyKey: open.idempotencyKey, paymentId: "pay_open", actionToken: open.actionToken))))
    }

    /// A checkout showing its list of iDEAL and Dotpay.
    private func onTheList() -> Store {
        var store = store()
        store.prepare(.start, .loaded(.success(configuration([ideal, dotpay]))))
        return store
    }

    /// iDEAL open from the list, its banks shown.
    private func inIDEAL() -> Store {
        var store = onTheList()
        store.prepare(.open("ADYEN_IDEAL"))
        store.prepare(fetched("ADYEN_IDEAL", store))
        return store
    }

    @Test func loadingShowsTheSupportedMethodsOnceAndLoadsTheirListsBehindIt() {
        var store = store()
        #expect(store.snapshot.state == .initializing)
        store.send(.start, [.loadConfiguration]) { $0.session = .loading }
        store.send(.start)
        store.send(.loaded(.success(configuration([ideal, other, dotpay, ideal]))), [.createScopes, .schedulePrefetch]) {
            $0.session = .loaded(configuration([ideal, other, dotpay, ideal]))
            $0.phases = ["ADYEN_IDEAL": .notLoaded, "ADYEN_DOTPAY": .notLoaded]
            $0.ahead = ["ADYEN_IDEAL": .none, "ADYEN_DOTPAY": .none]
            $0.route = .paymentMethodSelection
            $0.order = order
            $0.bankSelectors = ["ADYEN_IDEAL": BankSelectorState(), "ADYEN_DOTPAY": BankSelectorState()]
        }
        #expect(store.machine.paymentMethods.map(\.type) == ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        #expect(store.snapshot.state == .ready(totalAmount: 1250, currencyCode: "EUR"))
        store.send(.prefetchDue, work("ADYEN_IDEAL", .fetchBanksAhead) + work("ADYEN_DOTPAY", .fetchBanksAhead)) {
            $0.ahead = ["ADYEN_IDEAL": .fetching, "ADYEN_DOTPAY": .fetching]
        }
        let list = BankCatalog([ing], for: store.machine.bankSelectors["ADYEN_DOTPAY"]!.configuration)
        store.send(.bankSelector("ADYEN_DOTPAY", .fetchedAhead(list))) {
            $0.ahead["ADYEN_DOTPAY"] = .arrived(list)
        }
    }

    @Test func oneMethodOpensDirectly() {
        var store = store()
        store.prepare(.start)
        store.send(
            .loaded(.success(configuration([ideal])), recentBankIds: ["ADYEN_IDEAL": "RABONL2U"]),
            [.createScopes, .cancelPrefetch] + work("ADYEN_IDEAL", .track(.paymentMethodSelection), .fetchBanks)
        ) {
            $0.session = .loaded(configuration([ideal]))
            $0.phases = ["ADYEN_IDEAL": .fetching(awaitingAhead: false)]
            $0.ahead = ["ADYEN_IDEAL": .none]
            $0.route = .paymentMethod(type: "ADYEN_IDEAL", context: .direct)
            $0.order = order
            $0.bankSelectors = ["ADYEN_IDEAL": BankSelectorState()]
            $0.currentMethod = "ADYEN_IDEAL"
        }
        #expect(store.machine.bankSelectors["ADYEN_IDEAL"]?.configuration.recentBankId == "RABONL2U")
        #expect(store.machine.bankSelectors["ADYEN_IDEAL"]?.configuration.presentationContext == .direct)
    }

    @Test func aFailedLoadShowsTheErrorAndRetryLoadsAgain() {
        var store = store()
        store.prepare(.start)
        store.send(.loaded(.failure(declined))) {
            $0.session = .notLoaded
            $0.route = failure(declined, .loadFailure, nil, other: false)
            $0.retry = .loadCheckout
        }
        #expect(store.snapshot.state == .failure(declined))
        store.send(.retry, [.loadConfiguration]) {
            $0.session = .loading
            $0.route = .loading
            $0.retry = nil
        }
        store.send(.retry)
    }

    @Test func openingAnotherMethodLeavesTheFirstAndStopsThePrefetch() {
        var store = onTheList()
        store.send(.open("ADYEN_IDEAL"), [.cancelPrefetch] + work("ADYEN_IDEAL", .track(.paymentMethodSelection), .fetchBanks)) {
            $0.route = .paymentMethod(type: "ADYEN_IDEAL", context: .fromPaymentSelection)
            $0.currentMethod = "ADYEN_IDEAL"
            $0.phases["ADYEN_IDEAL"] = .fetching(awaitingAhead: false)
        }
        store.send(.bankSelector("ADYEN_IDEAL", .back), work("ADYEN_IDEAL", .stopFetching, .stopPaying) + [.schedulePrefetch]) {
            $0.route = .paymentMethodSelection
            $0.currentMethod = nil
            $0.phases["ADYEN_IDEAL"] = .notLoaded
        }
        store.send(.open("ADYEN_IDEAL"), [.cancelPrefetch] + work("ADYEN_IDEAL", .track(.paymentMethodSelection), .fetchBanks)) {
            $0.route = .paymentMethod(type: "ADYEN_IDEAL", context: .fromPaymentSelection)
            $0.currentMethod = "ADYEN_IDEAL"
            $0.phases["ADYEN_IDEAL"] = .fetching(awaitingAhead: false)
        }
        store.send(
            .open("ADYEN_DOTPAY"),
            [.cancelPrefetch] + work("ADYEN_IDEAL", .stopFetching, .stopPaying)
                + work("ADYEN_DOTPAY", .track(.paymentMethodSelection), .fetchBanks)
        ) {
            $0.route = .paymentMethod(type: "ADYEN_DOTPAY", context: .fromPaymentSelection)
            $0.currentMethod = "ADYEN_DOTPAY"
            $0.phases = ["ADYEN_IDEAL": .notLoaded, "ADYEN_DOTPAY": .fetching(awaitingAhead: false)]
        }
        store.send(.open("PAYMENT_CARD"))
        store.send(.prefetchDue, [], "no list loads behind a method's own screen")
    }

    @Test func oneMethodsPaymentAtATimeAndItsBankPageOnTheRoute() {
        var store = inIDEAL()
        store.send(
            .bankSelector("ADYEN_IDEAL", .select(ing)),
            work("ADYEN_IDEAL", .track(.paymentSubmitted), .track(.paymentProcessingStarted)) + paying(1)
        ) {
            $0.route = .processing(paymentMethodType: "ADYEN_IDEAL")
            $0.bankSelectors["ADYEN_IDEAL"] = listed
            $0.bankSelectors["ADYEN_IDEAL"]?.status = .selected(ing)
            $0.bankSelectors["ADYEN_IDEAL"]?.selectedBank = ing
            $0.phases["ADYEN_IDEAL"] = .paying(bank: ing)
            $0.attempt = paymentWithING(ideal, 1)
        }
        #expect(!store.machine.canStartPayment("ADYEN_DOTPAY"))
        store.send(.bankSelector("ADYEN_DOTPAY", .submit), [], "another method's payment waits")
        store.send(.bankSelector("ADYEN_DOTPAY", .progress(.awaitingBank(redirectUrl: bank))))
        store.send(.bankSelector("ADYEN_IDEAL", .progress(.awaitingBank(redirectUrl: bank)))) {
            $0.route = .awaitingBank(paymentMethodType: "ADYEN_IDEAL", redirectUrl: bank)
        }
        #expect(store.snapshot.state == .ready(totalAmount: 1250, currencyCode: "EUR"))
    }

    @Test func aFailedPaymentOffersRetryOrAnotherMethod() {
        var store = inIDEAL()
        store.prepare(.bankSelector("ADYEN_IDEAL", .select(ing)))
        var chosen = listed
        chosen.status = .selected(ing)
        chosen.selectedBank = ing
        store.send(
            .bankSelector("ADYEN_IDEAL", .paid(.failure(declined))), [.track(.paymentFailure, method: "ADYEN_IDEAL", paymentId: nil)]
        ) {
            $0.route = failure(declined, .paymentFailure, "ADYEN_IDEAL", other: true)
            $0.retry = .pay("ADYEN_IDEAL")
            $0.phases["ADYEN_IDEAL"] = .failed(bank: ing)
        }
        #expect(store.snapshot.state == .failure(declined) && store.snapshot.bankSelectors["ADYEN_IDEAL"] == chosen)
        store.send(.retry, work("ADYEN_IDEAL", .track(.paymentProcessingStarted)) + stopping(1) + paying(2)) {
            $0.route = .processing(paymentMethodType: "ADYEN_IDEAL")
            $0.retry = nil
            $0.phases["ADYEN_IDEAL"] = .paying(bank: ing)
            $0.attempt = paymentWithING(ideal, 2, continuing: true)
        }
        store.prepare(.bankSelector("ADYEN_IDEAL", .paid(.failure(declined))))
        store.send(.chooseOtherMethod, work("ADYEN_IDEAL", .stopFetching) + stopping(2) + [.schedulePrefetch]) {
            $0.route = .paymentMethodSelection
            $0.bankSelectors["ADYEN_IDEAL"] = listed
            $0.phases["ADYEN_IDEAL"] = .ready
            $0.retry = nil
            $0.currentMethod = nil
            $0.attempt = nil
        }
        store.send(.retry)
    }

    @Test func aMethodsLoadFailureCountsOnlyWhileItIsOpen() {
        var store = onTheList()
        store.send(.bankSelector("ADYEN_IDEAL", .open), work("ADYEN_IDEAL", .track(.paymentMethodSelection), .fetchBanks)) {
            $0.phases["ADYEN_IDEAL"] = .fetching(awaitingAhead: false)
        }
        store.send(.bankSelector("ADYEN_IDEAL", .fetched(.failure(declined))), [], "the customer is on the list") {
            $0.phases["ADYEN_IDEAL"] = .notLoaded
        }
        store.send(.open("ADYEN_IDEAL"), [.cancelPrefetch] + work("ADYEN_IDEAL", .fetchBanks)) {
            $0.phases["ADYEN_IDEAL"] = .fetching(awaitingAhead: false)
            $0.route = .paymentMethod(type: "ADYEN_IDEAL", context: .fromPaymentSelection)
            $0.currentMethod = "ADYEN_IDEAL"
        }
        store.send(.bankSelector("ADYEN_IDEAL", .fetched(.failure(declined)))) {
            $0.route = failure(declined, .loadFailure, "ADYEN_IDEAL", other: true)
            $0.retry = .loadMethod("ADYEN_IDEAL")
            $0.phases["ADYEN_IDEAL"] = .notLoaded
        }
        store.send(.retry, work("ADYEN_IDEAL", .fetchBanks)) {
            $0.phases["ADYEN_IDEAL"] = .fetching(awaitingAhead: false)
            $0.route = .paymentMethod(type: "ADYEN_IDEAL", context: .fromPaymentSelection)
            $0.retry = nil
        }
    }

    @Test func aBankSelectorsPaymentEndsTheCheckoutAndClosesEverySelector() {
        var store = inIDEAL()
        store.prepare(.bankSelector("ADYEN_IDEAL", .select(ing)))
        store.send(
            .bankSelector("ADYEN_IDEAL", .paid(.success(payment))),
            [.track(.paymentSuccess, method: "ADYEN_IDEAL", paymentId: "p1")] + work("ADYEN_IDEAL", .rememberBank(id: "INGBNL2A"))
                + [.stopLoading, .cancelPrefetch] + stopping(1) + closing("ADYEN_IDEAL", "ADYEN_DOTPAY") + [.endStreams]
        ) {
            $0.route = .success(payment)
            $0.bankSelectors["ADYEN_IDEAL"]?.isClosed = true
            $0.bankSelectors["ADYEN_DOTPAY"]?.isClosed = true
            $0.phases = ["ADYEN_IDEAL": .closed, "ADYEN_DOTPAY": .closed]
            $0.currentMethod = nil
            $0.attempt = nil
        }
        #expect(store.snapshot.state == .success(payment))
    }

    @Test func successAndDismissalAreFinal() {
        var paid = onTheList()
        paid.prepare(.open("ADYEN_IDEAL"))
        paid.send(
            .bankSelector("ADYEN_IDEAL", .paid(.success(payment))),
            [
                .track(.paymentSuccess, method: "ADYEN_IDEAL", paymentId: "p1"), .stopLoading, .cancelPrefetch,
            ]
                + closing("ADYEN_IDEAL", "ADYEN_DOTPAY") + [.endStreams]
        ) {
            $0.route = .success(payment)
            $0.bankSelectors["ADYEN_IDEAL"]?.isClosed = true
            $0.bankSelectors["ADYEN_DOTPAY"]?.isClosed = true
            $0.phases = ["ADYEN_IDEAL": .closed, "ADYEN_DOTPAY": .closed]
            $0.currentMethod = nil
        }
        let actions: [CheckoutAction] = [
            .start, .open("ADYEN_DOTPAY"), .retry, .chooseOtherMethod, .dismiss, .prefetchDue,
            .bankSelector("ADYEN_IDEAL", .paid(.success(payment))),
            .bankSelector("ADYEN_IDEAL", .open), .bankSelector("ADYEN_IDEAL", .select(ing)), .bankSelector("ADYEN_DOTPAY", .back),
        ]
        for action in actions { paid.send(action) }
        #expect(!paid.machine.canStartPayment("ADYEN_IDEAL"))

        var dismissed = onTheList()
        dismissed.prepare(.open("ADYEN_DOTPAY"))
        dismissed.send(
            .dismiss,
            [.track(.paymentFlowExited, method: "ADYEN_DOTPAY", paymentId: nil), .stopLoading, .cancelPrefetch]
                + closing("ADYEN_IDEAL", "ADYEN_DOTPAY") + [.endStreams]
        ) {
            $0.route = .dismissed
            $0.bankSelectors["ADYEN_IDEAL"]?.isClosed = true
            $0.bankSelectors["ADYEN_DOTPAY"]?.isClosed = true
            $0.phases = ["ADYEN_IDEAL": .closed, "ADYEN_DOTPAY": .closed]
            $0.currentMethod = nil
        }
        #expect(dismissed.snapshot.state == .dismissed)
    }

    @Test func backFromTheOnlyMethodDismissesTheCheckout() {
        var store = store()
        store.prepare(.start, .loaded(.success(configuration([ideal]))))
        store.send(
            .bankSelector("ADYEN_IDEAL", .back),
            [.track(.paymentFlowExited, method: "ADYEN_IDEAL", paymentId: nil), .stopLoading, .cancelPrefetch]
                + closing("ADYEN_IDEAL") + [.endStreams]
        ) {
            $0.route = .dismissed
            $0.bankSelectors["ADYEN_IDEAL"]?.isClosed = true
            $0.phases = ["ADYEN_IDEAL": .closed]
            $0.currentMethod = nil
        }
    }

    @Test func aPaymentNotConfirmedOffersToContinueItOrPayAnotherWayLeavingItOpen() {
        var store = onTheList()
        store.prepare(.open("ADYEN_DOTPAY"))
        store.prepare(fetched("ADYEN_DOTPAY", store), .bankSelector("ADYEN_DOTPAY", .select(ing)))
        let screen = failure(notConfirmed, .paymentFailure, "ADYEN_DOTPAY", other: true)
        store.send(
            .bankSelector("ADYEN_DOTPAY", .paid(.failure(notConfirmed))), [.track(.paymentFailure, method: "ADYEN_DOTPAY", paymentId: nil)]
        ) {
            $0.route = screen
            $0.retry = .pay("ADYEN_DOTPAY")
            $0.phases["ADYEN_DOTPAY"] = .failed(bank: ing)
        }
        if case .failure(let shown) = screen { #expect(shown.category == .notConfirmed) }
        // Continue: the method pays again, which continues the open payment.
        store.send(.retry, work("ADYEN_DOTPAY", .track(.paymentProcessingStarted)) + stopping(1) + paying(2)) {
            $0.route = .processing(paymentMethodType: "ADYEN_DOTPAY")
            $0.retry = nil
            $0.phases["ADYEN_DOTPAY"] = .paying(bank: ing)
            $0.attempt = paymentWithING(dotpay, 2, continuing: true)
        }
        record(openPayment, in: &store)
        store.prepare(.bankSelector("ADYEN_DOTPAY", .paid(.failure(notConfirmed))))
        store.send(
            .chooseOtherMethod,
            payingAround
                + work("ADYEN_DOTPAY", .stopFetching) + stopping(2) + [.schedulePrefetch]
        ) {
            $0.route = .paymentMethodSelection
            $0.bankSelectors["ADYEN_DOTPAY"] = listed
            $0.phases["ADYEN_DOTPAY"] = .ready
            $0.payments = [paidAround]
            $0.retry = nil
            $0.currentMethod = nil
            $0.attempt = nil
        }
    }

    @Test func aPaymentTheServerProcessesWithoutTheCustomerOffersOnlyToPayAnotherWay() {
        var store = store()
        store.prepare(.start, .loaded(.success(configuration([ideal]))))
        store.prepare(fetched("ADYEN_IDEAL", store), .bankSelector("ADYEN_IDEAL", .select(ing)))
        var processing = openPayment
        processing.actionToken = nil
        record(processing, in: &store)
        store.prepare(.payment(.record(.serverSaid(idempotencyKey: "k_open", .notFinal(status: "PENDING")))))
        store.send(
            .bankSelector("ADYEN_IDEAL", .paid(.failure(notConfirmed))), [.track(.paymentFailure, method: "ADYEN_IDEAL", paymentId: nil)]
        ) {
            $0.route = .failure(
                CheckoutFailure(
                    error: notConfirmed, kind: .paymentFailure, paymentMethodType: "ADYEN_IDEAL", canChooseOtherPaymentMethod: true,
                    canRetry: false))
            $0.phases["ADYEN_IDEAL"] = .failed(bank: ing)
        }
        store.send(.retry, [], "nothing to continue: Retry does nothing")
    }

    @Test func theOnlyMethodStillOffersToPayAnotherWayBackAtItsList() {
        var store = store()
        store.prepare(.start, .loaded(.success(configuration([ideal]))))
        store.prepare(fetched("ADYEN_IDEAL", store), .bankSelector("ADYEN_IDEAL", .select(ing)))
        store.send(
            .bankSelector("ADYEN_IDEAL", .paid(.failure(declined))), [.track(.paymentFailure, method: "ADYEN_IDEAL", paymentId: nil)]
        ) {
            $0.route = failure(declined, .paymentFailure, "ADYEN_IDEAL", other: false)
            $0.retry = .pay("ADYEN_IDEAL")
            $0.phases["ADYEN_IDEAL"] = .failed(bank: ing)
        }
        record(openPayment, in: &store)
        store.prepare(.retry, .bankSelector("ADYEN_IDEAL", .paid(.failure(notConfirmed))))
        #expect(store.snapshot.route == failure(notConfirmed, .paymentFailure, "ADYEN_IDEAL", other: true))
        store.send(
            .chooseOtherMethod,
            payingAround
                + work("ADYEN_IDEAL", .stopFetching) + stopping(2) + [.cancelPrefetch]
                + work("ADYEN_IDEAL", .track(.paymentMethodSelection))
        ) {
            $0.route = .paymentMethod(type: "ADYEN_IDEAL", context: .direct)
            $0.bankSelectors["ADYEN_IDEAL"] = listed
            $0.phases["ADYEN_IDEAL"] = .ready
            $0.payments = [paidAround]
            $0.retry = nil
            $0.attempt = nil
        }
    }

    @Test func thePaymentRecordIsCheckoutStateThatTakesEveryStepAndOutlivesTheCheckout() {
        var store = inIDEAL()
        store.prepare(.bankSelector("ADYEN_IDEAL", .select(ing)))
        var creating = openPayment
        creating.paymentId = nil
        creating.actionToken = nil
        store.send(.payment(.record(.creating(creating))), [saved([creating])]) { $0.payments = [creating] }
        store.send(
            .payment(.record(.created(idempotencyKey: "k_open", paymentId: "pay_open", actionToken: bankPage))),
            [saved([openPayment]), .payment(.announceCreated(openPayment))]
        ) {
            $0.payments = [openPayment]
        }
        // Closed mid-payment: the payment is left open, and the merchant told so.
        store.send(
            .dismiss,
            [
                .track(.paymentFlowExited, method: "ADYEN_IDEAL", paymentId: nil), .stopLoading, .cancelPrefetch,
                stopping(1)[0], .payment(.announceLeftOpen(openPayment, .checkoutEnded)),
            ] + closing("ADYEN_IDEAL", "ADYEN_DOTPAY") + [.endStreams]
        ) {
            $0.route = .dismissed
            $0.bankSelectors["ADYEN_IDEAL"]?.isClosed = true
            $0.bankSelectors["ADYEN_DOTPAY"]?.isClosed = true
            $0.phases = ["ADYEN_IDEAL": .closed, "ADYEN_DOTPAY": .closed]
            $0.currentMethod = nil
            $0.attempt = nil
        }
        // The server's answer after the checkout ended still reaches the record.
        store.send(.payment(.record(.serverSaid(idempotencyKey: "k_open", .final))), [saved([], known: ["k_open"])]) { $0.payments = [] }
        store.send(.retry)
    }

    @Test func aContinuedPaymentRemembersItsOwnBankNotTheBankTheSelectorPaidWith() {
        var store = inIDEAL()
        record(openPayment, in: &store)
        let continued = PaymentResult(
            paymentId: "pay_open", status: .success, amount: 1250, currencyCode: "EUR", paymentMethodType: "ADYEN_IDEAL")
        store.prepare(.bankSelector("ADYEN_IDEAL", .select(rabobank)))
        var machine = store.machine
        let effects = machine.reduce(.bankSelector("ADYEN_IDEAL", .paid(.success(continued))))
        #expect(
            effects.prefix(2) == [
                .track(.paymentSuccess, method: "ADYEN_IDEAL", paymentId: "pay_open"),
                .bankSelector("ADYEN_IDEAL", .rememberBank(id: "INGBNL2A")),
            ])
    }

    @Test func aSuccessShownIsForgottenWhileAnotherPaymentStillOpenIsLeftOpen() {
        var store = inIDEAL()
        record(openPayment, in: &store)
        let shown = OpenPayment(
            paymentMethodType: "ADYEN_IDEAL", issuer: "RABONL2U", idempotencyKey: "k1", paymentMethodToken: "tok1",
            createdAt: Date(timeIntervalSince1970: 0))
        store.prepare(
            .payment(.record(.creating(shown))), .payment(.record(.created(idempotencyKey: "k1", paymentId: "p1", actionToken: nil))))
        store.send(
            .bankSelector("ADYEN_IDEAL", .paid(.success(payment))),
            [
                .track(.paymentSuccess, method: "ADYEN_IDEAL", paymentId: "p1"),
                .bankSelector("ADYEN_IDEAL", .rememberBank(id: "RABONL2U")),
                .stopLoading, .cancelPrefetch, saved([openPayment], known: ["k_open", "k1"]),
                .payment(.announceLeftOpen(openPayment, .checkoutEnded)),
            ] + closing("ADYEN_IDEAL", "ADYEN_DOTPAY") + [.endStreams]
        ) {
            $0.route = .success(payment)
            $0.bankSelectors["ADYEN_IDEAL"]?.isClosed = true
            $0.bankSelectors["ADYEN_DOTPAY"]?.isClosed = true
            $0.phases = ["ADYEN_IDEAL": .closed, "ADYEN_DOTPAY": .closed]
            $0.payments = [openPayment]
            $0.currentMethod = nil
        }
    }

    @Test func onlyProcessingAndTheBankHoldTheSheet() {
        let url = URL(string: "https://bank.example/p")!
        let failure = CheckoutFailure(
            error: declined, kind: .paymentFailure, paymentMethodType: "ADYEN_IDEAL", canChooseOtherPaymentMethod: false)
        #expect(CheckoutRoute.processing(paymentMethodType: "ADYEN_IDEAL").isPaymentInFlight)
        #expect(CheckoutRoute.awaitingBank(paymentMethodType: "ADYEN_IDEAL", redirectUrl: url).isPaymentInFlight)
        let free: [CheckoutRoute] = [
            .loading, .paymentMethodSelection, .paymentMethod(type: "ADYEN_IDEAL", context: .direct), .success(payment), .failure(failure),
            .dismissed,
        ]
        for route in free { #expect(!route.isPaymentInFlight, "\(route)") }
    }
}
