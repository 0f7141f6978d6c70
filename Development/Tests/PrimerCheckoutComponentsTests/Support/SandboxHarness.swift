import CheckoutDemo
import Foundation
import PrimerSandbox
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @_spi(Transport) @_spi(Stores) @testable import PrimerCheckoutComponents

extension SandboxServer {
    var endpointsCalled: [SandboxEndpoint] {
        get async { await requestLog.compactMap(\.endpoint) }
    }

    /// How many requests reached `endpoint`.
    func calls(to endpoint: SandboxEndpoint) async -> Int {
        await endpointsCalled.filter { $0 == endpoint }.count
    }

    /// Waits until a request reached `endpoint`; false if none did within `seconds`.
    func received(_ endpoint: SandboxEndpoint, seconds: Double = 60) async -> Bool {
        await waitUntil(seconds: seconds) { $0.calls(to: endpoint) > 0 }
    }

    /// A checkout of a fresh session, built as a merchant builds it, on `clock`.
    @MainActor
    /// `clientToken` opens an existing session again (a relaunched app); `openPayments` is where
    /// the checkout keeps its payments (a store of its own unless given); `paymentTurns` decides
    /// which of the checkouts on one client session creates a payment first; `transport` sends
    /// its requests.
    func checkout(
        _ customer: any RedirectHandler, settings: PrimerSettings = fastSettings(), clock: any CheckoutClock = SystemClock(),
        session: SandboxSessionOptions = SandboxSessionOptions(), clientToken: String? = nil,
        paymentHandlers: PrimerPaymentHandlers = PrimerPaymentHandlers(),
        openPayments: any OpenPaymentStore = InMemoryOpenPaymentStore(), paymentTurns: any PaymentTurnTaking = PaymentTurns.shared,
        transport: any HTTPTransport = URLSessionTransport()
    ) async throws -> DefaultCheckoutScope {
        var token = clientToken
        if token == nil { token = await makeClientToken(session) }
        return try DefaultCheckoutScope(
            clientToken: token ?? "", settings: settings, redirectHandler: customer,
            paymentHandlers: paymentHandlers, transport: transport,
            timeouts: APITimeouts(), clock: clock, openPayments: openPayments, paymentTurns: paymentTurns)
    }

    /// A checkout whose customer picked the first iDEAL bank, was sent to the bank and stays there.
    @MainActor
    func checkoutWaitingAtTheBank(clock: any CheckoutClock = SystemClock(), customer: SandboxCustomer = SandboxCustomer(.stayAway))
        async throws -> (checkout: DefaultCheckoutScope, scope: any PrimerBankSelectorScope)
    {
        let checkout = try await checkout(customer, clock: clock)
        let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
        scope.selectBank(scope.currentState.banks[0])
        #expect(await first(checkout.route, where: { if case .awaitingBank = $0 { true } else { false } }) != nil)
        return (checkout, scope)
    }
}

/// Direct API calls against a sandbox session, for tests of the sandbox's own guarantees.
struct SandboxAPIDriver {
    let token: ClientToken
    let api = PrimerAPIClient(transport: URLSessionTransport(), checkoutSessionId: "test")
    var pciUrl: URL { token.pciUrl ?? URL(fileURLWithPath: "/") }

    init(_ sandbox: SandboxServer) async throws {
        token = try ClientToken.session(await sandbox.makeClientToken())
    }

    /// A single-use payment method token for an issuer of `type` (none: the scheme's page picks it).
    func tokenize(issuer: String?, type: String = "ADYEN_IDEAL") async throws -> String {
        try await api.tokenize(
            pciUrl: pciUrl, accessToken: token.accessToken,
            configId: "cfg_\(type.lowercased())", paymentMethodType: type, issuer: issuer, locale: "en_US", platform: "IOS")
    }

    func createPayment(_ paymentMethodToken: String, key: String) async throws -> PaymentDTO {
        try await api.createPayment(
            pciUrl: pciUrl, accessToken: token.accessToken, paymentMethodToken: paymentMethodToken, idempotencyKey: key)
    }
}
