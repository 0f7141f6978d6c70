import Foundation

/// Where a checkout keeps the payments it created until the server calls them final, so that a
/// checkout opened again on the same client session, or on a new one for the same order — after
/// the app was closed or killed at the bank — finds them and asks about them before anything else.
///
/// Entries hold capability tokens: keep them in storage meant for secrets (the Keychain on iOS),
/// never in `UserDefaults` or logs.
public protocol OpenPaymentStore: Sendable {
    /// The payments kept for the checkout `checkoutKey`, oldest first; empty when there are none.
    func openPayments(for checkoutKey: String) async -> [OpenPayment]
    /// Replaces the payments kept for `checkoutKey`; an empty list removes the entry.
    func save(_ payments: [OpenPayment], for checkoutKey: String) async
}

/// Keeps open payments in memory, shared by every checkout of the process that uses the same
/// instance (`shared` by default): a second checkout on the same client session finds what the
/// first left open. Nothing survives the process; on iOS, checkouts use the Keychain by default.
public final class InMemoryOpenPaymentStore: OpenPaymentStore, @unchecked Sendable {
    /// The process-wide store checkouts use when they are given none and there is no Keychain.
    public static let shared = InMemoryOpenPaymentStore()

    private let lock = NSLock()
    private var entries: [String: [OpenPayment]] = [:]

    /// An empty store of its own.
    public init() {}

    public func openPayments(for checkoutKey: String) async -> [OpenPayment] {
        lock.withLock { entries[checkoutKey] ?? [] }
    }

    public func save(_ payments: [OpenPayment], for checkoutKey: String) async {
        lock.withLock { entries[checkoutKey] = payments.isEmpty ? nil : payments }
    }
}
