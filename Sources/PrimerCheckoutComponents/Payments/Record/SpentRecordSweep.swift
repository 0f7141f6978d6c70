import Foundation

/// Which records a durable store may remove because no checkout can use them any more: every
/// payment in them is one a checkout opened again on their client session would drop
/// (`PaymentRecord.stillKept`: its creation or its bank page is a day old and that page's token
/// expired, or its unreported success is a day old), and nothing has written them for a day.
/// Without it, the records of client sessions never opened again would keep their expired
/// capability tokens on the device for good (the Keychain even keeps them across a reinstall).
enum SpentRecordSweep {
    /// How long a record must have gone unwritten before it is removed. A checkout alive on a
    /// client session writes its record whenever a payment changes, so a record this quiet is not
    /// one a checkout is writing now.
    static let quietPeriod: TimeInterval = 24 * 60 * 60

    /// One record as a store lists it.
    struct Record: Equatable, Sendable {
        /// The checkout's key the record is kept under.
        let checkoutKey: String
        /// Its payments; `nil` when any of them cannot be read (another SDK version wrote it).
        let payments: [OpenPayment]?
        /// When it was last written; `nil` when the store does not say.
        let modifiedAt: Date?

        init(checkoutKey: String, payments: [OpenPayment]?, modifiedAt: Date?) {
            self.checkoutKey = checkoutKey
            self.payments = payments
            self.modifiedAt = modifiedAt
        }

        /// The record a store keeps as `data` (`StoredOpenPayments`' format).
        init(checkoutKey: String, data: Data?, modifiedAt: Date?) {
            let stored = data.flatMap(StoredOpenPayments.init)
            self.init(
                checkoutKey: checkoutKey, payments: stored.flatMap { $0.unreadable.isEmpty ? $0.payments : nil },
                modifiedAt: modifiedAt)
        }
    }

    /// The keys of `records` to remove at `now`, sparing `checkoutKey` (the record being written).
    /// A record that cannot be read, or whose last write the store does not report, stays.
    static func spentKeys(_ records: [Record], sparing checkoutKey: String, now: Date) -> [String] {
        records.compactMap { record in
            guard record.checkoutKey != checkoutKey, let payments = record.payments, let modifiedAt = record.modifiedAt,
                now.timeIntervalSince(modifiedAt) >= quietPeriod, PaymentRecord.stillKept(payments, now: now).isEmpty
            else { return nil }
            return record.checkoutKey
        }
    }
}
