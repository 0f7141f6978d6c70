import Foundation

/// The screen the checkout shows, for renderers.
public indirect enum CheckoutRoute: Equatable, Sendable {
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

    /// Whether a payment is in flight (processing, or the customer is at the bank): a sheet that
    /// holds the checkout must not be swiped away by accident now; a deliberate dismissal (the
    /// checkout's own buttons, `onDismiss()`) still works.
    public var isPaymentInFlight: Bool {
        switch self {
        case .processing, .awaitingBank: true
        default: false
        }
    }
}
