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
    enum Status: String, Decodable, Sendable {
        case pending = "PENDING", success = "SUCCESS", failed = "FAILED"
    }

    enum CheckoutOutcome: String, Decodable, Sendable {
        case complete = "CHECKOUT_COMPLETE"
        case failure = "CHECKOUT_FAILURE"
        case determineFromPaymentStatus = "DETERMINE_FROM_PAYMENT_STATUS"
    }

    struct RequiredAction: Decodable, Sendable, Equatable {
        let name: String
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
