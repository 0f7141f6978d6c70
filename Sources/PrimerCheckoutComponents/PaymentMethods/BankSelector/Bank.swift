import Foundation

/// A bank the customer can choose in the bank selector.
@available(iOS 15.0, *)
public struct Bank: Equatable, Identifiable, Sendable {
    // One immutable box per bank: lists of thousands of banks are copied into every search result
    // and compared on every state change, so a copy is one reference and equal copies compare at once.
    private final class Storage: Sendable {
        let id: String
        let name: String
        let iconUrl: URL?
        let isDisabled: Bool
        let aliases: [String]

        init(id: String, name: String, iconUrl: URL?, isDisabled: Bool, aliases: [String]) {
            self.id = id
            self.name = name
            self.iconUrl = iconUrl
            self.isDisabled = isDisabled
            self.aliases = aliases
        }
    }

    private let storage: Storage

    /// The issuer id sent to tokenization (a BIC for iDEAL, a number for Dotpay).
    public var id: String { storage.id }
    /// The name shown to the customer.
    public var name: String { storage.name }
    /// The bank's logo, when the provider has one.
    public var iconUrl: URL? { storage.iconUrl }
    /// Whether the bank is offline and cannot be selected.
    public var isDisabled: Bool { storage.isDisabled }
    /// Other names the provider sent for the bank (a brand, a product name); search finds them too.
    public var aliases: [String] { storage.aliases }

    /// Creates a bank.
    public init(id: String, name: String, iconUrl: URL?, isDisabled: Bool, aliases: [String] = []) {
        storage = Storage(id: id, name: name, iconUrl: iconUrl, isDisabled: isDisabled, aliases: aliases)
    }

    /// Whether two banks have the same id, name, logo, availability and aliases.
    public static func == (lhs: Bank, rhs: Bank) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.id == rhs.id && lhs.name == rhs.name && lhs.iconUrl == rhs.iconUrl && lhs.isDisabled == rhs.isDisabled
                && lhs.aliases == rhs.aliases)
    }
}

extension Bank: CustomStringConvertible {
    /// The bank's fields, as a memberwise value would print them.
    public var description: String {
        "Bank(id: \(String(reflecting: id)), name: \(String(reflecting: name)), iconUrl: \(String(describing: iconUrl)), "
            + "isDisabled: \(isDisabled), aliases: \(aliases))"
    }
}
