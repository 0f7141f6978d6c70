/// The bank selector of one issuer-list payment method (iDEAL, Dotpay): fetch, search, choose, pay.
///
/// Renderer modules (`PrimerCheckoutSwiftUI`, `PrimerCheckoutTerminal`) add the contract's
/// view-typed customization properties: `screen`, `bankItemComponent`, `searchBarComponent`,
/// `emptyStateComponent`.
@available(iOS 15.0, *)
@MainActor
public protocol PrimerBankSelectorScope: PrimerPaymentMethodScope where State == BankSelectorState {

    /// Asynchronous stream of bank selector state updates.
    /// Emits: loading → ready → selected. It ends when the checkout succeeds or is dismissed.
    var state: AsyncStream<BankSelectorState> { get }

    /// Determines navigation button behavior (back vs cancel).
    var presentationContext: PresentationContext { get }

    /// Dismissal mechanisms configured for this checkout session.
    var dismissalMechanism: [DismissalMechanism] { get }

    /// Fetches the bank list from the API and transitions state to ready.
    func start()

    /// Pays again with the selected bank (used by the error screen's Retry).
    func submit()

    /// Stops the bank list fetch or the payment in flight at once. A stopped payment returns the
    /// customer to the bank list with nothing selected; choosing the same bank again follows the
    /// payment already at the bank instead of creating another.
    func cancel()

    /// Filters the displayed bank list by the given query string.
    /// Filtering is case-, diacritic-, width- and punctuation-insensitive; every word must match.
    /// Pass empty string to restore the full list.
    func search(query: String)

    /// Selects a bank and immediately initiates the payment flow.
    /// - Parameter bank: The bank to select (must be in the list and not disabled).
    func selectBank(_ bank: Bank)

    /// Navigates back to payment method selection (if fromPaymentSelection)
    /// or dismisses the checkout (if direct).
    func onBack()

    /// Dismisses the checkout entirely.
    func onCancel()
}
