import Foundation

/// Remembers the last bank for as long as the process runs (tests, previews, kiosks).
@_spi(Stores)
public final class InMemoryRecentBankStore: RecentBankStore, @unchecked Sendable {
    private let lock = NSLock()
    private var banks: [String: String]

    /// Creates a store that already remembers `banks` (payment method type → issuer id).
    public init(_ banks: [String: String] = [:]) {
        self.banks = banks
    }

    public func recentBankId(for paymentMethodType: String) -> String? {
        lock.withLock { banks[paymentMethodType] }
    }

    public func remember(_ bankId: String, for paymentMethodType: String) {
        lock.withLock { banks[paymentMethodType] = bankId }
    }
}
