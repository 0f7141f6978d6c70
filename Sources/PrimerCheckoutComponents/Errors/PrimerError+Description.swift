import Foundation

extension PrimerError: LocalizedError {
    /// The stable machine-readable id of the error, e.g. `payment-failed`.
    public var errorId: String {
        switch self {
        case .invalidClientToken: "invalid-client-token"
        case .invalidValue: "invalid-value"
        case .paymentCancelled: "payment-cancelled"
        case .paymentFailed: "payment-failed"
        case .paymentPending: "payment-pending"
        case .paymentTimedOut: "payment-timed-out"
        case .failedToResumePayment: "failed-to-resume-payment"
        case .failedToRedirect: "failed-to-redirect"
        case .merchantError: "merchant-error"
        case .unsupportedPaymentMethodType: "unsupported-payment-method-type"
        case .unauthorized: "unauthorized"
        case .serverError(_, let errorId, _, _): errorId ?? "server-error"
        case .decodingFailed: "decoding-failed"
        case .networkFailure: "network-error"
        case .paymentRecordUnavailable: "payment-record-unavailable"
        }
    }

    /// The id to quote to Primer support for this error.
    public var diagnosticsId: String {
        switch self {
        case .invalidClientToken(_, let id), .invalidValue(_, _, _, let id), .paymentCancelled(_, let id),
            .paymentFailed(_, _, _, _, let id), .paymentPending(_, _, _, _, let id), .paymentTimedOut(_, _, let id),
            .failedToResumePayment(_, _, let id),
            .failedToRedirect(_, _, let id), .merchantError(_, let id), .unsupportedPaymentMethodType(_, let id),
            .unauthorized(let id), .serverError(_, _, _, let id), .decodingFailed(_, let id),
            .networkFailure(_, let id), .paymentRecordUnavailable(_, let id):
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

    /// `[errorId] text (diagnosticsId: …)`: safe to show a customer — it never carries server
    /// internals (error bodies, URLs, failure codes); `debugDescription` has those for developers.
    public var errorDescription: String? {
        "[\(errorId)] \(customerText) (diagnosticsId: \(diagnosticsId))"
    }

    private var customerText: String {
        switch self {
        case .invalidClientToken(let reason, _):
            "The client token is invalid: \(reason)."
        case .invalidValue(let key, let value, let reason, _):
            "Invalid value \(value.map { "'\($0)' " } ?? "")for \(key): \(reason)."
        case .paymentCancelled(let type, _):
            "The \(type) payment was cancelled."
        case .paymentFailed(let type, _, _, _, _):
            "The \(type) payment failed."
        case .paymentPending(let type, _, _, _, _):
            "The \(type) payment is waiting for the bank's confirmation."
        case .paymentTimedOut(let type, let seconds, _):
            "The bank did not confirm the \(type) payment within \(seconds) s."
        case .failedToResumePayment(let type, _, _):
            "The \(type) payment could not be completed."
        case .failedToRedirect:
            "The bank's page could not be opened."
        case .merchantError(let message, _):
            message
        case .unsupportedPaymentMethodType(let type, _):
            "The payment method type \(type) is not supported."
        case .unauthorized:
            "The checkout session is no longer valid."
        case .serverError(let status, _, _, _):
            "The payment service answered with an error (\(status))."
        case .decodingFailed:
            "The payment service sent an answer that could not be read."
        case .networkFailure:
            "The payment service could not be reached."
        case .paymentRecordUnavailable:
            "The device could not keep a record of the payment, so none was made."
        }
    }
}

extension PrimerError: CustomDebugStringConvertible {
    /// Every detail of the error, for developers' logs (never shown to customers).
    public var debugDescription: String {
        let details: String =
            switch self {
            case .paymentFailed(_, let paymentId, let status, let reason, _):
                "paymentId=\(paymentId ?? "-") status=\(status ?? "-") reason=\(reason ?? "-")"
            case .paymentPending(_, let paymentId, let status, _, _): "paymentId=\(paymentId) status=\(status)"
            case .failedToResumePayment(_, let reason, _): "reason=\(reason ?? "-")"
            case .failedToRedirect(let url, let reason, _): "url=\(url) reason=\(reason)"
            case .serverError(let status, let errorId, let description, _):
                "status=\(status) errorId=\(errorId ?? "-") description=\(description ?? "-")"
            case .decodingFailed(let reason, _), .networkFailure(let reason, _), .paymentRecordUnavailable(let reason, _):
                "reason=\(reason)"
            default: ""
            }
        return (errorDescription ?? errorId) + (details.isEmpty ? "" : " " + details)
    }
}

extension PrimerError {
    /// Whether the server refused the request for good: a client error other than a timeout
    /// (408) or a rate limit (429); asking again cannot change the answer.
    var refusesForGood: Bool {
        if case .serverError(let status, _, _, _) = self { (400..<500).contains(status) && status != 408 && status != 429 } else { false }
    }

    /// Whether the server refused the request, unauthorized (401) or for good: its answer says
    /// nothing of the payment, and asking again gets the same.
    var isRefusal: Bool {
        if case .unauthorized = self { true } else { refusesForGood }
    }
}
