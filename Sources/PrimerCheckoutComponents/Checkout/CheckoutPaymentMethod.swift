import Foundation

/// A payment method the checkout offers, as configured for the client session.
public struct CheckoutPaymentMethod: Equatable, Sendable, Identifiable {
    /// The payment method config id, used by the bank list and tokenization.
    public let id: String
    /// The payment method type, e.g. `ADYEN_IDEAL`.
    public let type: String
    /// The name to show, e.g. `iDEAL`.
    public let name: String
    /// The method's logo, when the configuration has one.
    public let logoUrl: URL?

    /// Creates a payment method entry.
    public init(id: String, type: String, name: String, logoUrl: URL? = nil) {
        self.id = id
        self.type = type
        self.name = name
        self.logoUrl = logoUrl
    }
}
