import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@testable import PrimerCheckoutComponents

/// The record's decisions, synchronously and exhaustively: what the server said goes in, and each
/// step states the whole record kept and every effect told out.
@Suite("Payment record")
struct PaymentRecordTests {
    typealias Store = TestStore<PaymentRecord, PaymentRecord.Action, PaymentRecord.Effect, [OpenPayment]>

    let now = Date()

    private func payment(_ key: String, createdAt: Date? = nil) -> OpenPayment {
        OpenPayment(
            paymentMethodType: "ADYEN_IDEAL", issuer: "INGBNL2A", idempotencyKey: key, paymentMethodToken: "tok_\(key)",
            createdAt: createdAt ?? now)
    }

    /// `payment` as the server's answer to its creation leaves it.
    private func created(_ key: String, token: String? = nil) -> OpenPayment {
        var created = payment(key)
        created.paymentId = "pay_\(key)"
        created.actionToken = token
        return created
    }

    /// The step that asks the server about `payment`, created with a required action.
    private func check(_ payment: OpenPayment) -> PaymentRecord.Step {
        .check(payment, paymentId: payment.paymentId ?? "", actionToken: payment.redirect!)
    }

    private func store(_ record: PaymentRecord = PaymentRecord()) -> Store {
        Store(record, snapshot: \.payments) { $0.reduce($1) }
    }

    /// A record with `keys` created at the bank, in order.
    private func atTheBank(_ keys: String...) -> (Store, token: String) {
        let token = requiredActionToken(expiresIn: 3600)
        var store = store()
        for key in keys {
            store.prepare(.creating(payment(key)), .created(idempotencyKey: key, paymentId: "pay_\(key)", actionToken: token))
        }
        return (store, token)
    }

    @Test func aCreationIsKeptBeforeItsRequestLeavesAndRepeatedWhenItsAnswerWasLost() {
        var store = store()
        store.send(.creating(payment("k1")), [.persist]) { $0 = [payment("k1")] }
        store.send(.creating(payment("k1")), [], "kept once")
        #expect(store.machine.stepsBeforePaying == [.repeatCreation(payment("k1"))])
        #expect(store.machine.unfinished == nil)
        store.send(.checkoutEnded, [.announceLeftOpen(payment("k1"), .checkoutEnded)], "the server may have made it")
    }

    @Test func aCreationTheStoreDidNotKeepIsNeverSent() {
        var store = store()
        store.prepare(.creating(payment("k1")))
        store.send(.notKept(idempotencyKey: "k1")) { $0 = [] }
        #expect(store.machine.stepsBeforePaying.isEmpty, "not created behind the customer's back at the next choice")
    }

    @Test func anAnswerNamingAnotherPaymentForAKnownCreationKeepsThePaymentOnRecord() {
        var (store, _) = atTheBank("k1")
        store.send(.created(idempotencyKey: "k1", paymentId: "pay_other", actionToken: nil), [], "one key makes one payment")
        #expect(store.snapshot.map(\.paymentId) == ["pay_k1"])
    }

    @Test func aFullRecordHandsItsOldestOpenPaymentToTheMerchantBeforeKeepingANewOne() {
        let keys = (1...PaymentRecord.capacity).map { "k\($0)" }
        var store = store()
        for key in keys {
            store.prepare(.creating(payment(key)), .created(idempotencyKey: key, paymentId: "pay_\(key)", actionToken: nil))
        }
        let oldest = store.snapshot[0]
        store.send(.creating(payment("new")), [.persist, .announceLeftOpen(oldest, .recordFull)]) {
            $0 = Array($0.dropFirst()) + [payment("new")]
        }
    }

    @Test func everyKeyAPaymentWasCreatedWithIsRememberedAfterThePaymentEnded() {
        var (store, _) = atTheBank("k1")
        store.send(.serverSaid(idempotencyKey: "k1", .final), [.persist]) { $0 = [] }
        #expect(store.machine.isUsed(idempotencyKey: "k1"), "the server answers k1 with the payment that ended")
        #expect(!store.machine.isUsed(idempotencyKey: "k2"))

        let old = payment("old", createdAt: now.addingTimeInterval(-2 * 24 * 3600))
        var restored = self.store()
        restored.send(.restored([old, payment("k2")])) { $0 = [old, payment("k2")] }
        #expect(restored.machine.isUsed(idempotencyKey: "old"), "its answer may have been lost: the server may have made it")
        #expect(restored.machine.isUsed(idempotencyKey: "k2"), "its creation is still to be repeated with it")
        #expect(restored.machine.idempotencyKeys == ["old", "k2"], "a save leaves neither in the store as another checkout's")
    }

    @Test func aKeyWhoseCreationTheServerRefusedMadeNothing() {
        var store = store()
        store.send(.creating(payment("k1")), [.persist]) { $0 = [payment("k1")] }
        #expect(store.machine.isUsed(idempotencyKey: "k1"), "sent, unanswered: the server may be making it")
        store.send(.serverSaid(idempotencyKey: "k1", .creationRefused), [.persist]) { $0 = [] }
        #expect(!store.machine.isUsed(idempotencyKey: "k1"))
        #expect(store.machine.idempotencyKeys == ["k1"], "a save still removes its entry from the store")
    }

    @Test func aCreatedPaymentIsAnnouncedOnceCheckedBeforeTheNextAndContinuedWhileOpen() {
        let token = requiredActionToken(expiresIn: 3600)
        var store = store()
        store.prepare(.creating(payment("k1")))
        store.send(
            .created(idempotencyKey: "k1", paymentId: "pay_k1", actionToken: token),
            [.persist, .announceCreated(created("k1", token: token))]
        ) { $0 = [created("k1", token: token)] }
        store.send(.created(idempotencyKey: "k1", paymentId: "pay_k1", actionToken: nil), [.persist], "announced once")
        #expect(store.machine.stepsBeforePaying == [check(created("k1", token: token))])
        store.send(.serverSaid(idempotencyKey: "k1", .notFinal(status: "PENDING")), [.persist]) { $0[0].lastStatus = "PENDING" }
        store.send(.serverSaid(idempotencyKey: "k1", .notFinal(status: "PENDING")))
        #expect(store.machine.unfinished?.paymentId == "pay_k1")
    }

    @Test func payingAnotherWayKeepsThePaymentAskedAboutButNoLongerContinued() {
        var (store, token) = atTheBank("k1")
        #expect(store.machine.unfinished?.paymentId == "pay_k1")
        var told = created("k1", token: token)
        told.customerPaidAnotherWay = true
        store.send(.customerPaidAnotherWay(paymentId: "pay_k1"), [.persist, .announceLeftOpen(told, .customerPaidAnotherWay)]) {
            $0[0].customerPaidAnotherWay = true
        }
        store.send(.customerPaidAnotherWay(paymentId: "pay_k1"), [], "told once")
        #expect(store.machine.unfinished == nil, "a new payment may be created")
        #expect(store.machine.stepsBeforePaying.count == 1, "but it is still asked about first")
        store.send(.customerPaidAnotherWay(paymentId: "pay_unknown"))
    }

    @Test func theCheckoutEndingTellsOfEveryPaymentStillOpen() {
        var (store, token) = atTheBank("k1", "k2", "k3")
        store.prepare(.serverSaid(idempotencyKey: "k2", .succeeded), .creating(payment("k4")))
        store.send(
            .checkoutEnded,
            [
                .announceLeftOpen(created("k1", token: token), .checkoutEnded),
                .announceLeftOpen(created("k3", token: token), .checkoutEnded),
                .announceLeftOpen(payment("k4"), .checkoutEnded),
            ],
            "open ones and the unanswered creation, which the server may have made; not the success")
    }

    @Test func aSucceededPaymentIsKeptUntilTheCheckoutReportedItAndStandsWithoutAskingAgain() {
        var (store, _) = atTheBank("k1")
        store.send(.serverSaid(idempotencyKey: "k1", .succeeded), [.persist]) { $0[0].lastStatus = PaymentRecord.succeeded }
        #expect(store.machine.unfinished == nil, "not continued at the bank")
        #expect(
            store.machine.stepsBeforePaying == [.succeeded(store.snapshot[0], paymentId: "pay_k1")],
            "if its success never reached the screen, it stands: nothing is asked again, its bank page still open or not")
        store.send(.serverSaid(idempotencyKey: "k1", .succeeded))
        store.send(.reported(paymentId: "pay_k1"), [.persist]) { $0 = [] }
        store.send(.reported(paymentId: "pay_k1"))
    }

    @Test func aMerchantsPaymentIsContinuedNeverCreatedOrCheckedByTheSDK() {
        var merchants = payment("merchant-1")
        merchants.actionToken = requiredActionToken(expiresIn: 3600)
        merchants.handledByMerchant = true
        var store = store()
        store.send(.creating(merchants), [.persist]) { $0 = [merchants] }
        #expect(store.machine.stepsBeforePaying.isEmpty)
        #expect(store.machine.unfinished == nil)
        #expect(store.machine.openWithMerchant?.idempotencyKey == "merchant-1")
        let next = requiredActionToken(expiresIn: 7200)
        store.send(.actionTokenChanged(idempotencyKey: "merchant-1", actionToken: next), [.persist]) { $0[0].actionToken = next }
        store.send(.actionTokenChanged(idempotencyKey: "merchant-1", actionToken: next))
        store.send(.checkoutEnded, [], "the merchant knows of their own payment")
        store.send(.serverSaid(idempotencyKey: "merchant-1", .final), [.persist]) { $0 = [] }
        #expect(store.machine.openWithMerchant == nil)
    }

    @Test func aMerchantsPaymentWhosePageTheClockCallsExpiredIsOfferedOnlyWhenNoneIsOpen() {
        var expired = payment("merchant-expired")
        expired.actionToken = requiredActionToken(expiresIn: -600, now: now)
        expired.handledByMerchant = true
        var open = payment("merchant-open")
        open.actionToken = requiredActionToken(expiresIn: 3600)
        open.handledByMerchant = true
        var store = store()
        store.send(.creating(expired), [.persist]) { $0 = [expired] }
        #expect(store.machine.openWithMerchant?.idempotencyKey == "merchant-expired", "asked about once before a new token")
        store.send(.creating(open), [.persist]) { $0 = [expired, open] }
        #expect(store.machine.openWithMerchant?.idempotencyKey == "merchant-open", "the page the customer can go back to")
    }

    /// The merchant's server made it, so the SDK never learns its id: the key it is kept under
    /// names it on the not-confirmed screen, and paying around it tells the merchant nothing
    /// beyond the new token their server is handed.
    @Test func aMerchantsPaymentAtAnExpiredPageIsPaidAroundByItsKeyAndNoLongerOffered() {
        var expired = payment("merchant-expired")
        expired.actionToken = requiredActionToken(expiresIn: -600, now: now)
        expired.handledByMerchant = true
        var store = store()
        store.send(.creating(expired), [.persist]) { $0 = [expired] }
        #expect(store.machine.canContinue(paymentId: "merchant-expired"))
        store.send(.bankPageExpired(idempotencyKey: "merchant-expired"), [.persist]) { $0[0].bankPageExpired = true }
        #expect(!store.machine.canContinue(paymentId: "merchant-expired"), "no page to send the customer back to")
        store.send(.serverSaid(idempotencyKey: "merchant-expired", .notFinal(status: "PENDING")), [.persist]) {
            $0[0].lastStatus = "PENDING"
        }
        #expect(store.machine.openWithMerchant?.idempotencyKey == "merchant-expired", "it stands in the way")
        store.send(.customerPaidAnotherWay(paymentId: "merchant-expired"), [.persist]) { $0[0].customerPaidAnotherWay = true }
        #expect(store.machine.openWithMerchant == nil, "the customer chose to pay another way")
        #expect(store.machine.unfinished == nil && store.machine.stepsBeforePaying.isEmpty, "the merchant's server settles it")
    }

    @Test func onlyTheServerEndsAPayment() {
        for word: PaymentRecord.ServerAnswer in [.final, .creationRefused] {
            var (store, _) = atTheBank("k1")
            store.send(.checkoutEnded, [.announceLeftOpen(store.snapshot[0], .checkoutEnded)], "ending leaves it on record")
            store.send(.serverSaid(idempotencyKey: "k1", word), [.persist], "\(word)") { $0 = [] }
            #expect(store.machine.stepsBeforePaying.isEmpty)
        }
    }

    @Test func payingAgainSettlesEveryPaymentOnRecordOldestFirstWhateverItsMethodOrBank() {
        var (store, token) = atTheBank("k1")
        let dotpay = OpenPayment(
            paymentMethodType: "ADYEN_DOTPAY", issuer: "74", idempotencyKey: "k2", paymentMethodToken: "tok_2", createdAt: now)
        store.send(.creating(dotpay), [.persist]) { $0 = [created("k1", token: token), dotpay] }
        #expect(store.machine.stepsBeforePaying.map(\.key) == ["k1", "k2"])
        store.send(.creating(dotpay))
    }

    @Test func restoringKeepsEveryPaymentHoweverOldUntilTheServerCallsItFinal() {
        var live = payment("live")
        live.paymentId = "pay_1"
        live.actionToken = requiredActionToken(expiresIn: 600, now: now)
        var expired = payment("expired", createdAt: now.addingTimeInterval(-30 * 24 * 3600))
        expired.paymentId = "pay_2"
        expired.actionToken = requiredActionToken(expiresIn: -600, now: now)
        let unanswered = payment("unanswered", createdAt: now.addingTimeInterval(-60))
        let stale = payment("stale", createdAt: now.addingTimeInterval(-30 * 24 * 3600))
        var record = store()
        record.send(.restored([live, expired, unanswered, stale]), [], "no clock forgets a payment") {
            $0 = [live, expired, unanswered, stale]
        }
        #expect(record.machine.stepsBeforePaying.map(\.key) == ["live", "expired", "unanswered", "stale"], "each asked about")
    }

    @Test func aBankPageTheDeviceClockCallsExpiredIsAskedAboutAndPaidAroundOnlyByTheCustomer() throws {
        let token = requiredActionToken(expiresIn: -600, now: now)
        var expired = payment("expired", createdAt: now.addingTimeInterval(-3600))
        expired.paymentId = "pay_expired"
        expired.actionToken = token
        var record = store()
        record.send(.restored([expired])) { $0 = [expired] }
        let bankPage = try ClientToken.requiredAction(token, now: .distantPast)
        #expect(record.machine.stepsBeforePaying == [.check(expired, paymentId: "pay_expired", actionToken: bankPage)])
        #expect(record.machine.canContinue(paymentId: "pay_expired"), "until the checkout finds the page expired")

        record.send(.bankPageExpired(idempotencyKey: "expired"), [.persist]) { $0[0].bankPageExpired = true }
        record.send(.bankPageExpired(idempotencyKey: "expired"), [], "once")
        #expect(!record.machine.canContinue(paymentId: "pay_expired"), "the customer cannot be sent back to the page")
        record.send(.serverSaid(idempotencyKey: "expired", .notFinal(status: "PENDING")), [.persist]) { $0[0].lastStatus = "PENDING" }
        #expect(record.machine.unfinished?.paymentId == "pay_expired", "the server says it may still go through")
        var paidAround = record.snapshot[0]
        paidAround.customerPaidAnotherWay = true
        record.send(.customerPaidAnotherWay(paymentId: "pay_expired"), [.persist, .announceLeftOpen(paidAround, .customerPaidAnotherWay)]) {
            $0 = [paidAround]
        }
        #expect(record.machine.unfinished == nil, "paid around by the customer's choice")
        #expect(record.machine.stepsBeforePaying.count == 1, "and still asked about: it may go through")
        var late = store()
        late.send(.restored([paidAround]), [], "kept until the server calls it final") { $0 = [paidAround] }
    }

    @Test func aSuccessThatNeverReachedTheScreenOutlivesItsBankPageUntilReported() {
        var paid = payment("paid", createdAt: now.addingTimeInterval(-30 * 24 * 3600))
        paid.paymentId = "pay_paid"
        paid.actionToken = requiredActionToken(expiresIn: -600, now: now)
        paid.lastStatus = PaymentRecord.succeeded
        var record = store()
        record.send(.restored([paid])) { $0 = [paid] }
        #expect(record.machine.stepsBeforePaying == [.succeeded(paid, paymentId: "pay_paid")], "settled before anything is paid")
        record.send(.reported(paymentId: "pay_paid"), [.persist]) { $0 = [] }
    }

    @Test func aPaymentProcessedWithoutTheCustomerStandsInTheWayWithNothingToAsk() {
        var store = store()
        store.prepare(.creating(payment("k1")))
        store.send(.created(idempotencyKey: "k1", paymentId: "pay_k1", actionToken: nil), [.persist, .announceCreated(created("k1"))]) {
            $0 = [created("k1")]
        }
        store.send(.serverSaid(idempotencyKey: "k1", .notFinal(status: "PENDING")), [.persist]) { $0[0].lastStatus = "PENDING" }
        #expect(store.machine.stepsBeforePaying.isEmpty, "no required action: nothing can ask about it")
        #expect(store.machine.unfinished?.paymentId == "pay_k1", "it stands in the way of a new payment")
        #expect(!store.machine.canContinue(paymentId: "pay_k1"), "and has no bank page to continue")
        #expect(store.machine.canContinue(paymentId: "pay_other"))
        store.send(.checkoutEnded, [.announceLeftOpen(store.snapshot[0], .checkoutEnded)], "the merchant hears it is left open")

        var processing = store.snapshot[0]
        var restored = self.store()
        restored.send(.restored([processing])) {
            $0 = [processing]
        }
        processing.customerPaidAnotherWay = true
        restored.send(.customerPaidAnotherWay(paymentId: "pay_k1"), [.persist, .announceLeftOpen(processing, .customerPaidAnotherWay)]) {
            $0 = [processing]
        }
        #expect(restored.machine.unfinished == nil, "paid around by the customer's choice")
        var late = self.store()
        late.send(.restored([processing]), [], "kept until the server calls it final") { $0 = [processing] }
    }

    @Test func aCreationAnotherCheckoutHeardAnsweredIsAskedAboutNotSentAgain() {
        var record = store()
        let sent = payment("k1")
        record.send(.creating(sent), [.persist]) { $0 = [sent] }
        #expect(record.machine.stepsBeforePaying == [.repeatCreation(sent)])
        var answered = sent
        answered.paymentId = "pay_1"
        answered.actionToken = requiredActionToken(expiresIn: 600, now: now)
        record.send(.restored([answered])) { $0 = [answered] }
        #expect(record.machine.stepsBeforePaying == [check(answered)])
        record.send(.restored([sent]), [], "an older copy changes nothing")
    }

    @Test func aSuccessAnotherCheckoutHeardStandsWithoutAskingAgain() {
        var (record, _) = atTheBank("k1")
        var heard = record.snapshot[0]
        heard.lastStatus = PaymentRecord.succeeded
        record.send(.restored([heard]), [], "the store already holds it") { $0 = [heard] }
        #expect(record.machine.stepsBeforePaying == [.succeeded(heard, paymentId: "pay_k1")])
        #expect(record.machine.unfinished == nil)
        var pending = heard
        pending.lastStatus = "PENDING"
        record.send(.restored([pending]), [], "an older copy changes nothing")
    }

    @Test func anOpenPaymentSurvivesEncodingWithEverythingNeededToAskAboutIt() throws {
        var open = payment("k1")
        open.paymentId = "pay_1"
        open.actionToken = requiredActionToken(expiresIn: 3600)
        let decoded = try JSONDecoder().decode(OpenPayment.self, from: JSONEncoder().encode(open))
        #expect(decoded == open)
        #expect(decoded.redirect?.statusUrl?.absoluteString == "https://api.example/status/p")
    }
}

extension PaymentRecord.Step {
    fileprivate var key: String {
        switch self {
        case .repeatCreation(let payment), .check(let payment, _, _), .succeeded(let payment, _):
            payment.idempotencyKey
        }
    }
}
