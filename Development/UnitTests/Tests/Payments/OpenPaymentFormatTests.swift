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
        "handledByMerchant":true,"customerPaidAnotherWay":true,"bankPageExpired":true,"sessionUsableUntil":786086400,"amount":1250,"currencyCode":"EUR"}]
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
        expected.bankPageExpired = true
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

/// A durable store's record read and written by `StoredOpenPayments`: what this version cannot
/// read (an entry another version wrote) is kept through every save, never dropped.
@Suite("Open payments as a store keeps them")
struct StoredOpenPaymentsTests {
    private let readable = """
        {"paymentId":"pay_1","paymentMethodType":"ADYEN_IDEAL","issuer":"INGBNL2A","idempotencyKey":"key-1",\
        "createdAt":786000000,"paymentMethodToken":"token-1"}
        """
    /// An entry a later version might write: a field this version reads, in a shape it does not.
    private let foreign = #"{"paymentMethodType":{"type":"ADYEN_IDEAL"},"idempotencyKey":"key-9","format":3}"#

    private struct Foreign: Decodable, Equatable {
        struct Method: Decodable, Equatable { let type: String }
        let paymentMethodType: Method
        let idempotencyKey: String
        let format: Int
    }

    private func payment(_ key: String) -> OpenPayment {
        OpenPayment(
            paymentMethodType: "ADYEN_DOTPAY", issuer: "73", idempotencyKey: key, paymentMethodToken: "token-\(key)",
            createdAt: Date(timeIntervalSinceReferenceDate: 786_000_000))
    }

    @Test func aRecordThisVersionWroteReadsBackWhole() throws {
        let payments = [payment("a"), payment("b")]
        let data = try #require(StoredOpenPayments(payments: payments).data())
        let record = try #require(StoredOpenPayments(data))
        #expect(record.payments == payments && record.unreadable.isEmpty)
        #expect(try JSONDecoder().decode([OpenPayment].self, from: data) == payments, "the list format older versions read")
    }

    @Test func anEntryAnotherVersionWroteSurvivesASaveOfThisVersionsPayments() throws {
        let record = try #require(StoredOpenPayments(Data("[\(readable),\(foreign)]".utf8)))
        #expect(record.payments.map(\.idempotencyKey) == ["key-1"], "the entries this version reads are the checkout's")
        #expect(record.unreadable.count == 1)

        let saved = try #require(record.replacingPayments(with: [payment("new")]).data())
        let reread = try #require(StoredOpenPayments(saved))
        #expect(reread.payments == [payment("new")])
        #expect(
            try reread.unreadable.map { try JSONDecoder().decode(Foreign.self, from: $0) } == [
                Foreign(paymentMethodType: .init(type: "ADYEN_IDEAL"), idempotencyKey: "key-9", format: 3)
            ])
        #expect(!record.replacingPayments(with: []).isEmpty, "settling every payment it reads leaves the foreign entry kept")
    }

    @Test func aRecordOfAnotherShapeIsKeptAsOneEntryThisVersionCannotRead() throws {
        let other = Data(#"{"version":2,"payments":[]}"#.utf8)
        let record = try #require(StoredOpenPayments(other))
        #expect(record.payments.isEmpty && record.unreadable == [other])
    }

    @Test func bytesThatAreNotJSONAreNoRecord() {
        #expect(StoredOpenPayments(Data([0xFF, 0x00, 0x7B])) == nil)
        #expect(StoredOpenPayments(Data()) == nil)
    }

    @Test func anEntryAnotherVersionWroteIsReadForThePaymentItNames() throws {
        let future = """
            {"paymentId":"pay_7","paymentMethodType":"ADYEN_IDEAL","idempotencyKey":"key-7","createdAt":"2026-12-01T10:00:00Z",\
            "paymentMethodToken":{"v":2},"actionToken":"action-7","format":3}
            """
        let record = try #require(StoredOpenPayments(Data("[\(future)]".utf8)))
        #expect(record.unreadable.isEmpty)
        #expect(record.payments.map(\.paymentId) == ["pay_7"] && record.payments.map(\.actionToken) == ["action-7"])
        #expect(record.payments.first?.createdAt == .distantPast, "the field it cannot read is left out")
    }
}
