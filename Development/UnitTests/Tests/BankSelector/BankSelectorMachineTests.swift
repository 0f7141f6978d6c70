import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents

/// What a bank selector's step changes: the snapshot a customer sees, and the machine's phase, its
/// list fetched ahead and whether it is open. The search index is derived from the list.
@dynamicMemberLookup
struct BankSelectorObserved: Equatable {
    var snapshot: BankSelectorState
    var phase: BankSelectorPhase
    var ahead: BankListAhead = .none
    var isOpen: Bool

    init(_ machine: BankSelectorMachine) {
        snapshot = machine.snapshot
        phase = machine.phase
        ahead = machine.ahead
        isOpen = machine.isOpen
    }

    subscript<Value>(dynamicMember keyPath: WritableKeyPath<BankSelectorState, Value>) -> Value {
        get { snapshot[keyPath: keyPath] }
        set { snapshot[keyPath: keyPath] = newValue }
    }
}

/// The bank selector's transitions, synchronously and exhaustively: each action states the whole
/// next state (what a customer would see and the machine's phase) and every effect asked for. No
/// scope, no tasks, no waiting.
@Suite("Bank selector transitions")
struct BankSelectorMachineTests {
    typealias Store = TestStore<BankSelectorMachine, BankSelectorAction, BankSelectorEffect, BankSelectorObserved>

    let ing = Bank(id: "INGBNL2A", name: "ING", iconUrl: nil, isDisabled: false)
    let knab = Bank(id: "KNABNL2H", name: "Knab", iconUrl: nil, isDisabled: true)
    let rabobank = Bank(id: "RABONL2U", name: "Rabobank", iconUrl: nil, isDisabled: false)
    var banks: [Bank] { [ing, knab, rabobank] }
    let declined = PrimerError.paymentFailed(
        paymentMethodType: "ADYEN_IDEAL", paymentId: "p1", status: "FAILED", reason: "Refused", diagnosticsId: "d1")
    let payment = PaymentResult(paymentId: "p1", status: .success, amount: 1250, currencyCode: "EUR", paymentMethodType: "ADYEN_IDEAL")
    let paying: [BankSelectorEffect] = [.delegate(.paymentStarted), .work(.track(.paymentProcessingStarted))]

    private func store(
        _ options: BankSelectorOptions = BankSelectorOptions(), context: PresentationContext = .fromPaymentSelection,
        scheme: Bool = false, recentBankId: String? = nil
    ) -> Store {
        let schemeMethod =
            scheme
            ? SchemePageMethod(
                method: CheckoutPaymentMethod(id: "cfg", type: "ADYEN_IDEAL", name: "iDEAL"), amount: 1250, currencyCode: "EUR")
            : nil
        let machine = BankSelectorMachine(
            .init(
                paymentMethodType: "ADYEN_IDEAL", presentationContext: context, options: options, schemeMethod: schemeMethod,
                recentBankId: recentBankId))
        return Store(machine, snapshot: BankSelectorObserved.init) { $0.reduce($1) }
    }

    private func catalog(_ banks: [Bank], _ store: Store) -> BankCatalog {
        BankCatalog(banks, for: store.machine.configuration)
    }

    /// A selector whose list arrived.
    private func loaded(
        _ options: BankSelectorOptions = BankSelectorOptions(), banks: [Bank]? = nil, scheme: Bool = false,
        recentBankId: String? = nil
    ) -> Store {
        var store = store(options, scheme: scheme, recentBankId: recentBankId)
        store.prepare(.open, .fetched(.success(catalog(banks ?? self.banks, store))))
        return store
    }

    /// The change a customer sees when the list arrives: ready, every bank listed.
    private func arrived(_ state: inout BankSelectorObserved) {
        state.phase = .ready
        state.status = .ready
        state.banks = banks
        state.filteredBanks = banks
    }

    @Test func openingFetchesOnceAndReportsTheOpeningOnce() {
        var store = store()
        store.send(.open, [.work(.track(.paymentMethodSelection)), .work(.fetchBanks)]) {
            $0.phase = .fetching(awaitingAhead: false)
            $0.isOpen = true
        }
        store.send(.open)
        store.send(.fetched(.success(catalog(banks, store)))) { arrived(&$0) }
        store.send(.open)
    }

    @Test func aListRefusedForGoodShowsTheSchemePageWhereTheMethodHasOneAndTheErrorElsewhere() {
        let refused = PrimerError.serverError(statusCode: 400, errorId: "issuer-list-not-supported", description: nil, diagnosticsId: "d")
        let unavailable = PrimerError.serverError(statusCode: 503, errorId: nil, description: nil, diagnosticsId: "d")
        let limited = PrimerError.serverError(statusCode: 429, errorId: nil, description: nil, diagnosticsId: "d")
        var ideal = store(scheme: true)
        ideal.prepare(.open)
        ideal.send(.fetched(.failure(refused))) {
            $0.phase = .ready
            $0.status = .ready
            $0.schemePage = .init(schemeName: "iDEAL", logoUrl: nil, amount: 1250, currencyCode: "EUR", recentBank: nil)
        }
        for transient in [unavailable, limited] {
            var retried = store(scheme: true)
            retried.prepare(.open)
            retried.send(.fetched(.failure(transient)), [.delegate(.loadFailed(transient))], "its Retry fetches again") {
                $0.phase = .notLoaded
            }
        }
        var dotpay = store()
        dotpay.prepare(.open)
        dotpay.send(.fetched(.failure(refused)), [.delegate(.loadFailed(refused))], "no scheme page to fall back to") {
            $0.phase = .notLoaded
        }
    }

    @Test func aFailedFetchShowsTheErrorAndItsRetryFetchesAgain() {
        var store = store()
        store.prepare(.open)
        store.send(.fetched(.failure(declined)), [.delegate(.loadFailed(declined))]) { $0.phase = .notLoaded }
        store.send(.retryFetch, [.delegate(.showSelector), .work(.fetchBanks)]) { $0.phase = .fetching(awaitingAhead: false) }
        store.send(.retryFetch)
        store.send(.fetched(.success(catalog(banks, store)))) { arrived(&$0) }
    }

    @Test func aFetchStoppedByCancelIgnoresItsLateAnswer() {
        var store = store()
        store.prepare(.open)
        store.send(.cancel, [.work(.stopFetching), .work(.stopPaying)]) { $0.phase = .notLoaded }
        store.send(.fetched(.success(catalog(banks, store))))
        store.send(.open, [.work(.fetchBanks)]) { $0.phase = .fetching(awaitingAhead: false) }
    }

    @Test func aListFetchedAheadShowsAtOnceWhenTheMethodOpens() {
        var store = store()
        store.send(.fetchAhead, [.work(.fetchBanksAhead)]) { $0.ahead = .fetching }
        store.send(.fetchAhead)
        let list = catalog(banks, store)
        store.send(.fetchedAhead(list)) { $0.ahead = .arrived(list) }
        store.send(.open, [.work(.track(.paymentMethodSelection))]) {
            arrived(&$0)
            $0.ahead = .none
            $0.isOpen = true
        }
        store.send(.fetchAhead)
    }

    @Test func anOpeningJoinsTheFetchAheadOnItsWayAndFetchesItselfWhenThatFails() {
        var joined = store()
        joined.prepare(.fetchAhead)
        joined.send(.open, [.work(.track(.paymentMethodSelection))]) {
            $0.phase = .fetching(awaitingAhead: true)
            $0.isOpen = true
        }
        joined.send(.fetchedAhead(catalog(banks, joined))) {
            arrived(&$0)
            $0.ahead = .none
        }

        var failed = store()
        failed.prepare(.fetchAhead, .open)
        failed.send(.fetchedAhead(nil), [.work(.fetchBanks)]) {
            $0.phase = .fetching(awaitingAhead: false)
            $0.ahead = .none
        }
        failed.send(.fetched(.failure(declined)), [.delegate(.loadFailed(declined))]) { $0.phase = .notLoaded }

        var stopped = store()
        stopped.prepare(.fetchAhead, .open, .leave)
        let list = catalog(banks, stopped)
        stopped.send(.fetchedAhead(list), [], "kept for the next opening, not shown") { $0.ahead = .arrived(list) }
        stopped.send(.open, [.work(.track(.paymentMethodSelection))]) {
            arrived(&$0)
            $0.ahead = .none
            $0.isOpen = true
        }
    }

    @Test func choosingABankPaysOnce() {
        var store = loaded()
        store.send(.select(knab), [], "an offline bank is not chosen")
        store.send(.select(ing), [.work(.track(.paymentSubmitted))] + paying + [.work(.pay(bankId: "INGBNL2A", continuing: false))]) {
            $0.phase = .paying(bank: ing)
            $0.status = .selected(ing)
            $0.selectedBank = ing
        }
        store.send(.select(rabobank))
        store.send(.submit)
        store.send(.open)
    }

    @Test func offlineBanksLabelledOnlyCanBeChosen() {
        var store = loaded(BankSelectorOptions(offlineBanks: .labelOnly))
        store.send(.select(knab), [.work(.track(.paymentSubmitted))] + paying + [.work(.pay(bankId: "KNABNL2H", continuing: false))]) {
            $0.phase = .paying(bank: knab)
            $0.status = .selected(knab)
            $0.selectedBank = knab
        }
    }

    @Test func inConfirmModeATapSelectsAListedBankAndContinuePaysIt() {
        var store = loaded(BankSelectorOptions(selection: .confirm))
        store.send(.submit)
        store.send(.select(ing)) { $0.selectedBank = ing }
        store.send(.search("rabo")) {
            $0.searchQuery = "rabo"
            $0.filteredBanks = [rabobank]
            $0.selectedBank = nil
        }
        store.send(.select(ing), [], "a bank the search hides cannot be selected")
        store.send(.select(rabobank)) { $0.selectedBank = rabobank }
        store.send(.submit, [.work(.track(.paymentSubmitted))] + paying + [.work(.pay(bankId: "RABONL2U", continuing: false))]) {
            $0.phase = .paying(bank: rabobank)
            $0.status = .selected(rabobank)
        }
        store.send(.submit)
    }

    @Test func aSuccessfulPaymentEndsTheCheckoutNamingTheBankItWasPaidWith() {
        var store = loaded()
        store.prepare(.select(ing))
        store.send(.paid(.success(payment)), [.delegate(.paid(payment, bankId: "INGBNL2A"))], "the checkout decides what is remembered")
    }

    @Test func aFailedPaymentShowsTheErrorAndRetryPaysAgainWithTheSameBank() {
        var store = loaded()
        store.prepare(.select(ing))
        store.send(.paid(.failure(declined)), [.delegate(.paymentFailed(declined))]) { $0.phase = .failed(bank: ing) }
        store.send(.select(rabobank))
        store.send(.submit, paying + [.work(.pay(bankId: "INGBNL2A", continuing: true))]) { $0.phase = .paying(bank: ing) }
        store.send(.paid(.success(payment)), [.delegate(.paid(payment, bankId: "INGBNL2A"))])
    }

    @Test func theBankPageShowsOnlyWhileItsPaymentIsInFlight() throws {
        let page = try #require(URL(string: "https://bank.example/pay"))
        var store = loaded()
        store.send(.progress(.awaitingBank(redirectUrl: page)))
        store.prepare(.select(ing))
        store.send(.progress(.awaitingBank(redirectUrl: page)), [.delegate(.awaitingBank(redirectUrl: page))])
        store.prepare(.cancel)
        store.send(.progress(.awaitingBank(redirectUrl: page)), [], "a stopped payment's page is not shown")
    }

    @Test func aPaymentCancelledAtTheBankOrByCancelReturnsToTheListWithNothingChosen() {
        var atTheBank = loaded()
        atTheBank.prepare(.select(ing))
        let cancelled = PrimerError.paymentCancelled(paymentMethodType: "ADYEN_IDEAL", diagnosticsId: "d")
        atTheBank.send(.paid(.failure(cancelled)), [.delegate(.showSelector)]) {
            $0.phase = .ready
            $0.status = .ready
            $0.selectedBank = nil
            $0.cancelledAtTheBank = true
        }
        atTheBank.send(.search("rabobank"), [], "searching again is moving on: the notice goes") {
            $0.searchQuery = "rabobank"
            $0.filteredBanks = [rabobank]
            $0.cancelledAtTheBank = false
        }

        var byCancel = loaded()
        byCancel.prepare(.select(ing))
        byCancel.send(.cancel, [.work(.stopFetching), .work(.stopPaying), .delegate(.showSelector)]) {
            $0.phase = .ready
            $0.status = .ready
            $0.selectedBank = nil
        }
        byCancel.send(.paid(.failure(declined)), [], "the stopped payment's late failure decides nothing")
        byCancel.send(.cancel, [.work(.stopFetching), .work(.stopPaying)])
    }

    @Test func aSuccessThatComesBackAfterCancelStillEndsTheCheckoutWithThatPayment() {
        var store = loaded()
        store.prepare(.select(ing), .cancel)
        store.send(.paid(.success(payment)), [.delegate(.paid(payment, bankId: nil))], "the money moved: it is not thrown away")
    }

    @Test func theSchemePageContinuesWithoutABankOrPaysWithTheRecentOne() {
        var store = loaded(banks: [], scheme: true, recentBankId: "RABONL2U")
        let page = store.snapshot.schemePage
        #expect(page?.schemeName == "iDEAL" && page?.amount == 1250 && page?.recentBank?.name == "Rabobank")
        store.send(.select(ing))
        store.send(.submit, [.work(.track(.paymentSubmitted))] + paying + [.work(.pay(bankId: nil, continuing: false))]) {
            $0.phase = .paying(bank: nil)
        }
        store.send(.submit)
        store.send(.paid(.failure(declined)), [.delegate(.paymentFailed(declined))]) { $0.phase = .failed(bank: nil) }
        store.send(
            .submit, [.work(.track(.paymentSubmitted))] + paying + [.work(.pay(bankId: nil, continuing: true))], "the page asks again"
        ) { $0.phase = .paying(bank: nil) }

        var recent = loaded(banks: [], scheme: true, recentBankId: "RABONL2U")
        let rabobankByName = Bank(id: "RABONL2U", name: "Rabobank", iconUrl: nil, isDisabled: false)
        recent.send(.select(rabobank), [.work(.track(.paymentSubmitted))] + paying + [.work(.pay(bankId: "RABONL2U", continuing: false))]) {
            $0.phase = .paying(bank: rabobank)
            $0.status = .selected(rabobankByName)
            $0.selectedBank = rabobankByName
        }
    }

    @Test func alwaysShowingTheSchemePageFetchesNoList() {
        var store = store(BankSelectorOptions(schemePage: .always), scheme: true)
        store.send(.fetchAhead)
        store.send(.open, [.work(.track(.paymentMethodSelection))]) {
            $0.phase = .ready
            $0.isOpen = true
            $0.status = .ready
            $0.schemePage = .init(schemeName: "iDEAL", logoUrl: nil, amount: 1250, currencyCode: "EUR", recentBank: nil)
        }
    }

    @Test func leavingStopsWorkForgetsTheAttemptAndReportsTheNextOpening() {
        var store = loaded(BankSelectorOptions(selection: .confirm))
        store.prepare(.select(ing), .submit)
        store.send(.leave, [.work(.stopFetching), .work(.stopPaying)]) {
            $0.phase = .ready
            $0.isOpen = false
            $0.status = .ready
            $0.selectedBank = nil
        }
        store.send(.open, [.work(.track(.paymentMethodSelection))]) { $0.isOpen = true }
    }

    @Test func leavingForgetsTheSearchSoTheNextOpeningShowsTheWholeList() {
        var store = loaded()
        store.prepare(.search("rabobnak"))
        store.send(.leave, [.work(.stopFetching), .work(.stopPaying)]) {
            $0.searchQuery = ""
            $0.filteredBanks = banks
            $0.searchSuggestion = nil
            $0.isOpen = false
        }
        store.send(.open, [.work(.track(.paymentMethodSelection))]) { $0.isOpen = true }
        var loading = self.store()
        loading.prepare(.open, .search("in"))
        loading.send(.leave, [.work(.stopFetching), .work(.stopPaying)], "a query typed before the list arrived") {
            $0.phase = .notLoaded
            $0.isOpen = false
            $0.searchQuery = ""
        }
    }

    @Test func backLeavesForTheListOrTheCheckoutAndCancelDismisses() {
        var fromList = store(context: .fromPaymentSelection)
        fromList.send(.back, [.delegate(.backToMethodList)])
        var direct = store(context: .direct)
        direct.send(.back, [.delegate(.dismissCheckout)])
        direct.send(.dismiss, [.delegate(.dismissCheckout)])
    }

    @Test func closingIsFinal() {
        var store = loaded()
        store.prepare(.select(ing))
        store.send(.close, [.work(.stopFetching), .work(.stopPaying), .work(.stopFetchingAhead)]) {
            $0.phase = .closed
            $0.isClosed = true
        }
        let actions: [BankSelectorAction] = [
            .open, .fetchAhead, .fetched(.success(catalog([], store))), .fetchedAhead(catalog([], store)), .retryFetch,
            .search("x"), .select(rabobank), .submit, .progress(.awaitingBank(redirectUrl: URL(fileURLWithPath: "/"))),
            .paid(.success(payment)), .cancel, .back, .dismiss, .leave, .close,
        ]
        for action in actions {
            store.send(action)
        }
    }

    @Test func theSearchFillsTheSnapshotWithItsResultsSuggestionAndAliases() {
        var store = loaded()
        store.send(.search("rabobnak")) {
            $0.searchQuery = "rabobnak"
            $0.filteredBanks = [rabobank]
            $0.searchSuggestion = "Rabobank"
        }
        store.send(.search("in")) {
            $0.searchQuery = "in"
            $0.filteredBanks = [ing]
            $0.searchSuggestion = nil
        }
        var before = self.store()
        before.send(.search("in"), [], "nothing to search before the list arrives") { $0.searchQuery = "in" }
    }
}
