import Foundation

/// A decoded Primer client token (a JWT whose signature the client does not verify).
struct ClientToken: Equatable, Sendable {
    let accessToken: String
    let configurationUrl: URL?
    let coreUrl: URL?
    let pciUrl: URL?
    let analyticsUrlV2: URL?
    let env: String?
    let intent: String?
    /// When the token expires; `nil` for a required action's token that names no expiry (the
    /// wire protocol asks one only of a checkout's client token).
    let expiresAt: Date?
    let redirectUrl: URL?
    let statusUrl: URL?

    /// The name a checkout's payments are kept under in an `OpenPaymentStore` while its client
    /// session names no order: the same client token always gives the same name.
    var recordKey: String { RecordKey.clientToken(accessToken: accessToken) }

    /// Whether the token asks the client to send the customer to a third-party page.
    var isRedirection: Bool {
        intent?.contains("_REDIRECTION") ?? false
    }
}
