/// The analytics events the checkout reports, named as on the wire.
package enum AnalyticsEventType: String, Equatable, Sendable, CaseIterable {
    case paymentMethodSelection = "PAYMENT_METHOD_SELECTION"
    case paymentSubmitted = "PAYMENT_SUBMITTED"
    case paymentProcessingStarted = "PAYMENT_PROCESSING_STARTED"
    case paymentRedirectToThirdParty = "PAYMENT_REDIRECT_TO_THIRD_PARTY"
    case paymentSuccess = "PAYMENT_SUCCESS"
    case paymentFailure = "PAYMENT_FAILURE"
    case paymentFlowExited = "PAYMENT_FLOW_EXITED"
}
