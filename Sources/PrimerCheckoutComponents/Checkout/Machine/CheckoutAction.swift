import Foundation

/// Everything that happens to a checkout: what the merchant or customer asks, what its payment
/// method scopes report, and what its effects report back.
enum CheckoutAction: Sendable {
    /// `start()`.
    case start
    /// The client session loaded, or not.
    case loaded(Result<CheckoutConfiguration, PrimerError>)
    /// The customer chose a payment method the checkout offers.
    case open(String)
    /// The error screen's Retry.
    case retry
    /// The error screen's "Choose another payment method".
    case chooseOtherMethod
    /// The customer or merchant closes the checkout.
    case dismiss
    /// The payment method list has shown long enough: load the bank lists behind it.
    case prefetchDue
    /// A method's payment started.
    case processing(String)
    /// A method's payment waits for the customer at the bank.
    case awaitingBank(String, redirectUrl: URL)
    /// The payment succeeded.
    case paid(PaymentResult)
    /// A method's payment failed; Retry pays again.
    case paymentFailed(PrimerError, method: String)
    /// A method could not load what it shows; Retry loads it again.
    case methodLoadFailed(PrimerError, method: String)
    /// A method shows its own screen again (after a cancel, or its Retry).
    case showMethod(String)
    /// Back to the payment method list.
    case showMethodList
}
