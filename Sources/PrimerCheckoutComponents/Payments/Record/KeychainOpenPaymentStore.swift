#if canImport(Security)
import Foundation
import Security

/// Keeps open payments in the Keychain, where secrets go: one generic-password item per checkout
/// (service `io.primer.checkout.open-payments`, account the checkout's key), readable after the
/// device's first unlock and never moved to another device. Every checkout uses it on iOS unless
/// given another store.
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
        var query = item(checkoutKey)
        query[kSecReturnData] = true
        query[kSecMatchLimit] = kSecMatchLimitOne
        var found: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &found) == errSecSuccess, let data = found as? Data else { return [] }
        return (try? JSONDecoder().decode([OpenPayment].self, from: data)) ?? []
    }

    public func save(_ payments: [OpenPayment], for checkoutKey: String) async {
        let query = item(checkoutKey)
        guard !payments.isEmpty else {
            SecItemDelete(query as CFDictionary)
            return
        }
        // A list that cannot be encoded leaves the item as it was: an older record is safer than none.
        guard let data = try? JSONEncoder().encode(payments) else { return }
        let attributes: [CFString: Any] = [
            kSecValueData: data, kSecAttrAccessible: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
        ]
        if SecItemUpdate(query as CFDictionary, attributes as CFDictionary) == errSecItemNotFound {
            SecItemAdd(query.merging(attributes) { $1 } as CFDictionary, nil)
        }
    }

    private func item(_ checkoutKey: String) -> [CFString: Any] {
        var item: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: checkoutKey]
        if let accessGroup { item[kSecAttrAccessGroup] = accessGroup }
        return item
    }
}
#endif
