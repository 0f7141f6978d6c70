/// A bank selector that follows `BankSelectorOptions`, for the screen models to read them.
@MainActor
package protocol BankSelectorOptionsProviding: AnyObject {
    /// The options of the checkout's settings.
    var options: BankSelectorOptions { get }
    /// The bank last paid with by this method, when the options remember it.
    var recentBankId: String? { get }
}
