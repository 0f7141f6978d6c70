/// The checkout's overall state, for merchants.
public indirect enum PrimerCheckoutState: Equatable, Sendable {
    /// The client session is being loaded.
    case initializing
    /// The checkout is ready to take a payment of `totalAmount` minor units of `currencyCode`.
    case ready(totalAmount: Int, currencyCode: String)
    /// A payment completed.
    case success(PaymentResult)
    /// Loading or a payment failed; the error screen offers retry and other methods.
    case failure(PrimerError)
    /// The customer or the merchant closed the checkout.
    case dismissed
}
