/// What the bank selector's transitions ask the world to do; its scope runs them and reports their
/// results back as actions.
enum BankSelectorEffect: Equatable, Sendable {
    /// Fetch the list for the opening (with retries; its end is `.fetched`).
    case fetchBanks
    /// Fetch the list in the background (one attempt; its end is `.fetchedAhead`).
    case fetchBanksAhead
    /// Stop the opening's fetch (a background fetch keeps coming).
    case stopFetching
    /// Stop the background fetch.
    case stopFetchingAhead
    /// Pay with the bank of this id, or with none (the scheme's page asks); its end is `.paid`.
    /// `continuing` after the error screen's Retry: a payment still open at the bank is followed
    /// again rather than reported as not confirmed.
    case pay(bankId: String?, continuing: Bool)
    /// Stop the payment in flight.
    case stopPaying
    /// Report an analytics event.
    case track(AnalyticsEventType)
    /// Remember the bank paid with, for the next checkout.
    case rememberBank(id: String)
    /// The checkout shows that the payment is processing.
    case showProcessing
    /// The checkout shows this method's screen (back at the list).
    case showPaymentMethod
    /// The checkout shows the list's load failure; its Retry is `.retryFetch`.
    case showLoadFailure(PrimerError)
    /// The checkout shows the payment's failure; its Retry is `.submit`.
    case showPaymentFailure(PrimerError)
    /// The checkout ends with this payment.
    case finishWithPayment(PaymentResult)
    /// The checkout shows its payment method list.
    case showPaymentMethodSelection
    /// The checkout is dismissed.
    case dismissCheckout
    /// The state is final: its streams end.
    case endStreams

    /// Whether the effect still runs once the selector closed: only the ones that stop work.
    var runsWhenClosed: Bool {
        switch self {
        case .stopFetching, .stopFetchingAhead, .stopPaying, .endStreams: true
        default: false
        }
    }
}
