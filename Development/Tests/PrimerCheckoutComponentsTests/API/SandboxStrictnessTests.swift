import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Transport) @testable import PrimerCheckoutComponents

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Sandbox strictness")
@MainActor
struct SandboxStrictnessTests {
    private func bankListRequest(_ base: URL, accessToken: String, headers: [String: String]) -> PrimerHTTPRequest {
        PrimerHTTPRequest(
            method: "POST", url: base.appendingPathComponent("adyen/checkout"), headers: headers,
            body: Data(
                #"{"paymentMethodConfigId":"cfg_adyen_ideal","command":"FETCH_BANK_ISSUERS","parameters":{"paymentMethod":"ideal"}}"#.utf8),
            timeout: 5)
    }

    private func validHeaders(_ accessToken: String) -> [String: String] {
        [
            "Content-Type": "application/json", "Primer-SDK-Version": "1", "Primer-SDK-Client": "test",
            "Primer-SDK-Checkout-Session-ID": "s", "X-Request-ID": "r", "Primer-Client-Token": accessToken,
        ]
    }

    private func errorId(_ response: PrimerHTTPResponse) -> String? {
        (try? ErrorBodyDTO(JSONObject(data: response.body)))?.errorId
    }

    @Test func rejectsMissingOrWrongHeadersWithTheErrorShape() async throws {
        try await withSandbox { sandbox in
            let base = await sandbox.baseURL
            let token = try ClientToken.session(await sandbox.makeClientToken())
            let transport = URLSessionTransport()
            let ok = try await transport.send(
                bankListRequest(base, accessToken: token.accessToken, headers: validHeaders(token.accessToken)))
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
            let driver = try await SandboxAPIDriver(sandbox)
            let instrument = try await driver.tokenize(issuer: "INGBNL2A")
            let first = try await driver.createPayment(instrument, key: "k1")
            let second = try await driver.createPayment(instrument, key: "k1")
            #expect(first.id == second.id)
            await #expect(throws: PrimerError.self) {
                _ = try await driver.createPayment(instrument, key: "k2")
            }
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func offlineIssuerCannotBeTokenized() async throws {
        try await withSandbox { sandbox in
            let driver = try await SandboxAPIDriver(sandbox)
            await #expect(throws: PrimerError.self) {
                _ = try await driver.tokenize(issuer: "HANDNL2A")
            }
        }
    }
}

@Suite("Sandbox fixtures and faults")
@MainActor
struct SandboxFixtureTests {
    @Test func fixturesMatchTheDocumentedLists() {
        #expect(SandboxFixtures.banks(for: "ideal").count == 18)
        #expect(SandboxFixtures.banks(for: "dotpay").filter(\.disabled).map(\.name) == ["EnveloBank", "Pay Way Toyota Bank", "SkyCash"])
        #expect(SandboxFixtures.banks(for: "dotpay").contains { $0.name == "Płacę z ING." })
        #expect(SandboxFixtures.banks(for: "onlineBanking_PL").first { $0.id == "153" }?.name == "VeloBank")
        #expect(SandboxFixtures.banks(for: "unknown").isEmpty)
    }

    @Test func longGeneratedListReachesTheBankSelector() async throws {
        try await withSandbox { sandbox in
            let token = await sandbox.makeClientToken(SandboxSessionOptions(paymentMethods: ["ADYEN_IDEAL"], generatedBankCount: 10_000))
            let checkout = try DefaultCheckoutScope(
                clientToken: token, settings: fastSettings(), redirectHandler: SandboxCustomer(.stayAway))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            #expect(scope.currentState.banks.count == 10_000 + SandboxFixtures.OutcomeIssuer.allCases.count)
            scope.search(query: "raiffeisen noord 9999")
            #expect(scope.currentState.filteredBanks.map(\.id) == ["GEN9999"])
        }
    }

    @Test func malformedBankListIsALoadErrorNotACrash() async throws {
        try await withSandbox { sandbox in
            await sandbox.injectFault(.malformedBody, on: .bankList, .nextCalls(1))
            let token = await sandbox.makeClientToken(SandboxSessionOptions(paymentMethods: ["ADYEN_IDEAL"]))
            let checkout = try DefaultCheckoutScope(
                clientToken: token, settings: fastSettings(), redirectHandler: SandboxCustomer(.stayAway))
            checkout.start()
            #expect(await first(checkout.route, where: { if case .failure = $0 { true } else { false } }) != nil)
            guard case .failure(let failure) = checkout.currentRoute else { return }
            #expect(failure.error.errorId == "decoding-failed")
            #expect(failure.kind == .loadFailure)
        }
    }

    @Test func truncatedBodyIsRetriedAsATransportError() async throws {
        try await withSandbox { sandbox in
            await sandbox.injectFault(.truncatedBody, on: .bankList, .nextCalls(1))
            let token = await sandbox.makeClientToken(SandboxSessionOptions(paymentMethods: ["ADYEN_IDEAL"]))
            let checkout = try DefaultCheckoutScope(
                clientToken: token, settings: fastSettings(), redirectHandler: SandboxCustomer(.stayAway))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            #expect(!scope.currentState.banks.isEmpty)
            #expect(await sandbox.endpointsCalled.filter { $0 == .bankList }.count == 2)
        }
    }

    @Test func seededProbabilityFaultsRepeat() async throws {
        func pattern() async throws -> [Int] {
            var statuses: [Int] = []
            try await withSandbox { sandbox in
                await sandbox.injectFault(.status(500), on: .logo, .probability(0.5, seed: 42))
                let base = await sandbox.baseURL
                for index in 0..<12 {
                    let response = try await URLSessionTransport().send(
                        PrimerHTTPRequest(method: "GET", url: base.appendingPathComponent("logos/\(index).png"), timeout: 5))
                    statuses.append(response.statusCode)
                }
            }
            return statuses
        }
        let first = try await pattern()
        #expect(first == (try await pattern()))
        #expect(first.contains(500) && first.contains(200))
    }
}
