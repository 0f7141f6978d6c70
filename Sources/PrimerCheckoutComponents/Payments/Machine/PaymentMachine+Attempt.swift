import Foundation

extension PaymentMachine {
    /// One payment from the tap to its result, or the settling of the record when the session
    /// loads (`method` nil): what it waits for and what it holds.
    struct Attempt: Equatable, Sendable {
        /// How a status asked once is used.
        enum StatusUse: Equatable, Sendable {
            /// Settling the record: a refusal or a payment not finished lets the next step go on.
            case settle
            /// Manual handling, the page expired: not finished stands in the way.
            case askMerchants
            /// Manual handling, the page still open: not finished sends the customer back to it.
            case continuePage
        }

        /// The answer an attempt waits for.
        indirect enum Waiting: Equatable, Sendable {
            case turn, store, token
            case merchantKey(token: String, freshKey: String)
            case save(OpenPayment)
            case creation(OpenPayment, repeated: Bool)
            case status(OpenPayment, paymentId: String?, page: ClientToken, use: StatusUse)
            case resume(OpenPayment, paymentId: String, settling: Bool)
            case bank(BankPage)
            case merchant(OpenPayment)
        }

        /// The customer at the bank's page, and the checks of its status.
        struct BankPage: Equatable, Sendable {
            let payment: OpenPayment
            /// The payment to resume; `nil` in manual handling, where the merchant resumes.
            let paymentId: String?
            let token: ClientToken
            let redirectUrl: URL
            let statusUrl: URL
            var deadline: TimeInterval = 0
            /// Seconds to the deadline when the last check left.
            var remaining: TimeInterval = 0
            var failures = 0
            var customerLeft = false
            /// A hint that came while a check was on its way.
            var hint: RedirectEvent?
            var pausing = false
            var pauses = 0
        }

        let id: Int
        /// The method paid with; `nil` while settling the record at load.
        let method: CheckoutPaymentMethod?
        var issuer: String? = nil
        var continuing = false
        var manual = false
        var waiting = Waiting.turn
        var holdsTurn = false
        /// The customer left: nothing new is asked.
        var stopped = false
        /// The steps of the record still to settle.
        var settling: [PaymentRecord.Step]?
        /// Manual handling: how often the merchant sent the customer to the bank again.
        var redirects = 0

        var paymentMethodType: String { method?.type ?? "" }
    }

    /// Errors after which repeating the same creation cannot succeed. A conflict (409) is not one:
    /// a request with the same key is being, or was, processed, so the payment may exist.
    static func isDefinitive(_ error: PrimerError) -> Bool {
        switch error {
        case .merchantError, .invalidClientToken, .failedToRedirect: true
        case .serverError(409, _, _, _): false
        default: error.isRefusal
        }
    }

    /// The error that ends the checks at the bank, for a refusal asking again cannot change (401,
    /// and any other client error but 408 and 429); nil when the next check may succeed.
    static func finalError(for error: PrimerError, paymentMethodType: String) -> PrimerError? {
        guard error.isRefusal else { return nil }
        guard case .serverError(let status, let errorId, _, let diagnosticsId) = error else { return error }
        return .failedToResumePayment(
            paymentMethodType: paymentMethodType,
            reason: "the payment status check was refused with HTTP \(status)" + (errorId.map { " (\($0))" } ?? ""),
            diagnosticsId: diagnosticsId)
    }

    /// `checkoutOutcome` overrides the status; `PENDING` succeeds only when the session says so,
    /// and otherwise — like a status the SDK does not know — is not final: `paymentPending`.
    func finalResult(_ payment: PaymentDTO, for open: OpenPayment, paymentId answeredId: String?) throws(PrimerError)
        -> PaymentResult
    {
        let paymentMethodType = open.paymentMethodType
        let succeeded: Bool
        switch payment.checkoutOutcome {
        case .complete: succeeded = true
        case .failure: succeeded = false
        case .determineFromPaymentStatus, nil:
            switch payment.status {
            case .success: succeeded = true
            case .failed: succeeded = false
            case .pending, .other:
                if payment.status == .pending, payment.showSuccessCheckoutOnPendingPayment == true, answeredId != nil {
                    succeeded = true
                } else if let paymentId = answeredId {
                    throw .paymentPending(
                        paymentMethodType: paymentMethodType, paymentId: paymentId, status: payment.status.rawValue,
                        issuer: open.issuer, diagnosticsId: PrimerError.newDiagnosticsId())
                } else {
                    succeeded = false
                }
            }
        }
        guard succeeded, let paymentId = answeredId else {
            if payment.paymentFailureReason?.uppercased().contains("CANCEL") == true {
                throw .paymentCancelled(paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
            }
            throw .paymentFailed(
                paymentMethodType: paymentMethodType, paymentId: answeredId, status: payment.status.rawValue,
                reason: payment.paymentFailureReason, diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return PaymentResult(
            paymentId: paymentId, status: PaymentStatus(rawValue: payment.status.rawValue), amount: payment.amount ?? session.amount,
            currencyCode: payment.currencyCode ?? session.currencyCode, paymentMethodType: paymentMethodType)
    }
}

extension PrimerError {
    /// Whether the bank ended the payment (failed or cancelled): it no longer stands in the way.
    var endsAPayment: Bool {
        switch self {
        case .paymentFailed, .paymentCancelled: true
        default: false
        }
    }
}
