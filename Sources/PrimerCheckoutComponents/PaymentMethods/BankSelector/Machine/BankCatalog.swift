/// A fetched bank list ready for the screen: the banks in server order and the search index over
/// those a customer can find (hidden offline banks do not exist for the search, typo help included).
struct BankCatalog: Equatable, Sendable {
    let banks: [Bank]
    let searchIndex: BankSearchIndex

    /// Indexes `banks` for the selector made with `configuration`: its offline policy and its
    /// method's aliases.
    init(_ banks: [Bank], for configuration: BankSelectorMachine.Configuration) {
        self.banks = banks
        let searchable = configuration.options.offlineBanks == .hide ? banks.filter { !$0.isDisabled } : banks
        searchIndex = BankSearchIndex(banks: searchable) { position, words in
            BankAliases.aliases(for: searchable[position], paymentMethodType: configuration.paymentMethodType, words: words)
        }
    }

    /// The same, built off the caller's actor: indexing takes tens of milliseconds at 10 000 banks
    /// and would hold up the main thread's frames.
    static func prepare(_ banks: [Bank], for configuration: BankSelectorMachine.Configuration) async -> BankCatalog {
        BankCatalog(banks, for: configuration)
    }

    /// Two catalogs of the same list are the same: the index is a function of the banks.
    static func == (lhs: BankCatalog, rhs: BankCatalog) -> Bool {
        lhs.banks == rhs.banks
    }
}
