import Foundation

/// The state of one bank selector: its status, the fetched banks, the search and the selection.
/// What only the SDK's own screens draw (the list options, the search suggestion, alias matches,
/// the recent bank, the scheme page) travels in the same value, so a screen drawn from one value of
/// the stream is consistent.
///
/// A state is a value: the contract's five fields can be set on one you hold (a preview's, a
/// test's), which changes nothing in a checkout; a bank selector changes only through its scope
/// (`search(query:)`, `selectBank(_:)`, …).
@available(iOS 15.0, *)
public struct BankSelectorState: Equatable, Sendable {

    /// Where the bank selector is in its flow. Processing, success and failure belong to the checkout.
    public enum Status: Equatable, Sendable {
        /// The bank list is being fetched.
        case loading
        /// The bank list is shown and a bank can be chosen.
        case ready
        /// A bank was chosen and its payment has started.
        case selected(Bank)
    }

    /// Where the flow is. A payment without a bank (the scheme page's "Continue to iDEAL") leaves it
    /// `.ready` with nothing selected; the checkout's route shows that payment's progress.
    public var status: Status
    /// Every bank the provider returned, in server order.
    public var banks: [Bank]
    /// The banks matching `searchQuery`, best match first; all banks when the query is empty.
    public var filteredBanks: [Bank]
    /// The bank chosen for the current payment attempt.
    public var selectedBank: Bank?
    /// The search text as the customer typed it.
    public var searchQuery: String

    /// Another name a listed bank was found by, for a note under its row.
    @_spi(Renderer)
    public struct AliasMatch: Equatable, Sendable {
        /// The name the search matched, e.g. "Getin Bank" or "mBank".
        public package(set) var name: String
        /// Whether it is a name the bank had before a rename ("formerly Getin Bank"), rather than a
        /// brand, product or language form of it.
        public package(set) var isFormerName: Bool

        /// Creates a match of `name`.
        public init(name: String, isFormerName: Bool) {
            self.name = name
            self.isFormerName = isFormerName
        }
    }

    /// The scheme's own bank page (iDEAL 2.0), shown instead of the search and the list: the
    /// customer continues to the scheme (`submit()`) and picks the bank there, or pays at once with
    /// `recentBank` (`selectBank(_:)`).
    @_spi(Renderer)
    public struct SchemePage: Equatable, Sendable {
        /// The scheme's name, e.g. "iDEAL".
        public package(set) var schemeName: String
        /// The scheme's logo, when the configuration has one.
        public package(set) var logoUrl: URL?
        /// The amount to pay, in minor units.
        public package(set) var amount: Int
        /// The amount's ISO 4217 currency.
        public package(set) var currencyCode: String
        /// The bank the customer paid with last, offered first as "Pay with {bank}".
        public package(set) var recentBank: Bank?

        /// Creates a scheme page.
        public init(schemeName: String, logoUrl: URL?, amount: Int, currencyCode: String, recentBank: Bank?) {
            self.schemeName = schemeName
            self.logoUrl = logoUrl
            self.amount = amount
            self.currencyCode = currencyCode
            self.recentBank = recentBank
        }
    }

    /// How the checkout's settings arrange the list and what they let the customer choose.
    @_spi(Renderer)
    public package(set) var options = BankSelectorOptions()
    /// When the results match the search only within a typo: the best result's name, offered as
    /// "Did you mean {name}?".
    @_spi(Renderer)
    public package(set) var searchSuggestion: String?
    /// By bank id, the other name each result was found by when it matched only by that name.
    @_spi(Renderer)
    public package(set) var aliasMatches: [String: AliasMatch] = [:]
    /// The bank this payment method paid with last, when the options remember it; offered first
    /// while the search is empty.
    @_spi(Renderer)
    public package(set) var recentBankId: String?
    /// The scheme's page, when it replaces the list (iDEAL with an empty list, or always when the
    /// options say so).
    @_spi(Renderer)
    public package(set) var schemePage: SchemePage?
    /// Whether the checkout finished (paid or dismissed): the state is final and the stream ends.
    @_spi(Renderer)
    public package(set) var isClosed = false
    /// Whether the customer is back at the list after cancelling at the bank, until they search or
    /// choose again: the screen says the payment was cancelled.
    var cancelledAtTheBank = false

    /// Creates a state; every field has the value a fresh bank selector starts with.
    public init(
        status: Status = .loading,
        banks: [Bank] = [],
        filteredBanks: [Bank] = [],
        selectedBank: Bank? = nil,
        searchQuery: String = ""
    ) {
        self.status = status
        self.banks = banks
        self.filteredBanks = filteredBanks
        self.selectedBank = selectedBank
        self.searchQuery = searchQuery
    }
}
