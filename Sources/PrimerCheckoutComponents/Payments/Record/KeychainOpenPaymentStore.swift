#if canImport(Security)
import Foundation
import Security

/// Keeps open payments in the Keychain, where secrets go: one generic-password item per checkout
/// (service `io.primer.checkout.open-payments`, account the checkout's key), readable after the
/// device's first unlock and never moved to another device. Every checkout uses it on iOS unless
/// given another store. The first save of a process also removes the records no checkout can use
/// any more: every payment in them past the point where a checkout would ask about it, and
/// nothing written to them for a day. Entries of a record that another SDK version wrote and this
/// one cannot read are kept through every save, untouched, and spare their record from removal: an
/// app moved back to an older version never drops a payment the newer one can still ask about.
public struct KeychainOpenPaymentStore: OpenPaymentStore {
    /// The Keychain service the items are filed under.
    public let service: String
    /// The Keychain access group (an app group shared with extensions), or `nil` for the app's own.
    public let accessGroup: String?

    /// A store filed under `service`, in `accessGroup` when given.
    public init(service: String = "io.primer.checkout.open-payments", accessGroup: String? = nil) {
        self.service = service
        self.accessGroup = accessGroup
    }

    public func openPayments(for checkoutKey: String) async -> [OpenPayment] {
        stored(checkoutKey)?.payments ?? []
    }

    public func save(_ payments: [OpenPayment], for checkoutKey: String) async {
        let query = item(checkoutKey)
        let record = (stored(checkoutKey) ?? StoredOpenPayments(payments: [])).replacingPayments(with: payments)
        guard !record.isEmpty else {
            SecItemDelete(query as CFDictionary)
            return
        }
        // A list that cannot be encoded leaves the item as it was: an older record is safer than none.
        guard let data = record.data() else { return }
        let attributes: [CFString: Any] = [
            kSecValueData: data, kSecAttrAccessible: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
        ]
        if SecItemUpdate(query as CFDictionary, attributes as CFDictionary) == errSecItemNotFound {
            SecItemAdd(query.merging(attributes) { $1 } as CFDictionary, nil)
        }
        if Self.sweeps.firstTime(for: service + "\u{0}" + (accessGroup ?? "")) {
            removeSpentRecords(sparing: checkoutKey)
        }
    }

    /// Removes the records `SpentRecordSweep` finds spent; a listing the Keychain refuses removes nothing.
    private func removeSpentRecords(sparing checkoutKey: String) {
        var query = items()
        query[kSecMatchLimit] = kSecMatchLimitAll
        query[kSecReturnAttributes] = true
        query[kSecReturnData] = true
        var found: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &found) == errSecSuccess, let listed = found as? [[String: Any]] else {
            return
        }
        let records = listed.compactMap { attributes -> SpentRecordSweep.Record? in
            guard let key = attributes[kSecAttrAccount as String] as? String else { return nil }
            return SpentRecordSweep.Record(
                checkoutKey: key, data: attributes[kSecValueData as String] as? Data,
                modifiedAt: attributes[kSecAttrModificationDate as String] as? Date)
        }
        for key in SpentRecordSweep.spentKeys(records, sparing: checkoutKey, now: Date()) {
            SecItemDelete(item(key) as CFDictionary)
        }
    }

    /// The record kept for `checkoutKey`, when there is one that is JSON.
    private func stored(_ checkoutKey: String) -> StoredOpenPayments? {
        var query = item(checkoutKey)
        query[kSecReturnData] = true
        query[kSecMatchLimit] = kSecMatchLimitOne
        var found: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &found) == errSecSuccess, let data = found as? Data else { return nil }
        return StoredOpenPayments(data)
    }

    /// Every item of this store.
    private func items() -> [CFString: Any] {
        var items: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: service]
        if let accessGroup { items[kSecAttrAccessGroup] = accessGroup }
        return items
    }

    private func item(_ checkoutKey: String) -> [CFString: Any] {
        items().merging([kSecAttrAccount: checkoutKey]) { $1 }
    }

    /// The stores (service and access group) whose spent records this process already removed.
    private static let sweeps = Sweeps()
}

/// Remembers which stores were swept, so a process sweeps each once.
private final class Sweeps: @unchecked Sendable {
    private let lock = NSLock()
    private var done: Set<String> = []

    /// `true` the first time it is asked about `store`.
    func firstTime(for store: String) -> Bool {
        lock.withLock { done.insert(store).inserted }
    }
}
#endif
