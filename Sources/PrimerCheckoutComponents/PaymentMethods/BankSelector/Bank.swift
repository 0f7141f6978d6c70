import Foundation

/// A bank the customer can choose in the bank selector.
@available(iOS 15.0, *)
public struct Bank: Equatable, Identifiable, Sendable {
    /// The issuer id sent to tokenization (a BIC for iDEAL, a number for Dotpay).
    public let id: String
    /// The name shown to the customer.
    public let name: String
    /// The bank's logo, when the provider has one.
    public let iconUrl: URL?
    /// Whether the bank is offline and cannot be selected.
    public let isDisabled: Bool
    /// Other names the provider sent for the bank (a brand, a product name); search finds them too.
    public let aliases: [String]

    /// Creates a bank.
    public init(id: String, name: String, iconUrl: URL?, isDisabled: Bool, aliases: [String] = []) {
        self.id = id
        self.name = name
        self.iconUrl = iconUrl
        self.isDisabled = isDisabled
        self.aliases = aliases
    }
}
