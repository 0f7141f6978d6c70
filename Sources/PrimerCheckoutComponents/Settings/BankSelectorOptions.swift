/// How the bank selector treats the bank list. The defaults are the specification's behaviour.
public struct BankSelectorOptions: Equatable, Sendable {
    /// What happens to a bank the list marks offline (`Bank.isDisabled`).
    public enum OfflineBanks: Equatable, Sendable {
        /// Shown dimmed with "Unavailable" and not selectable (the default).
        case dimAndBlock
        /// Shown with "Unavailable" but selectable: some schemes require this because their banks'
        /// status feeds lag.
        case labelOnly
        /// Not shown, and not found by search.
        case hide
    }

    /// What choosing a bank does.
    public enum Selection: Equatable, Sendable {
        /// A tap pays at once (the specification's behaviour, the default).
        case immediate
        /// A tap selects the bank; a "Continue to {bank}" button (`submit()`) pays.
        case confirm
    }

    /// When a method whose bank is chosen on the scheme's own page (iDEAL 2.0) shows that page's
    /// "Continue to iDEAL" screen instead of a bank list.
    public enum SchemePageRule: Equatable, Sendable {
        /// Only when the bank list comes back empty (the default): the customer picks the bank on
        /// the scheme's page instead of seeing "No banks available".
        case whenBankListIsEmpty
        /// Always: the app shows no bank list for the method, so the customer never picks twice.
        case always
    }

    /// What happens to offline banks.
    public var offlineBanks: OfflineBanks
    /// What choosing a bank does.
    public var selection: Selection
    /// Whether offline banks come after every online bank, in list and search order alike.
    public var listsOfflineBanksLast: Bool
    /// Issuer ids the merchant's customers use most, in the order to show them. With an empty
    /// search they appear in a "Popular" section above the rest (not repeated below); a search
    /// searches every bank in the normal ranking.
    public var highlightedBankIds: [String]
    /// Whether the bank of the last successful payment is remembered (its id only, on this device,
    /// in the checkout's `RecentBankStore`) and offered first, under "Recent", while the search is
    /// empty and the bank is listed and online.
    public var remembersRecentBank: Bool
    /// When an iDEAL-style method shows "Continue to iDEAL" (pay without an issuer; the customer
    /// picks the bank on the scheme's page) instead of its bank list. Other methods always show
    /// their list, and "No banks available" when it is empty.
    public var schemePage: SchemePageRule
    /// Whether the checkout fetches the bank lists of its bank-selector methods in the background
    /// while the customer is on the payment method list, so opening one shows its list without a
    /// network round trip. A failed background fetch is simply fetched again when the method opens,
    /// with the usual error screen and retry.
    public var prefetchesBankLists: Bool

    /// Creates options; the defaults show offline banks dimmed and blocked, in the server's order,
    /// with no popular section, remembering the last bank paid with, paying at the first tap, and
    /// sending iDEAL customers to the scheme's page only when its bank list is empty, and fetching
    /// the bank lists while the customer is on the payment method list.
    public init(
        offlineBanks: OfflineBanks = .dimAndBlock, listsOfflineBanksLast: Bool = false, highlightedBankIds: [String] = [],
        remembersRecentBank: Bool = true, selection: Selection = .immediate, schemePage: SchemePageRule = .whenBankListIsEmpty,
        prefetchesBankLists: Bool = true
    ) {
        self.prefetchesBankLists = prefetchesBankLists
        self.schemePage = schemePage
        self.selection = selection
        self.offlineBanks = offlineBanks
        self.listsOfflineBanksLast = listsOfflineBanksLast
        self.highlightedBankIds = highlightedBankIds
        self.remembersRecentBank = remembersRecentBank
    }
}

extension BankSelectorOptions {
    /// The banks to show, in order, from the search's results.
    package func arranged(_ banks: [Bank]) -> [Bank] {
        let shown = offlineBanks == .hide ? banks.filter { !$0.isDisabled } : banks
        guard listsOfflineBanksLast else { return shown }
        return shown.filter { !$0.isDisabled } + shown.filter(\.isDisabled)
    }

    /// Whether the customer may pay with `bank`.
    package func canSelect(_ bank: Bank) -> Bool {
        !bank.isDisabled || offlineBanks == .labelOnly
    }
}
