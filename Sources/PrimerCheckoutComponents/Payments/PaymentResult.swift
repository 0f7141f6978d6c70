/// The outcome of a completed payment.
public struct PaymentResult: Equatable, Sendable {
    /// The payment's id as the Primer API knows it.
    public let paymentId: String
    /// The payment's status when the checkout finished: `.success`, or `.pending` when the client
    /// session shows success for pending payments.
    public let status: PaymentStatus
    /// The amount in minor units, when known.
    public let amount: Int?
    /// The ISO 4217 currency code, when known.
    public let currencyCode: String?
    /// The payment method type that paid, e.g. `ADYEN_IDEAL`.
    public let paymentMethodType: String

    /// Creates a payment result.
    public init(paymentId: String, status: PaymentStatus, amount: Int?, currencyCode: String?, paymentMethodType: String) {
        self.paymentId = paymentId
        self.status = status
        self.amount = amount
        self.currencyCode = currencyCode
        self.paymentMethodType = paymentMethodType
    }
}
