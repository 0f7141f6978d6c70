/// The state of one bank selector: its status, the fetched banks, the search and the selection.
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

    /// Where the flow is.
    public var status: Status
    /// Every bank the provider returned, in server order.
    public var banks: [Bank]
    /// The banks matching `searchQuery`, best match first; all banks when the query is empty.
    public var filteredBanks: [Bank]
    /// The bank chosen for the current payment attempt.
    public var selectedBank: Bank?
    /// The search text as the customer typed it.
    public var searchQuery: String

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
