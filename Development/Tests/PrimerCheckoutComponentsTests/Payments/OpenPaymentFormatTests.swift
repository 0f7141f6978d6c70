import Foundation
import Testing

@testable import PrimerCheckoutComponents

/// The open payments a device keeps (the Keychain, the demo's file) outlive the app version that
/// wrote them: an app updated while a payment is open at the bank must still read it, or it would
/// forget the payment and let the customer pay again.
@Suite("Open payments as stored")
struct OpenPaymentFormatTests {
    /// A record as this release writes it: every field set.
    private let written = """
        [{"paymentId":"pay_1","paymentMethodType":"ADYEN_IDEAL","issuer":"INGBNL2A","idempotencyKey":"key-1",\
        "createdAt":786000000,"lastStatus":"PENDING","paymentMethodToken":"token-1","actionToken":"action-1",\
        "handledByMerchant":true,"customerPaidAnotherWay":true,"sessionUsableUntil":786086400,"amount":1250,"currencyCode":"EUR"}]
        """

    @Test func aRecordWrittenByThisReleaseReadsBackWithEveryField() throws {
        let payments = try JSONDecoder().decode([OpenPayment].self, from: Data(written.utf8))
        var expected = OpenPayment(
            paymentMethodType: "ADYEN_IDEAL", issuer: "INGBNL2A", idempotencyKey: "key-1", paymentMethodToken: "token-1",
            createdAt: Date(timeIntervalSinceReferenceDate: 786_000_000))
        expected.paymentId = "pay_1"
        expected.lastStatus = "PENDING"
        expected.actionToken = "action-1"
        expected.handledByMerchant = true
        expected.customerPaidAnotherWay = true
        expected.sessionUsableUntil = Date(timeIntervalSinceReferenceDate: 786_086_400)
        expected.amount = 1250
        expected.currencyCode = "EUR"
        #expect(payments == [expected])
    }

    @Test func whatThisReleaseWritesIsWhatItReads() throws {
        let payments = try JSONDecoder().decode([OpenPayment].self, from: Data(written.utf8))
        let rewritten = try JSONDecoder().decode([OpenPayment].self, from: JSONEncoder().encode(payments))
        #expect(rewritten == payments)
    }

    @Test func aRecordOfAPaymentJustStartedHoldsOnlyWhatItsCreationNeeds() throws {
        let started = """
            [{"paymentMethodType":"ADYEN_DOTPAY","idempotencyKey":"key-2","createdAt":786000000,"paymentMethodToken":"token-2"}]
            """
        let payments = try JSONDecoder().decode([OpenPayment].self, from: Data(started.utf8))
        #expect(
            payments == [
                OpenPayment(
                    paymentMethodType: "ADYEN_DOTPAY", issuer: nil, idempotencyKey: "key-2", paymentMethodToken: "token-2",
                    createdAt: Date(timeIntervalSinceReferenceDate: 786_000_000))
            ])
    }
}
