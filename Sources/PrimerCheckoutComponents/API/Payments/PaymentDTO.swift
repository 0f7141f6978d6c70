/// A payment as the create and resume calls return it.
struct PaymentDTO: Sendable, Equatable {
    /// `SUCCESS`, `PENDING`, `FAILED`, or a value the SDK does not know yet — read as "not final
    /// yet" (like `PENDING`), never as a decoding failure after the money may have moved.
    enum Status: Sendable, Equatable {
        case pending, success, failed
        case other(String)

        init(_ value: String) {
            switch value {
            case "PENDING": self = .pending
            case "SUCCESS": self = .success
            case "FAILED": self = .failed
            default: self = .other(value)
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

    enum CheckoutOutcome: String, Sendable {
        case complete = "CHECKOUT_COMPLETE"
        case failure = "CHECKOUT_FAILURE"
        case determineFromPaymentStatus = "DETERMINE_FROM_PAYMENT_STATUS"
    }

    struct RequiredAction: Sendable, Equatable {
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

extension PaymentDTO {
    init(_ json: JSONObject) throws(JSONReadingError) {
        id = try json.optional("id", \.string)
        paymentId = try json.optional("paymentId", \.string)
        amount = try json.optional("amount", \.int)
        currencyCode = try json.optional("currencyCode", \.string)
        orderId = try json.optional("orderId", \.string)
        status = Status(try json.required("status", \.string))
        requiredAction = try json.object("requiredAction").map { (action) throws(JSONReadingError) in
            RequiredAction(
                name: try action.optional("name", \.string), clientToken: try action.required("clientToken", \.string),
                description: try action.optional("description", \.string))
        }
        showSuccessCheckoutOnPendingPayment = try json.optional("showSuccessCheckoutOnPendingPayment", \.bool)
        // A value the SDK does not know yet lets the status decide, never a decoding failure after
        // the money may have moved.
        checkoutOutcome = try json.optional("checkoutOutcome", \.string).map {
            CheckoutOutcome(rawValue: $0) ?? .determineFromPaymentStatus
        }
        paymentFailureReason = try json.optional("paymentFailureReason", \.string)
    }
}
