import Foundation
import Testing

@testable import PrimerCheckoutComponents

/// Which records a durable store removes: only those no checkout can use any more, and never one
/// that is being written, cannot be read, or was written within the last day.
@Suite("Spent record sweep")
struct SpentRecordSweepTests {
    let now = Date()
    let day: TimeInterval = 24 * 60 * 60

    /// A payment created at the bank whose required action expires `seconds` after now.
    private func atTheBank(_ key: String, expiresIn seconds: TimeInterval) -> OpenPayment {
        var payment = OpenPayment(
            paymentMethodType: "ADYEN_IDEAL", issuer: "INGBNL2A", idempotencyKey: key, paymentMethodToken: "tok_\(key)",
            createdAt: now - 2 * day)
        payment.paymentId = "pay_\(key)"
        payment.actionToken = requiredActionToken(expiresIn: seconds, now: now)
        return payment
    }

    /// A creation whose answer never came, started `age` seconds ago.
    private func unanswered(_ key: String, age: TimeInterval) -> OpenPayment {
        OpenPayment(
            paymentMethodType: "ADYEN_DOTPAY", issuer: "73", idempotencyKey: key, paymentMethodToken: "tok_\(key)",
            createdAt: now - age)
    }

    private func record(_ key: String, _ payments: [OpenPayment]?, writtenAgo age: TimeInterval?) -> SpentRecordSweep.Record {
        SpentRecordSweep.Record(checkoutKey: key, payments: payments, modifiedAt: age.map { now - $0 })
    }

    private func spent(_ records: SpentRecordSweep.Record..., sparing current: String = "checkout-now") -> [String] {
        SpentRecordSweep.spentKeys(records, sparing: current, now: now)
    }

    @Test func aRecordWhosePaymentsTheServerNoLongerAnswersAboutAndThatSatUntouchedForADayIsRemoved() {
        #expect(
            spent(
                record("checkout-a", [atTheBank("k1", expiresIn: -600)], writtenAgo: day + 1),
                record("checkout-b", [unanswered("k2", age: day + 60)], writtenAgo: day),
                record("checkout-c", [atTheBank("k3", expiresIn: -1), unanswered("k4", age: 2 * day)], writtenAgo: 3 * day)
            ) == ["checkout-a", "checkout-b", "checkout-c"])
    }

    @Test func aRecordWithAPaymentACheckoutWouldStillAskAboutStays() {
        #expect(
            spent(
                record("checkout-a", [atTheBank("k1", expiresIn: -600), atTheBank("k2", expiresIn: 600)], writtenAgo: 2 * day),
                record("checkout-b", [unanswered("k3", age: day - 60)], writtenAgo: 2 * day)
            ).isEmpty)
    }

    @Test func aRecordWrittenWithinTheLastDayStaysEvenWhenSpent() {
        #expect(spent(record("checkout-a", [atTheBank("k1", expiresIn: -600)], writtenAgo: day - 60)).isEmpty)
    }

    @Test func theRecordBeingWrittenStays() {
        #expect(spent(record("checkout-now", [atTheBank("k1", expiresIn: -600)], writtenAgo: 2 * day)).isEmpty)
    }

    @Test func aRecordThatCannotBeReadOrWhoseLastWriteIsUnknownStays() {
        #expect(
            spent(
                record("checkout-unreadable", nil, writtenAgo: 2 * day),
                record("checkout-undated", [atTheBank("k1", expiresIn: -600)], writtenAgo: nil)
            ).isEmpty)
    }
}
