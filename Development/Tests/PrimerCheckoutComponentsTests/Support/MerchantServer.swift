import Foundation

@testable import PrimerCheckoutComponents

/// The merchant's server in manual handling: creates and resumes payments with its own calls.
actor MerchantServer {
    private let api = PrimerAPIClient(transport: URLSessionTransport(), checkoutSessionId: "merchant-server")
    private let session: ClientToken
    private var actionToken: ClientToken?
    private var paymentId: String?
    private(set) var calls: [String] = []

    init(clientToken: String) {
        session = (try? ClientToken.session(clientToken))!
    }

    func createPayment(_ token: PaymentMethodToken) async -> ManualPaymentDecision {
        calls.append("create")
        guard let pciUrl = session.pciUrl,
            let payment = try? await api.createPayment(
                pciUrl: pciUrl, accessToken: session.accessToken,
                paymentMethodToken: token.token, idempotencyKey: UUID().uuidString),
            let action = payment.requiredAction
        else { return .fail(message: "create failed") }
        paymentId = payment.id
        actionToken = try? ClientToken.requiredAction(action.clientToken)
        return .continueWithNewClientToken(action.clientToken)
    }

    func resume(_ resumeToken: String) async -> ManualPaymentDecision {
        calls.append("resume")
        guard let pciUrl = session.pciUrl, let actionToken, let paymentId,
            let payment = try? await api.resumePayment(
                pciUrl: pciUrl, accessToken: actionToken.accessToken,
                paymentId: paymentId, resumeToken: resumeToken),
            payment.status == .success
        else { return .fail(message: "resume failed") }
        return .complete(paymentId: paymentId)
    }
}
