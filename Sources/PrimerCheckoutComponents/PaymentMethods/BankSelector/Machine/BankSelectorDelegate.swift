import Foundation

/// What a bank selector tells the checkout it is part of. The checkout's reducer handles it in the
/// same `reduce` call that produced it: the selector never calls into the checkout.
indirect enum BankSelectorDelegate: Equatable, Sendable {
    /// A payment started: the checkout shows it processing.
    case paymentStarted
    /// The payment waits for the customer at the bank's page at this address.
    case awaitingBank(redirectUrl: URL)
    /// The selector's own screen shows again (after a cancel, or its load Retry).
    case showSelector
    /// The list could not load; the checkout's error screen offers Retry (`.retryFetch`).
    case loadFailed(PrimerError)
    /// The payment failed; the checkout's error screen offers Retry (`.submit`).
    case paymentFailed(PrimerError)
    /// The payment went through: the checkout ends with it. `bankId`: the bank the selector paid
    /// with, when it was paying (the checkout's record knows the paid payment's own bank first).
    case paid(PaymentResult, bankId: String?)
    /// Back: the checkout's payment method list.
    case backToMethodList
    /// Cancel (or Back with no list behind it): the checkout is dismissed.
    case dismissCheckout
}
