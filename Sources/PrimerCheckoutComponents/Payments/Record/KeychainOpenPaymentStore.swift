#if canImport(Security)
import Foundation
import Security

/// Keeps open payments in the Keychain, where secrets go: one generic-password item per checkout
/// (service `io.primer.checkout.open-payments`, account the checkout's key), readable after the
/// device's first unlock and never moved to another device. Every checkout uses it on iOS unless
/// given another store. Every Keychain call's status is checked: a store that cannot write (a
/// wrong access group, a missing entitlement) throws, and the checkout creates no payment.
///
/// An entry another SDK version wrote is read for what settles it; one that cannot be read even
/// so is kept through every save, untouched, and the checkout fails with
/// `PrimerError.paymentRecordUnavailable` until it is removed: delete the item whose account the
/// error names (`SecItemDelete` with this store's service and access group).
public struct KeychainOpenPaymentStore: OpenPaymentStore {
    /// The Keychain service the items are filed under.
    let service: String
    /// The Keychain access group (an app group shared with extensions), or `nil` for the app's own.
    let accessGroup: String?
    /// A folder every process sharing the items can write (the app group's container), where the
    /// lock files that serialize their checkouts on one order are kept; `nil` when one process
    /// alone uses the items. The Keychain has no lock of its own.
    let lockDirectory: URL?

    /// A store filed under `service`, in `accessGroup` when given, locking in `lockDirectory`.
    public init(service: String = "io.primer.checkout.open-payments", accessGroup: String? = nil, lockDirectory: URL? = nil) {
        self.service = service
        self.accessGroup = accessGroup
        self.lockDirectory = lockDirectory
    }

    public func openPayments(for checkoutKey: String) async throws -> [OpenPayment] {
        let record = try stored(checkoutKey)
        guard record.unreadable.isEmpty else {
            throw OpenPaymentStoreFailure("the Keychain item \(checkoutKey) holds an entry this SDK version cannot read")
        }
        return record.payments
    }

    public func save(_ payments: [OpenPayment], for checkoutKey: String) async throws {
        let query = item(checkoutKey)
        let record = try stored(checkoutKey).replacingPayments(with: payments)
        guard !record.isEmpty else {
            try check(SecItemDelete(query as CFDictionary), "delete", checkoutKey, allowing: errSecItemNotFound)
            return
        }
        guard let data = record.data() else { throw OpenPaymentStoreFailure("a payment of \(checkoutKey) cannot be encoded") }
        let attributes: [CFString: Any] = [
            kSecValueData: data, kSecAttrAccessible: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
        ]
        let updated = SecItemUpdate(query as CFDictionary, attributes as CFDictionary)
        guard updated == errSecItemNotFound else { return try check(updated, "update", checkoutKey) }
        try check(SecItemAdd(query.merging(attributes) { $1 } as CFDictionary, nil), "add", checkoutKey)
    }

    public func lock(_ name: String) async throws -> (@Sendable () -> Void)? {
        guard let lockDirectory else { return nil }
        return try await FileLock.take(lockDirectory.appendingPathComponent("\(service).\(name).lock"))
    }

    /// The record kept for `checkoutKey`; empty when there is none.
    private func stored(_ checkoutKey: String) throws -> StoredOpenPayments {
        var query = item(checkoutKey)
        query[kSecReturnData] = true
        query[kSecMatchLimit] = kSecMatchLimitOne
        var found: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &found)
        if status == errSecItemNotFound { return StoredOpenPayments(payments: []) }
        try check(status, "read", checkoutKey)
        guard let data = found as? Data, let record = StoredOpenPayments(data) else {
            throw OpenPaymentStoreFailure("the Keychain item \(checkoutKey) is not a record of open payments")
        }
        return record
    }

    private func check(_ status: OSStatus, _ operation: String, _ checkoutKey: String, allowing allowed: OSStatus = errSecSuccess)
        throws
    {
        guard status != errSecSuccess, status != allowed else { return }
        throw OpenPaymentStoreFailure("the Keychain refused to \(operation) the item \(checkoutKey) (OSStatus \(status))")
    }

    private func item(_ checkoutKey: String) -> [CFString: Any] {
        var item: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: checkoutKey]
        if let accessGroup { item[kSecAttrAccessGroup] = accessGroup }
        return item
    }
}
#endif
