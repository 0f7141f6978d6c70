import Foundation
import Testing

@testable import PrimerCheckoutComponents

/// The bank selector's transitions, synchronously: send an action, assert the snapshot a customer
/// would see and the effects asked for. No scope, no tasks, no waiting.
@Suite("Bank selector transitions")
struct BankSelectorMachineTests {
    let ing = Bank(id: "INGBNL2A", name: "ING", iconUrl: nil, isDisabled: false)
    let knab = Bank(id: "KNABNL2H", name: "Knab", iconUrl: nil, isDisabled: true)
    let rabobank = Bank(id: "RABONL2U", name: "Rabobank", iconUrl: nil, isDisabled: false)
    var banks: [Bank] { [ing, knab, rabobank] }
    let declined = PrimerError.paymentFailed(
        paymentMethodType: "ADYEN_IDEAL", paymentId: "p1", status: "FAILED", reason: "Refused", diagnosticsId: "d1")
    let payment = PaymentResult(paymentId: "p1", status: .success, amount: 1250, currencyCode: "EUR", paymentMethodType: "ADYEN_IDEAL")
    let paying: [BankSelectorEffect] = [.showProcessing, .track(.paymentProcessingStarted)]

    private func machine(
        _ options: BankSelectorOptions = BankSelectorOptions(), context: PresentationContext = .fromPaymentSelection,
        scheme: Bool = false, recentBankId: String? = nil
    ) -> BankSelectorMachine {
        let schemeMethod =
            scheme
            ? SchemePageMethod(
                method: CheckoutPaymentMethod(id: "cfg", type: "ADYEN_IDEAL", name: "iDEAL"), amount: 1250, currencyCode: "EUR")
            : nil
        return BankSelectorMachine(
            .init(
                paymentMethodType: "ADYEN_IDEAL", presentationContext: context, options: options, schemeMethod: schemeMethod,
                recentBankId: recentBankId))
    }

    /// A machine whose list arrived.
    private func loaded(
        _ options: BankSelectorOptions = BankSelectorOptions(), banks: [Bank]? = nil, scheme: Bool = false,
        recentBankId: String? = nil
    ) -> BankSelectorMachine {
        var machine = machine(options, scheme: scheme, recentBankId: recentBankId)
        _ = machine.reduce(.open)
        _ = machine.reduce(.fetched(.success(BankCatalog(banks ?? self.banks, for: machine.configuration))))
        return machine
    }

    @Test func openingFetchesOnceAndReportsTheOpeningOnce() {
        var machine = machine()
        #expect(machine.reduce(.open) == [.track(.paymentMethodSelection), .fetchBanks])
        #expect(machine.snapshot.status == .loading)
        #expect(machine.reduce(.open) == [])
        #expect(machine.reduce(.fetched(.success(BankCatalog(banks, for: machine.configuration)))) == [])
        #expect(machine.snapshot.status == .ready)
        #expect(machine.snapshot.banks == banks && machine.snapshot.filteredBanks == banks)
        #expect(machine.reduce(.open) == [])
    }

    @Test func aListRefusedForGoodShowsTheSchemePageWhereTheMethodHasOneAndTheErrorElsewhere() {
        let refused = PrimerError.serverError(statusCode: 400, errorId: "issuer-list-not-supported", description: nil, diagnosticsId: "d")
        let unavailable = PrimerError.serverError(statusCode: 503, errorId: nil, description: nil, diagnosticsId: "d")
        let limited = PrimerError.serverError(statusCode: 429, errorId: nil, description: nil, diagnosticsId: "d")
        var ideal = machine(scheme: true)
        _ = ideal.reduce(.open)
        #expect(ideal.reduce(.fetched(.failure(refused))) == [])
        #expect(ideal.snapshot.status == .ready && ideal.snapshot.schemePage?.schemeName == "iDEAL")
        for transient in [unavailable, limited] {
            var retried = machine(scheme: true)
            _ = retried.reduce(.open)
            #expect(retried.reduce(.fetched(.failure(transient))) == [.showLoadFailure(transient)], "its Retry fetches again")
        }
        var dotpay = machine()
        _ = dotpay.reduce(.open)
        #expect(dotpay.reduce(.fetched(.failure(refused))) == [.showLoadFailure(refused)], "no scheme page to fall back to")
    }

    @Test func aFailedFetchShowsTheErrorAndItsRetryFetchesAgain() {
        var machine = machine()
        _ = machine.reduce(.open)
        #expect(machine.reduce(.fetched(.failure(declined))) == [.showLoadFailure(declined)])
        #expect(machine.phase == .notLoaded && machine.snapshot.status == .loading)
        #expect(machine.reduce(.retryFetch) == [.showPaymentMethod, .fetchBanks])
        #expect(machine.reduce(.retryFetch) == [])
        _ = machine.reduce(.fetched(.success(BankCatalog(banks, for: machine.configuration))))
        #expect(machine.snapshot.status == .ready)
    }

    @Test func aFetchStoppedByCancelIgnoresItsLateAnswer() {
        var machine = machine()
        _ = machine.reduce(.open)
        #expect(machine.reduce(.cancel) == [.stopFetching, .stopPaying])
        #expect(machine.reduce(.fetched(.success(BankCatalog(banks, for: machine.configuration)))) == [])
        #expect(machine.snapshot.status == .loading && machine.snapshot.banks.isEmpty)
        #expect(machine.reduce(.open) == [.fetchBanks])
    }

    @Test func aListFetchedAheadShowsAtOnceWhenTheMethodOpens() {
        var machine = machine()
        #expect(machine.reduce(.fetchAhead) == [.fetchBanksAhead])
        #expect(machine.reduce(.fetchAhead) == [])
        #expect(machine.reduce(.fetchedAhead(BankCatalog(banks, for: machine.configuration))) == [])
        #expect(machine.snapshot.status == .loading)
        #expect(machine.reduce(.open) == [.track(.paymentMethodSelection)])
        #expect(machine.snapshot.status == .ready && machine.snapshot.banks == banks)
        #expect(machine.reduce(.fetchAhead) == [])
    }

    @Test func anOpeningJoinsTheFetchAheadOnItsWayAndFetchesItselfWhenThatFails() {
        var joined = machine()
        _ = joined.reduce(.fetchAhead)
        #expect(joined.reduce(.open) == [.track(.paymentMethodSelection)])
        #expect(joined.phase == .fetching(awaitingAhead: true))
        #expect(joined.reduce(.fetchedAhead(BankCatalog(banks, for: joined.configuration))) == [])
        #expect(joined.snapshot.status == .ready)

        var failed = machine()
        _ = failed.reduce(.fetchAhead)
        _ = failed.reduce(.open)
        #expect(failed.reduce(.fetchedAhead(nil)) == [.fetchBanks])
        #expect(failed.reduce(.fetched(.failure(declined))) == [.showLoadFailure(declined)])

        var stopped = machine()
        _ = stopped.reduce(.fetchAhead)
        _ = stopped.reduce(.open)
        _ = stopped.reduce(.leave)
        #expect(stopped.reduce(.fetchedAhead(BankCatalog(banks, for: stopped.configuration))) == [])
        #expect(stopped.snapshot.status == .loading)
        #expect(stopped.reduce(.open) == [.track(.paymentMethodSelection)])
        #expect(stopped.snapshot.status == .ready)
    }

    @Test func choosingABankPaysOnceAndOnlyWhenTheCheckoutAllowsIt() {
        var machine = loaded()
        #expect(machine.reduce(.select(ing, paymentAllowed: false)) == [])
        #expect(machine.snapshot.status == .ready)
        #expect(machine.reduce(.select(knab, paymentAllowed: true)) == [], "an offline bank is not chosen")
        #expect(
            machine.reduce(.select(ing, paymentAllowed: true)) == [.track(.paymentSubmitted)] + paying + [
                .pay(bankId: "INGBNL2A", continuing: false)
            ])
        #expect(machine.snapshot.status == .selected(ing) && machine.snapshot.selectedBank == ing)
        #expect(machine.reduce(.select(rabobank, paymentAllowed: true)) == [])
        #expect(machine.reduce(.submit(paymentAllowed: true)) == [])
        #expect(machine.reduce(.open) == [])
    }

    @Test func offlineBanksLabelledOnlyCanBeChosen() {
        var machine = loaded(BankSelectorOptions(offlineBanks: .labelOnly))
        #expect(machine.reduce(.select(knab, paymentAllowed: true)).last == .pay(bankId: "KNABNL2H", continuing: false))
    }

    @Test func inConfirmModeATapSelectsAListedBankAndContinuePaysIt() {
        var machine = loaded(BankSelectorOptions(selection: .confirm))
        #expect(machine.reduce(.submit(paymentAllowed: true)) == [])
        #expect(machine.reduce(.select(ing, paymentAllowed: true)) == [])
        #expect(machine.snapshot.selectedBank == ing && machine.snapshot.status == .ready)
        _ = machine.reduce(.search("rabo"))
        #expect(machine.snapshot.selectedBank == nil)
        #expect(machine.reduce(.select(ing, paymentAllowed: true)) == [] && machine.snapshot.selectedBank == nil)
        _ = machine.reduce(.select(rabobank, paymentAllowed: true))
        #expect(machine.reduce(.submit(paymentAllowed: false)) == [])
        #expect(
            machine.reduce(.submit(paymentAllowed: true)) == [.track(.paymentSubmitted)] + paying + [
                .pay(bankId: "RABONL2U", continuing: false)
            ])
        #expect(machine.reduce(.submit(paymentAllowed: true)) == [])
    }

    @Test func aSuccessfulPaymentRemembersItsBankAndEndsTheCheckout() {
        var remembering = loaded()
        _ = remembering.reduce(.select(ing, paymentAllowed: true))
        #expect(remembering.reduce(.paid(.success(payment))) == [.rememberBank(id: "INGBNL2A"), .finishWithPayment(payment)])
        var forgetting = loaded(BankSelectorOptions(remembersRecentBank: false))
        _ = forgetting.reduce(.select(ing, paymentAllowed: true))
        #expect(forgetting.reduce(.paid(.success(payment))) == [.finishWithPayment(payment)])
    }

    @Test func aFailedPaymentShowsTheErrorAndRetryPaysAgainWithTheSameBank() {
        var machine = loaded()
        _ = machine.reduce(.select(ing, paymentAllowed: true))
        #expect(machine.reduce(.paid(.failure(declined))) == [.showPaymentFailure(declined)])
        #expect(machine.snapshot.status == .selected(ing))
        #expect(machine.reduce(.select(rabobank, paymentAllowed: true)) == [])
        #expect(machine.reduce(.submit(paymentAllowed: true)) == paying + [.pay(bankId: "INGBNL2A", continuing: true)])
        #expect(machine.reduce(.paid(.success(payment))).last == .finishWithPayment(payment))
    }

    @Test func aPaymentCancelledAtTheBankOrByCancelReturnsToTheListWithNothingChosen() {
        var atTheBank = loaded()
        _ = atTheBank.reduce(.select(ing, paymentAllowed: true))
        let cancelled = PrimerError.paymentCancelled(paymentMethodType: "ADYEN_IDEAL", diagnosticsId: "d")
        #expect(atTheBank.reduce(.paid(.failure(cancelled))) == [.showPaymentMethod])
        #expect(atTheBank.snapshot.status == .ready && atTheBank.snapshot.selectedBank == nil)

        var byCancel = loaded()
        _ = byCancel.reduce(.select(ing, paymentAllowed: true))
        #expect(byCancel.reduce(.cancel) == [.stopFetching, .stopPaying, .showPaymentMethod])
        #expect(byCancel.snapshot.status == .ready && byCancel.snapshot.selectedBank == nil)
        #expect(byCancel.reduce(.paid(.failure(declined))) == [], "the stopped payment's late failure decides nothing")
        #expect(byCancel.reduce(.cancel) == [.stopFetching, .stopPaying])
    }

    @Test func aSuccessThatComesBackAfterCancelStillEndsTheCheckoutWithThatPayment() {
        var machine = loaded()
        _ = machine.reduce(.select(ing, paymentAllowed: true))
        _ = machine.reduce(.cancel)
        #expect(machine.reduce(.paid(.success(payment))) == [.finishWithPayment(payment)], "the money moved: it is not thrown away")
    }

    @Test func theSchemePageContinuesWithoutABankOrPaysWithTheRecentOne() {
        var machine = loaded(banks: [], scheme: true, recentBankId: "RABONL2U")
        let page = machine.snapshot.schemePage
        #expect(page?.schemeName == "iDEAL" && page?.amount == 1250 && page?.recentBank?.name == "Rabobank")
        #expect(machine.reduce(.select(ing, paymentAllowed: true)) == [])
        #expect(
            machine.reduce(.submit(paymentAllowed: true)) == [.track(.paymentSubmitted)] + paying + [.pay(bankId: nil, continuing: false)])
        #expect(machine.snapshot.status == .ready && machine.snapshot.selectedBank == nil)
        #expect(machine.reduce(.submit(paymentAllowed: true)) == [])
        _ = machine.reduce(.paid(.failure(declined)))
        #expect(machine.reduce(.submit(paymentAllowed: true)).last == .pay(bankId: nil, continuing: true))

        var recent = loaded(banks: [], scheme: true, recentBankId: "RABONL2U")
        #expect(recent.reduce(.select(rabobank, paymentAllowed: true)).last == .pay(bankId: "RABONL2U", continuing: false))
    }

    @Test func alwaysShowingTheSchemePageFetchesNoList() {
        var machine = machine(BankSelectorOptions(schemePage: .always), scheme: true)
        #expect(machine.reduce(.fetchAhead) == [])
        #expect(machine.reduce(.open) == [.track(.paymentMethodSelection)])
        #expect(machine.snapshot.status == .ready && machine.snapshot.schemePage != nil)
    }

    @Test func leavingStopsWorkForgetsTheAttemptAndReportsTheNextOpening() {
        var machine = loaded(BankSelectorOptions(selection: .confirm))
        _ = machine.reduce(.select(ing, paymentAllowed: true))
        _ = machine.reduce(.submit(paymentAllowed: true))
        #expect(machine.reduce(.leave) == [.stopFetching, .stopPaying])
        #expect(machine.snapshot.status == .ready && machine.snapshot.selectedBank == nil)
        #expect(machine.reduce(.open) == [.track(.paymentMethodSelection)])
    }

    @Test func backLeavesForTheListOrTheCheckoutAndCancelDismisses() {
        var fromList = machine(context: .fromPaymentSelection)
        #expect(fromList.reduce(.back) == [.showPaymentMethodSelection])
        var direct = machine(context: .direct)
        #expect(direct.reduce(.back) == [.dismissCheckout])
        #expect(direct.reduce(.dismiss) == [.dismissCheckout])
    }

    @Test func closingIsFinal() {
        var machine = loaded()
        _ = machine.reduce(.select(ing, paymentAllowed: true))
        #expect(machine.reduce(.close) == [.stopFetching, .stopPaying, .stopFetchingAhead, .endStreams])
        let closed = machine.snapshot
        #expect(closed.isClosed)
        let actions: [BankSelectorAction] = [
            .open, .fetchAhead, .fetched(.success(BankCatalog([], for: machine.configuration))),
            .fetchedAhead(BankCatalog([], for: machine.configuration)), .retryFetch, .search("x"),
            .select(rabobank, paymentAllowed: true), .submit(paymentAllowed: true), .paid(.success(payment)), .cancel, .back,
            .dismiss, .leave, .close,
        ]
        for action in actions {
            #expect(machine.reduce(action) == [])
        }
        #expect(machine.snapshot == closed)
    }

    @Test func theSearchFillsTheSnapshotWithItsResultsSuggestionAndAliases() {
        var machine = loaded()
        _ = machine.reduce(.search("rabobnak"))
        #expect(machine.snapshot.filteredBanks == [rabobank])
        #expect(machine.snapshot.searchSuggestion == "Rabobank")
        _ = machine.reduce(.search("in"))
        #expect(machine.snapshot.filteredBanks == [ing] && machine.snapshot.searchSuggestion == nil)
        var before = self.machine()
        _ = before.reduce(.search("in"))
        #expect(before.snapshot.searchQuery == "in" && before.snapshot.filteredBanks.isEmpty)
    }
}
