import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import PrimerCheckoutComponents
import PrimerSandbox

@Suite("Sandbox strictness")
@MainActor
struct SandboxStrictnessTests {
    private func bankListRequest(_ base: URL, accessToken: String, headers: [String: String]) -> HTTPRequest {
        HTTPRequest(method: "POST", url: base.appendingPathComponent("adyen/checkout"), headers: headers,
                    body: Data(#"{"paymentMethodConfigId":"cfg_adyen_ideal","command":"FETCH_BANK_ISSUERS","parameters":{"paymentMethod":"ideal"}}"#.utf8),
                    timeout: 5)
    }

    private func validHeaders(_ accessToken: String) -> [String: String] {
        ["Content-Type": "application/json", "Primer-SDK-Version": "1", "Primer-SDK-Client": "test",
         "Primer-SDK-Checkout-Session-ID": "s", "X-Request-ID": "r", "Primer-Client-Token": accessToken]
    }

    private func errorId(_ response: HTTPResponse) -> String? {
        (try? JSONDecoder().decode(ErrorBodyDTO.self, from: response.body))?.error.errorId
    }

    @Test func rejectsMissingOrWrongHeadersWithTheErrorShape() async throws {
        try await withSandbox { sandbox in
            let base = await sandbox.baseURL
            let token = try ClientToken.session(await sandbox.makeClientToken())
            let transport = URLSessionTransport()
            let ok = try await transport.send(bankListRequest(base, accessToken: token.accessToken, headers: validHeaders(token.accessToken)))
            #expect(ok.statusCode == 200)

            var missing = validHeaders(token.accessToken)
            missing["X-Request-ID"] = nil
            let noRequestId = try await transport.send(bankListRequest(base, accessToken: token.accessToken, headers: missing))
            #expect(noRequestId.statusCode == 400)
            #expect(errorId(noRequestId) == "missing-header")

            var versioned = validHeaders(token.accessToken)
            versioned["X-Api-Version"] = "2.4"
            let withVersion = try await transport.send(bankListRequest(base, accessToken: token.accessToken, headers: versioned))
            #expect(withVersion.statusCode == 400)
            #expect(errorId(withVersion) == "unexpected-api-version")

            let unknown = try await transport.send(bankListRequest(base, accessToken: "nope", headers: validHeaders("nope")))
            #expect(unknown.statusCode == 401)
            #expect(PrimerAPIClient.error(for: unknown) == .unauthorized(diagnosticsId: PrimerAPIClient.error(for: unknown).diagnosticsId))

            var malformed = bankListRequest(base, accessToken: token.accessToken, headers: validHeaders(token.accessToken))
            malformed.body = Data("{".utf8)
            let badBody = try await transport.send(malformed)
            #expect(badBody.statusCode == 400)
            #expect(errorId(badBody) == "invalid-body")
        }
    }

    @Test func sameIdempotencyKeyNeverMakesASecondPayment() async throws {
        try await withSandbox { sandbox in
            let token = try ClientToken.session(await sandbox.makeClientToken())
            let api = PrimerAPIClient(transport: URLSessionTransport(), checkoutSessionId: "s")
            let pci = try #require(token.pciUrl)
            let instrument = try await api.tokenize(pciUrl: pci, accessToken: token.accessToken, request: TokenizationRequestDTO(
                paymentInstrument: .init(paymentMethodConfigId: "cfg_adyen_ideal", paymentMethodType: "ADYEN_IDEAL",
                                         sessionInfo: .init(issuer: "INGBNL2A", locale: "en_US", platform: "IOS"))))
            let first = try await api.createPayment(pciUrl: pci, accessToken: token.accessToken, paymentMethodToken: instrument.token, idempotencyKey: "k1")
            let second = try await api.createPayment(pciUrl: pci, accessToken: token.accessToken, paymentMethodToken: instrument.token, idempotencyKey: "k1")
            #expect(first.id == second.id)
            await #expect(throws: PrimerError.self) {
                _ = try await api.createPayment(pciUrl: pci, accessToken: token.accessToken, paymentMethodToken: instrument.token, idempotencyKey: "k2")
            }
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func offlineIssuerCannotBeTokenized() async throws {
        try await withSandbox { sandbox in
            let token = try ClientToken.session(await sandbox.makeClientToken())
            let api = PrimerAPIClient(transport: URLSessionTransport(), checkoutSessionId: "s")
            await #expect(throws: PrimerError.self) {
                _ = try await api.tokenize(pciUrl: token.pciUrl!, accessToken: token.accessToken, request: TokenizationRequestDTO(
                    paymentInstrument: .init(paymentMethodConfigId: "cfg_adyen_ideal", paymentMethodType: "ADYEN_IDEAL",
                                             sessionInfo: .init(issuer: "HANDNL2A", locale: "en_US", platform: "IOS"))))
            }
        }
    }
}
