/// What an analytics event is about. It never carries search text or other personal data.
package struct AnalyticsEventMetadata: Equatable, Sendable {
    /// The payment method type, e.g. `ADYEN_IDEAL`.
    package var paymentMethod: String?
    /// The payment's id, once a payment exists.
    package var paymentId: String?
    /// Where the customer was sent, for `PAYMENT_REDIRECT_TO_THIRD_PARTY`.
    package var redirectDestinationUrl: String?

    /// Creates metadata.
    package init(paymentMethod: String? = nil, paymentId: String? = nil, redirectDestinationUrl: String? = nil) {
        self.paymentMethod = paymentMethod
        self.paymentId = paymentId
        self.redirectDestinationUrl = redirectDestinationUrl
    }
}
