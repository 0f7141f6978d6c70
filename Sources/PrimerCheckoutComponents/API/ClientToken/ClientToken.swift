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
    let expiresAt: Date
    let redirectUrl: URL?
    let statusUrl: URL?

    /// Whether the token asks the client to send the customer to a third-party page.
    var isRedirection: Bool {
        intent?.contains("_REDIRECTION") ?? false
    }
}
