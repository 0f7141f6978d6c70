import Foundation

/// A record as a store keeps it: a JSON list. An entry this SDK cannot read whole is read for what
/// settles it; one lacking even that is written back as it was, and the record is refused.
package struct StoredOpenPayments: Sendable {
    /// The payments this SDK reads, in the record's order.
    package var payments: [OpenPayment]
    /// Each entry this SDK cannot read, as JSON, in the record's order.
    package var unreadable: [Data]

    package init(payments: [OpenPayment], unreadable: [Data] = []) {
        self.payments = payments
        self.unreadable = unreadable
    }

    /// The record in `data`: a list's entries, each read when this SDK can; JSON of another shape
    /// is one entry it cannot read. `nil` when `data` is not JSON (damaged bytes no version reads).
    package init?(_ data: Data) {
        guard let entries = try? JSONDecoder().decode([OpenPayment.StoredEntry].self, from: data) else {
            guard (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else { return nil }
            self.init(payments: [], unreadable: [data])
            return
        }
        // Each unread entry as JSON of its own. An entry Foundation cannot write back (a number or
        // a control character no JSON encoder writes) is not kept.
        let list = (try? JSONSerialization.jsonObject(with: data)) as? [Any]
        let raw = { (index: Int) -> Data? in
            guard let list, list.count == entries.count else { return nil }
            return try? JSONSerialization.data(withJSONObject: list[index], options: [.fragmentsAllowed])
        }
        self.init(
            payments: entries.compactMap(\.payment),
            unreadable: entries.indices.compactMap { entries[$0].payment == nil ? raw($0) : nil })
    }

    /// The record with `payments` in place of the ones it had, keeping the unreadable entries.
    package func replacingPayments(with payments: [OpenPayment]) -> StoredOpenPayments {
        StoredOpenPayments(payments: payments, unreadable: unreadable)
    }

    /// Whether nothing is left to keep: no payment and no unreadable entry.
    package var isEmpty: Bool { payments.isEmpty && unreadable.isEmpty }

    /// The JSON list to store: the payments, then the unreadable entries; `nil` when a payment
    /// cannot be encoded.
    package func data() -> Data? {
        let encoder = JSONEncoder()
        var entries: [Data] = []
        for payment in payments {
            guard let data = try? encoder.encode(payment) else { return nil }
            entries.append(data)
        }
        var list = Data([UInt8(ascii: "[")])
        for (index, entry) in (entries + unreadable).enumerated() {
            if index > 0 { list.append(UInt8(ascii: ",")) }
            list.append(entry)
        }
        list.append(UInt8(ascii: "]"))
        return list
    }
}
