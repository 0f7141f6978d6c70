/// What an analytics event is about. It never carries search text or other personal data.
public struct AnalyticsEventMetadata: Equatable, Sendable {
    /// The payment method type, e.g. `ADYEN_IDEAL`.
    public var paymentMethod: String?
    /// The payment's id, once a payment exists.
    public var paymentId: String?
    /// Where the customer was sent, for `PAYMENT_REDIRECT_TO_THIRD_PARTY`.
    public var redirectDestinationUrl: String?

    /// Creates metadata.
    public init(paymentMethod: String? = nil, paymentId: String? = nil, redirectDestinationUrl: String? = nil) {
        self.paymentMethod = paymentMethod
        self.paymentId = paymentId
        self.redirectDestinationUrl = redirectDestinationUrl
    }
}
