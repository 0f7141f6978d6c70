import Foundation
import PrimerSandbox

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Transport) @_spi(Stores) @testable import PrimerCheckoutComponents

/// The merchant's server in manual handling: creates and resumes payments with its own calls, and
/// answers the SDK as `answers` says.
actor MerchantServer {
    /// How the merchant's server answers.
    enum Answers {
        /// Creates the payment, sends the customer to the bank, resumes it.
        case honest
        /// Declines before creating anything ("out of stock").
        case failsCreation(String)
        /// Creates the payment, then declines when the customer comes back from the bank.
        case failsOnReturn(String)
        /// Creates the payment, then hands back the checkout's own client token, which has no redirect.
        case handsBackTheSessionToken
        /// Creates the payment, then sends the customer to the bank again after every return.
        case neverFinishes
    }

    private let api = PrimerAPIClient(transport: URLSessionTransport(), checkoutSessionId: "merchant-server")
    private let clientToken: String
    private let session: ClientToken
    private let answers: Answers
    private var actionClientToken: String?
    private var paymentId: String?
    private(set) var calls: [String] = []

    init(clientToken: String, answers: Answers = .honest) {
        self.clientToken = clientToken
        session = (try? ClientToken.session(clientToken))!
        self.answers = answers
    }

    func createPayment(_ token: PaymentMethodToken) async -> ManualPaymentDecision {
        calls.append("create")
        if case .failsCreation(let message) = answers { return .fail(message: message) }
        guard let pciUrl = session.pciUrl,
            let payment = try? await api.createPayment(
                pciUrl: pciUrl, accessToken: session.accessToken,
                paymentMethodToken: token.token, idempotencyKey: UUID().uuidString),
            let action = payment.requiredAction
        else { return .fail(message: "create failed") }
        paymentId = payment.id
        actionClientToken = action.clientToken
        if case .handsBackTheSessionToken = answers { return .continueWithNewClientToken(clientToken) }
        return .continueWithNewClientToken(action.clientToken)
    }

    func resume(_ resumeToken: String) async -> ManualPaymentDecision {
        calls.append("resume")
        switch answers {
        case .failsOnReturn(let message): return .fail(message: message)
        case .neverFinishes: return .continueWithNewClientToken(actionClientToken ?? "")
        case .honest, .failsCreation, .handsBackTheSessionToken: break
        }
        guard let pciUrl = session.pciUrl, let actionClientToken, let paymentId,
            let actionToken = try? ClientToken.requiredAction(actionClientToken, now: .distantPast),
            let payment = try? await api.resumePayment(
                pciUrl: pciUrl, accessToken: actionToken.accessToken,
                paymentId: paymentId, resumeToken: resumeToken),
            payment.status == .success
        else { return .fail(message: "resume failed") }
        return .complete(paymentId: paymentId)
    }
}

extension SandboxServer {
    /// A checkout in manual handling whose payments a merchant's server answering `answers`
    /// creates and resumes.
    @MainActor
    func manualCheckout(
        _ customer: any RedirectHandler, answers: MerchantServer.Answers = .honest,
        session: SandboxSessionOptions = SandboxSessionOptions(),
        openPayments: any OpenPaymentStore = InMemoryOpenPaymentStore()
    ) async throws -> (DefaultCheckoutScope, MerchantServer) {
        let clientToken = await makeClientToken(session)
        let merchant = MerchantServer(clientToken: clientToken, answers: answers)
        var settings = fastSettings()
        settings.paymentHandling = .manual
        let handlers = PrimerPaymentHandlers(
            didTokenizePaymentMethod: { token in await merchant.createPayment(token) },
            didReceiveResumeToken: { resumeToken in await merchant.resume(resumeToken) })
        let checkout = try DefaultCheckoutScope(
            clientToken: clientToken, settings: settings, redirectHandler: customer, paymentHandlers: handlers,
            openPayments: openPayments)
        return (checkout, merchant)
    }
}
