/// `POST {pciUrl}/payments` request.
struct CreatePaymentRequestDTO: Encodable, Sendable {
    let paymentMethodToken: String
}

/// `POST {pciUrl}/payments/{id}/resume` request.
struct ResumePaymentRequestDTO: Encodable, Sendable {
    let resumeToken: String
}

/// A payment as the create and resume calls return it.
struct PaymentDTO: Decodable, Sendable, Equatable {
    /// `SUCCESS`, `PENDING`, `FAILED`, or a value the SDK does not know yet — read as "not final
    /// yet" (like `PENDING`), never as a decoding failure after the money may have moved.
    enum Status: Decodable, Sendable, Equatable {
        case pending, success, failed
        case other(String)

        init(from decoder: any Decoder) throws {
            switch try decoder.singleValueContainer().decode(String.self) {
            case "PENDING": self = .pending
            case "SUCCESS": self = .success
            case "FAILED": self = .failed
            case let value: self = .other(value)
            }
        }

        var rawValue: String {
            switch self {
            case .pending: "PENDING"
            case .success: "SUCCESS"
            case .failed: "FAILED"
            case .other(let value): value
            }
        }
    }

    enum CheckoutOutcome: String, Decodable, Sendable {
        case complete = "CHECKOUT_COMPLETE"
        case failure = "CHECKOUT_FAILURE"
        case determineFromPaymentStatus = "DETERMINE_FROM_PAYMENT_STATUS"

        /// A value the SDK does not know yet lets the status decide, never a decoding failure
        /// after the money may have moved.
        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer().decode(String.self)
            self = Self(rawValue: value) ?? .determineFromPaymentStatus
        }
    }

    struct RequiredAction: Decodable, Sendable, Equatable {
        /// What the server calls the action (`USE_PRIMER_SDK`); the token's intent decides.
        let name: String?
        let clientToken: String
        let description: String?
    }

    let id: String?
    let paymentId: String?
    let amount: Int?
    let currencyCode: String?
    let orderId: String?
    let status: Status
    let requiredAction: RequiredAction?
    let showSuccessCheckoutOnPendingPayment: Bool?
    let checkoutOutcome: CheckoutOutcome?
    let paymentFailureReason: String?
}
