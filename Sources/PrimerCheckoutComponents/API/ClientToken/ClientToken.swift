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

    /// The name a checkout's payments are kept under in an `OpenPaymentStore`: the same client
    /// token always gives the same name, and the name does not reveal the token (FNV-1a, 64 bits).
    var recordKey: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in accessToken.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return "checkout-" + String(hash, radix: 16)
    }

    /// Whether the token asks the client to send the customer to a third-party page.
    var isRedirection: Bool {
        intent?.contains("_REDIRECTION") ?? false
    }
}
