import Foundation

/// A bank the customer can choose in the bank selector.
@available(iOS 15.0, *)
public struct Bank: Equatable, Identifiable, Sendable {
    // The banks of one fetched list share one immutable table, a column per field: a search result
    // of thousands of banks is copied with one reference count on that one object rather than on
    // an object per bank (each its own cache miss), and equal copies compare at once.
    private final class Table: Sendable {
        let ids: [String]
        let names: [String]
        let iconUrls: [URL?]
        let disabled: [Bool]
        let aliases: [[String]]

        init(ids: [String], names: [String], iconUrls: [URL?], disabled: [Bool], aliases: [[String]]) {
            self.ids = ids
            self.names = names
            self.iconUrls = iconUrls
            self.disabled = disabled
            self.aliases = aliases
        }
    }

    private let table: Table
    private let row: Int

    /// The issuer id sent to tokenization (a BIC for iDEAL, a number for Dotpay).
    public var id: String { table.ids[row] }
    /// The name shown to the customer.
    public var name: String { table.names[row] }
    /// The bank's logo, when the provider has one.
    public var iconUrl: URL? { table.iconUrls[row] }
    /// Whether the bank is offline and cannot be selected.
    public var isDisabled: Bool { table.disabled[row] }
    /// Other names the provider sent for the bank (a brand, a product name); search finds them too.
    public var aliases: [String] { table.aliases[row] }

    /// Creates a bank.
    public init(id: String, name: String, iconUrl: URL?, isDisabled: Bool, aliases: [String] = []) {
        table = Table(ids: [id], names: [name], iconUrls: [iconUrl], disabled: [isDisabled], aliases: [aliases])
        row = 0
    }

    private init(table: Table, row: Int) {
        self.table = table
        self.row = row
    }

    /// One bank's fields, as `init(id:name:iconUrl:isDisabled:aliases:)` takes them.
    package typealias Fields = (id: String, name: String, iconUrl: URL?, isDisabled: Bool, aliases: [String])

    /// Banks made of `rows`, in order, sharing one table: what a fetched list is kept as, so that
    /// its search results are cheap to make, keep and let go.
    package static func sharingOneTable(_ rows: [Fields]) -> [Bank] {
        let table = Table(
            ids: rows.map(\.id), names: rows.map(\.name), iconUrls: rows.map(\.iconUrl), disabled: rows.map(\.isDisabled),
            aliases: rows.map(\.aliases))
        return rows.indices.map { Bank(table: table, row: $0) }
    }

    /// Whether two banks have the same id, name, logo, availability and aliases.
    public static func == (lhs: Bank, rhs: Bank) -> Bool {
        (lhs.table === rhs.table && lhs.row == rhs.row)
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
