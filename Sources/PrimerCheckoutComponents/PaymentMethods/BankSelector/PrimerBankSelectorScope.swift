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

    /// Pays, once: with the selected bank in `BankSelectorOptions.Selection.confirm` mode ("Continue
    /// to {bank}"); without a bank on the scheme page ("Continue to iDEAL": the customer picks it on
    /// the scheme's page, and `status` stays `.ready` with nothing selected while that payment runs —
    /// the checkout's route shows its progress); or again with the bank of a failed attempt (the
    /// error screen's Retry). Does nothing while a payment is in flight or when nothing is chosen.
    func submit()

    /// Stops the bank list fetch or the payment in flight at once. A stopped payment returns the
    /// customer to the bank list with nothing selected; choosing the same bank again follows the
    /// payment already at the bank instead of creating another. The checkout stays open; the
    /// close button is ``onCancel()``.
    func cancel()

    /// Filters the displayed bank list by the given query string.
    /// Filtering is case-, diacritic-, width- and punctuation-insensitive, and Cyrillic matches its
    /// Latin spelling; every word must match.
    /// Pass empty string to restore the full list.
    func search(query: String)

    /// Chooses `bank`. With `BankSelectorOptions.Selection.immediate` (the default) the payment
    /// starts at once and `status` becomes `.selected(bank)`; with `.confirm` the bank becomes
    /// `selectedBank` — only while the current search lists it — and `submit()` pays. On the scheme
    /// page only its `recentBank` can be chosen, and choosing it pays at once.
    /// - Parameter bank: The bank to choose: in the list, and online unless the options let offline
    ///   banks be chosen. Any other bank is ignored.
    func selectBank(_ bank: Bank)

    /// Navigates back to payment method selection (if fromPaymentSelection)
    /// or dismisses the checkout (if direct).
    func onBack()

    /// The close button: dismisses the checkout entirely (what is still open at the bank stays on
    /// record). To stop a fetch or payment and stay in the checkout, use ``cancel()``.
    func onCancel()
}

@available(iOS 15.0, *)
extension PrimerBankSelectorScope {
    /// A fresh state (`.loading`, no banks), for a scope of your own written from the contract —
    /// a preview's or a test's stand-in — that does not keep one. Every scope a checkout hands out
    /// reports its live state.
    public var currentState: BankSelectorState { BankSelectorState() }

    /// `""`, for a scope of your own written from the contract that does not name its method.
    /// Every scope a checkout hands out names it (`ADYEN_IDEAL`, `ADYEN_DOTPAY`).
    public var paymentMethodType: String { "" }
}
