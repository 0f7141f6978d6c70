import Foundation

extension PrimerError: LocalizedError {
    /// The stable machine-readable id of the error, e.g. `payment-failed`.
    public var errorId: String {
        switch self {
        case .invalidClientToken: "invalid-client-token"
        case .invalidValue: "invalid-value"
        case .paymentCancelled: "payment-cancelled"
        case .paymentFailed: "payment-failed"
        case .paymentTimedOut: "payment-timed-out"
        case .failedToResumePayment: "failed-to-resume-payment"
        case .failedToRedirect: "failed-to-redirect"
        case .merchantError: "merchant-error"
        case .unsupportedPaymentMethodType: "unsupported-payment-method-type"
        case .unauthorized: "unauthorized"
        case .serverError(_, let errorId, _, _): errorId ?? "server-error"
        case .decodingFailed: "decoding-failed"
        case .networkFailure: "network-error"
        case .unknown: "unknown"
        }
    }

    /// The id to quote to Primer support for this error.
    public var diagnosticsId: String {
        switch self {
        case .invalidClientToken(_, let id), .invalidValue(_, _, _, let id), .paymentCancelled(_, let id),
             .paymentFailed(_, _, _, _, let id), .paymentTimedOut(_, _, let id), .failedToResumePayment(_, _, let id),
             .failedToRedirect(_, _, let id), .merchantError(_, let id), .unsupportedPaymentMethodType(_, let id),
             .unauthorized(let id), .serverError(_, _, _, let id), .decodingFailed(_, let id),
             .networkFailure(_, let id), .unknown(_, let id):
            id
        }
    }

    /// Whether trying the same call again may succeed.
    public var isRetryable: Bool {
        switch self {
        case .networkFailure: true
        case .serverError(let status, _, _, _): status >= 500 || status == 429
        default: false
        }
    }

    /// `[errorId] text (diagnosticsId: …)`.
    public var errorDescription: String? {
        "[\(errorId)] \(plainText) (diagnosticsId: \(diagnosticsId))"
    }

    private var plainText: String {
        switch self {
        case .invalidClientToken(let reason, _):
            "The client token is invalid: \(reason)."
        case .invalidValue(let key, let value, let reason, _):
            "Invalid value \(value.map { "'\($0)' " } ?? "")for \(key): \(reason)."
        case .paymentCancelled(let type, _):
            "The \(type) payment was cancelled."
        case .paymentFailed(let type, let paymentId, let status, let reason, _):
            "The \(type) payment failed"
                + (paymentId.map { " (payment \($0)" + (status.map { ", status \($0))" } ?? ")") } ?? "")
                + (reason.map { ": \($0)" } ?? "") + "."
        case .paymentTimedOut(let type, let seconds, _):
            "The bank did not confirm the \(type) payment within \(seconds) s."
        case .failedToResumePayment(let type, let reason, _):
            "The \(type) payment could not be resumed" + (reason.map { ": \($0)" } ?? "") + "."
        case .failedToRedirect(let url, let reason, _):
            "Could not open \(url): \(reason)."
        case .merchantError(let message, _):
            message
        case .unsupportedPaymentMethodType(let type, _):
            "The payment method type \(type) is not supported."
        case .unauthorized:
            "The server did not accept the client token."
        case .serverError(let status, _, let description, _):
            "The server answered \(status)" + (description.map { ": \($0)" } ?? "") + "."
        case .decodingFailed(let reason, _):
            "The server's answer could not be read: \(reason)."
        case .networkFailure(let reason, _):
            "The server could not be reached: \(reason)."
        case .unknown(let reason, _):
            reason
        }
    }
}
