import Foundation

/// The screen the checkout shows, for renderers.
public enum CheckoutRoute: Equatable, Sendable {
    /// The client session is loading.
    case loading
    /// The list of payment methods.
    case paymentMethodSelection
    /// A payment method's own screen, e.g. the bank selector.
    case paymentMethod(type: String, context: PresentationContext)
    /// A payment is being processed.
    case processing(paymentMethodType: String)
    /// The customer was sent to the bank's page at `redirectUrl`; the checkout awaits the result.
    case awaitingBank(paymentMethodType: String, redirectUrl: URL)
    /// The payment succeeded.
    case success(PaymentResult)
    /// Something failed; the screen offers retry and possibly another method.
    case failure(CheckoutFailure)
    /// The checkout was closed.
    case dismissed
}
