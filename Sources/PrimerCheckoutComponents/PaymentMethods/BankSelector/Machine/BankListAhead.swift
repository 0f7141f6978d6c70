/// The bank list fetched while the customer is still on the payment method list: one background
/// attempt, kept until the method opens.
indirect enum BankListAhead: Equatable, Sendable {
    /// Nothing fetched ahead (or what was fetched was taken, or failed).
    case none
    /// The background fetch is on its way.
    case fetching
    /// The list arrived and waits for the method to open.
    case arrived(BankCatalog)
}
