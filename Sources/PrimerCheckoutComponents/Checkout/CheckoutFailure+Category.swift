extension CheckoutFailure {
    /// What the customer is told about a failure; decides the error screen's words and actions.
    public enum Category: Equatable, Sendable, CaseIterable {
        /// The bank or the payment provider declined the payment.
        case declined
        /// The payment was cancelled.
        case cancelled
        /// The bank did not confirm the payment in time: it may still go through.
        case timedOut
        /// A payment is open and not confirmed yet: the screen offers to continue it (Retry) or to
        /// pay another way (choose another payment method), leaving it open; one the server
        /// processes without the customer can only be paid around (`CheckoutFailure.canRetry`).
        case notConfirmed
        /// The payment service could not be reached.
        case network
        /// The checkout or the bank list could not be loaded.
        case loadFailure
        /// The checkout cannot take this payment (an invalid or expired session, an unsupported
        /// method); trying again does not help.
        case configuration
        /// Anything else.
        case generic

        /// Whether the error screen offers Retry: every category but `configuration` (a failure
        /// can still rule it out: `CheckoutFailure.canRetry`).
        public var offersRetry: Bool {
            self != .configuration
        }
    }

    /// The category of this failure.
    public var category: Category {
        switch error {
        case .invalidClientToken, .unauthorized, .unsupportedPaymentMethodType, .invalidValue:
            return .configuration
        case .networkFailure:
            return .network
        default:
            break
        }
        if kind == .loadFailure { return .loadFailure }
        switch error {
        case .paymentFailed: return .declined
        case .paymentCancelled: return .cancelled
        case .paymentTimedOut: return .timedOut
        case .paymentPending: return .notConfirmed
        default: return .generic
        }
    }
}
