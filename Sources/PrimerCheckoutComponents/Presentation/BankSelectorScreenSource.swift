/// What the bank selector's screen model reads from a scope besides its public state: the list
/// options, the bank paid with last, and the name the search thinks the customer meant.
@MainActor
package protocol BankSelectorScreenSource: AnyObject {
    /// The options of the checkout's settings.
    var options: BankSelectorOptions { get }
    /// The bank last paid with by this method, when the options remember it.
    var recentBankId: String? { get }
    /// When the results match the search only within a typo, the best result's name.
    var searchSuggestion: String? { get }
    /// By bank id, the alias each bank found only through an alias matched by.
    var matchedAliases: [String: BankAlias] { get }
    /// The scheme page shown instead of the bank list now, if any.
    var schemePage: SchemePageMethod? { get }
    /// The bank the scheme page offers first.
    var schemePageRecentBank: Bank? { get }
}
