import Hummingbird

/// A payment as creation and resume answer it.
struct PaymentBody: ResponseCodable, Sendable {
    struct RequiredAction: Codable, Sendable {
        let name: String
        let clientToken: String
        let description: String
    }

    let id: String
    let paymentId: String
    let amount: Int
    let currencyCode: String
    let orderId: String
    let status: String
    let showSuccessCheckoutOnPendingPayment: Bool
    var requiredAction: RequiredAction?
    var paymentFailureReason: String?
}
