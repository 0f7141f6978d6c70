import Foundation
import Testing

@testable import PrimerCheckoutComponents

/// The record's decisions, synchronously: what the server said in, what is kept and told out.
@Suite("Payment record")
struct PaymentRecordTests {
    private func actionToken(expiresIn seconds: TimeInterval, now: Date = Date()) -> String {
        let claims: [String: Any] = [
            "accessToken": "act", "intent": "ADYEN_IDEAL_REDIRECTION", "exp": Int(now.timeIntervalSince1970 + seconds),
            "redirectUrl": "https://bank.example/p", "statusUrl": "https://api.example/status/p",
        ]
        let payload = (try? JSONSerialization.data(withJSONObject: claims))?.base64EncodedString()
            .replacingOccurrences(of: "=", with: "").replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        return "h.\(payload ?? "").s"
    }

    private func payment(_ key: String, createdAt: Date = Date()) -> OpenPayment {
        OpenPayment(
            paymentMethodType: "ADYEN_IDEAL", issuer: "INGBNL2A", idempotencyKey: key, paymentMethodToken: "tok_\(key)",
            createdAt: createdAt)
    }

    @Test func aCreationIsKeptBeforeItsRequestLeavesAndRepeatedWhenItsAnswerWasLost() {
        var record = PaymentRecord()
        #expect(record.reduce(.creating(payment("k1"))) == [.persist])
        #expect(record.stepsBeforePaying == [.repeatCreation(payment("k1").withCreatedAt(record.payments[0].createdAt))])
        #expect(record.openAtTheBank == nil)
    }

    @Test func aCreatedPaymentIsAnnouncedOnceCheckedBeforeTheNextAndContinuedWhileOpen() {
        var record = PaymentRecord()
        _ = record.reduce(.creating(payment("k1")))
        let effects = record.reduce(.created(idempotencyKey: "k1", paymentId: "pay_1", actionToken: actionToken(expiresIn: 3600)))
        #expect(effects.count == 2)
        #expect(effects.first == .persist)
        guard case .announceCreated(let announced) = effects.last else {
            Issue.record("expected the merchant to be told, got \(effects)")
            return
        }
        #expect(announced.paymentId == "pay_1")
        #expect(record.reduce(.created(idempotencyKey: "k1", paymentId: "pay_1", actionToken: nil)) == [.persist])
        guard case .check(let checked) = record.stepsBeforePaying.first else {
            Issue.record("expected a check, got \(record.stepsBeforePaying)")
            return
        }
        #expect(checked.paymentId == "pay_1")
        #expect(record.reduce(.serverSaid(idempotencyKey: "k1", .notFinal(status: "PENDING"))) == [.persist])
        #expect(record.reduce(.serverSaid(idempotencyKey: "k1", .notFinal(status: "PENDING"))) == [])
        #expect(record.openAtTheBank?.paymentId == "pay_1")
        #expect(record.openAtTheBank?.lastStatus == "PENDING")
    }

    /// A record with `keys` created at the bank, in order.
    private func atTheBank(_ keys: String...) -> PaymentRecord {
        var record = PaymentRecord()
        for key in keys {
            _ = record.reduce(.creating(payment(key)))
            _ = record.reduce(.created(idempotencyKey: key, paymentId: "pay_\(key)", actionToken: actionToken(expiresIn: 3600)))
        }
        return record
    }

    @Test func payingAnotherWayKeepsThePaymentAskedAboutButNoLongerContinued() {
        var record = atTheBank("k1")
        #expect(record.openAtTheBank?.paymentId == "pay_k1")
        let effects = record.reduce(.customerPaidAnotherWay(paymentId: "pay_k1"))
        guard effects.count == 2, effects.first == .persist, case .announceLeftOpen(let told, .customerPaidAnotherWay) = effects.last else {
            Issue.record("expected the record kept and the merchant told, got \(effects)")
            return
        }
        #expect(told.paymentId == "pay_k1")
        #expect(record.reduce(.customerPaidAnotherWay(paymentId: "pay_k1")) == [], "told once")
        #expect(record.openAtTheBank == nil, "a new payment may be created")
        #expect(record.stepsBeforePaying.count == 1, "but it is still asked about first")
        #expect(record.payments.first?.customerPaidAnotherWay == true)
        #expect(record.reduce(.customerPaidAnotherWay(paymentId: "pay_unknown")) == [])
    }

    @Test func theCheckoutEndingTellsOfEveryPaymentStillOpen() {
        var record = atTheBank("k1", "k2", "k3")
        _ = record.reduce(.serverSaid(idempotencyKey: "k2", .succeeded))
        _ = record.reduce(.creating(payment("k4")))
        let effects = record.reduce(.checkoutEnded)
        let told: [String?] = effects.map {
            if case .announceLeftOpen(let payment, .checkoutEnded) = $0 { payment.paymentId } else { nil }
        }
        #expect(told == ["pay_k1", "pay_k3"], "open ones only: not the success, not an unanswered creation")
        #expect(record.payments.count == 4, "nothing is forgotten by ending")
    }

    @Test func aSucceededPaymentIsKeptUntilTheCheckoutReportedIt() {
        var record = PaymentRecord()
        _ = record.reduce(.creating(payment("k1")))
        _ = record.reduce(.created(idempotencyKey: "k1", paymentId: "pay_1", actionToken: actionToken(expiresIn: 3600)))
        #expect(record.reduce(.serverSaid(idempotencyKey: "k1", .succeeded)) == [.persist])
        #expect(record.openAtTheBank == nil, "not continued at the bank")
        #expect(record.stepsBeforePaying.count == 1, "asked about again if its success never reached the screen")
        #expect(record.reduce(.reported(paymentId: "pay_1")) == [.persist])
        #expect(record.payments.isEmpty)
        #expect(record.reduce(.reported(paymentId: "pay_1")) == [])
    }

    @Test func aMerchantsPaymentIsContinuedNeverCreatedOrCheckedByTheSDK() {
        var merchants = payment("merchant-1")
        merchants.actionToken = actionToken(expiresIn: 3600)
        merchants.handledByMerchant = true
        var record = PaymentRecord()
        _ = record.reduce(.creating(merchants))
        #expect(record.stepsBeforePaying.isEmpty)
        #expect(record.openAtTheBank == nil)
        #expect(record.openWithMerchant?.idempotencyKey == "merchant-1")
        let next = actionToken(expiresIn: 7200)
        #expect(record.reduce(.actionTokenChanged(idempotencyKey: "merchant-1", actionToken: next)) == [.persist])
        #expect(record.reduce(.actionTokenChanged(idempotencyKey: "merchant-1", actionToken: next)) == [])
        #expect(record.reduce(.serverSaid(idempotencyKey: "merchant-1", .final)) == [.persist])
        #expect(record.openWithMerchant == nil)
    }

    @Test func onlyTheServerEndsAPayment() {
        for word: PaymentRecord.ServerWord in [.final, .creationRefused, .noLongerAnswered] {
            var record = PaymentRecord()
            _ = record.reduce(.creating(payment("k1")))
            _ = record.reduce(.created(idempotencyKey: "k1", paymentId: "pay_1", actionToken: actionToken(expiresIn: 3600)))
            #expect(record.reduce(.serverSaid(idempotencyKey: "k1", word)) == [.persist])
            #expect(record.payments.isEmpty, "\(word)")
            #expect(record.stepsBeforePaying.isEmpty)
        }
    }

    @Test func payingAgainSettlesEveryPaymentOnRecordOldestFirstWhateverItsMethodOrBank() {
        var record = PaymentRecord()
        _ = record.reduce(.creating(payment("k1")))
        _ = record.reduce(.created(idempotencyKey: "k1", paymentId: "pay_1", actionToken: actionToken(expiresIn: 3600)))
        let dotpay = OpenPayment(paymentMethodType: "ADYEN_DOTPAY", issuer: "74", idempotencyKey: "k2", paymentMethodToken: "tok_2")
        _ = record.reduce(.creating(dotpay))
        #expect(record.stepsBeforePaying.map(\.key) == ["k1", "k2"])
        #expect(record.reduce(.creating(dotpay)) == [])
    }

    @Test func restoringDropsWhatTheServerCanNoLongerAnswerAbout() {
        let now = Date()
        var live = payment("live")
        live.paymentId = "pay_1"
        live.actionToken = actionToken(expiresIn: 600, now: now)
        var expired = payment("expired")
        expired.paymentId = "pay_2"
        expired.actionToken = actionToken(expiresIn: -600, now: now)
        let unanswered = payment("unanswered", createdAt: now.addingTimeInterval(-60))
        let stale = payment("stale", createdAt: now.addingTimeInterval(-PaymentRecord.unansweredCreationLifetime - 1))
        var record = PaymentRecord()
        #expect(record.reduce(.restored([live, expired, unanswered, stale], now: now)) == [.persist])
        #expect(record.payments.map(\.idempotencyKey) == ["live", "unanswered"])
        var unchanged = PaymentRecord()
        #expect(unchanged.reduce(.restored([live], now: now)) == [])
    }

    @Test func anOpenPaymentSurvivesEncodingWithEverythingNeededToAskAboutIt() throws {
        var open = payment("k1")
        open.paymentId = "pay_1"
        open.actionToken = actionToken(expiresIn: 3600)
        let decoded = try JSONDecoder().decode(OpenPayment.self, from: JSONEncoder().encode(open))
        #expect(decoded == open)
        #expect(decoded.redirect?.statusUrl?.absoluteString == "https://api.example/status/p")
    }
}

extension PaymentRecord.Step {
    fileprivate var key: String {
        switch self {
        case .repeatCreation(let payment), .check(let payment): payment.idempotencyKey
        }
    }
}

extension OpenPayment {
    fileprivate func withCreatedAt(_ date: Date) -> OpenPayment {
        OpenPayment(
            paymentMethodType: paymentMethodType, issuer: issuer, idempotencyKey: idempotencyKey, paymentMethodToken: paymentMethodToken,
            createdAt: date)
    }
}
