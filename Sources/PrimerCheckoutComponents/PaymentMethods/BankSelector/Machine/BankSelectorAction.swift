/// Everything that happens to a bank selector: what the customer or merchant asks, what the
/// checkout tells it, and what its effects report back.
indirect enum BankSelectorAction: Sendable {
    /// The method was opened (`start()`).
    case open
    /// The checkout asks for the list ahead, while the customer is on the payment method list.
    case fetchAhead
    /// The opening's fetch ended.
    case fetched(Result<BankCatalog, PrimerError>)
    /// The background fetch ended: the list, or `nil` when it failed.
    case fetchedAhead(BankCatalog?)
    /// The load error screen's Retry.
    case retryFetch
    /// The customer typed.
    case search(String)
    /// The customer chose `bank`.
    case select(Bank)
    /// "Continue", or the payment error screen's Retry.
    case submit
    /// The payment in flight reached a step the checkout shows.
    case progress(PaymentProgress)
    /// The payment ended.
    case paid(Result<PaymentResult, PrimerError>)
    /// Stop the fetch or the payment in flight (`cancel()`).
    case cancel
    /// The back button.
    case back
    /// The cancel button: leave the checkout.
    case dismiss
    /// The customer left the method (another method, the list, the error screen's other choice).
    case leave
    /// The checkout finished.
    case close
}

extension BankSelectorAction {
    /// Whether the action can start a payment, which the checkout allows only while no other
    /// method's payment is in flight.
    var mayStartPayment: Bool {
        switch self {
        case .select, .submit: true
        default: false
        }
    }
}
