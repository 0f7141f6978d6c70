import Foundation

/// Where a checkout keeps the payments it created until the server calls them final, so that a
/// checkout opened again on the same client session, or on a new one for the same order — after
/// the app was closed or killed at the bank — finds them and asks about them before anything else.
///
/// A payment leaves the store only on the server's final word about it. A store that cannot read
/// or write throws: the checkout then creates no payment and shows an error with Retry
/// (`PrimerError.paymentRecordUnavailable`), since a payment it could not keep might be paid twice.
///
/// Entries hold capability tokens: keep them in storage meant for secrets (the Keychain on iOS),
/// never in `UserDefaults` or logs.
public protocol OpenPaymentStore: Sendable {
    /// The payments kept for the checkout `checkoutKey`, oldest first; empty when there are none.
    /// Throws when the store cannot be read, or holds an entry for `checkoutKey` it cannot read.
    func openPayments(for checkoutKey: String) async throws -> [OpenPayment]
    /// Replaces the payments kept for `checkoutKey`; an empty list removes them. Throws when they
    /// could not be kept.
    func save(_ payments: [OpenPayment], for checkoutKey: String) async throws
    /// Takes the lock `name` against checkouts in other processes that share this store (an app
    /// and its extension, two windows), waiting while one holds it, and returns what releases it;
    /// `nil` when the store is this process's alone. The default takes none.
    func lock(_ name: String) async throws -> (@Sendable () -> Void)?
}

extension OpenPaymentStore {
    /// No other process shares the store: the checkout's own turn-taking is enough.
    public func lock(_ name: String) async throws -> (@Sendable () -> Void)? { nil }
}

/// Keeps open payments in memory, shared by every checkout of the process that uses the same
/// instance (`shared` by default): a second checkout on the same client session finds what the
/// first left open. Nothing survives the process; on iOS, checkouts use the Keychain by default.
@_spi(Stores)
public final class InMemoryOpenPaymentStore: OpenPaymentStore, @unchecked Sendable {
    /// The process-wide store checkouts use when they are given none and there is no Keychain.
    public static let shared = InMemoryOpenPaymentStore()

    private let entriesLock = NSLock()
    private var entries: [String: [OpenPayment]] = [:]

    /// An empty store of its own.
    public init() {}

    public func openPayments(for checkoutKey: String) async -> [OpenPayment] {
        entriesLock.withLock { entries[checkoutKey] ?? [] }
    }

    public func save(_ payments: [OpenPayment], for checkoutKey: String) async {
        entriesLock.withLock { entries[checkoutKey] = payments.isEmpty ? nil : payments }
    }
}

/// Why a store of the SDK could not read or keep a record; its description names the record and
/// the cause.
@_spi(Stores) public struct OpenPaymentStoreFailure: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
