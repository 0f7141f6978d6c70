import Foundation

/// Everything that happens to a checkout: what the merchant or customer asks, what its bank
/// selectors are asked or report, and what its effects report back.
indirect enum CheckoutAction: Sendable {
    /// `start()`.
    case start
    /// The client session loaded, or not; with the bank each method paid with last.
    case loaded(Result<CheckoutConfiguration, PrimerError>, recentBankIds: [String: String] = [:])
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
    /// Something happened to the bank selector of this payment method type.
    case bankSelector(String, BankSelectorAction)
    /// Something happened to the checkout's payments (also once the checkout ended: a payment
    /// outlives its screen).
    case payment(PaymentAction)
}
