import Foundation

/// A decoded Primer client token (a JWT whose signature the client does not verify). A class:
/// the payment's state and every request carry it, and a reference is one word to copy.
final class ClientToken: Equatable, Sendable {
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

    init(
        accessToken: String, configurationUrl: URL?, coreUrl: URL?, pciUrl: URL?, analyticsUrlV2: URL?, env: String?,
        intent: String?, expiresAt: Date?, redirectUrl: URL?, statusUrl: URL?
    ) {
        self.accessToken = accessToken
        self.configurationUrl = configurationUrl
        self.coreUrl = coreUrl
        self.pciUrl = pciUrl
        self.analyticsUrlV2 = analyticsUrlV2
        self.env = env
        self.intent = intent
        self.expiresAt = expiresAt
        self.redirectUrl = redirectUrl
        self.statusUrl = statusUrl
    }

    static func == (lhs: ClientToken, rhs: ClientToken) -> Bool {
        lhs.accessToken == rhs.accessToken && lhs.configurationUrl == rhs.configurationUrl && lhs.coreUrl == rhs.coreUrl
            && lhs.pciUrl == rhs.pciUrl && lhs.analyticsUrlV2 == rhs.analyticsUrlV2 && lhs.env == rhs.env
            && lhs.intent == rhs.intent && lhs.expiresAt == rhs.expiresAt && lhs.redirectUrl == rhs.redirectUrl
            && lhs.statusUrl == rhs.statusUrl
    }

    /// The name a checkout's payments are kept under in an `OpenPaymentStore` while its client
    /// session names no order: the same client token always gives the same name.
    var recordKey: String { RecordKey.clientToken(accessToken: accessToken) }

    /// Whether the token asks the client to send the customer to a third-party page.
    var isRedirection: Bool {
        intent?.contains("_REDIRECTION") ?? false
    }
}
