#if canImport(Subprocess)
import CheckoutDemo
@_spi(Renderer) @testable import CheckoutTestSupport
import SandboxTestSupport
import Foundation
import Testing
@testable import PrimerCheckoutComponents
import PrimerSandbox

/// Tokens are credentials: they travel only in the `Primer-Client-Token` header.
@Suite("Token hygiene")
@MainActor
struct TokenLeakTests {
    private static let demoBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("checkout-demo")

    @Test func fullPaymentOutputErrorsAndAnalyticsNeverContainTheTokens() async throws {
        try await withSandbox { sandbox in
            let jwt = await sandbox.makeClientToken(SandboxSessionOptions(paymentMethods: ["ADYEN_IDEAL"]))
            let accessToken = try ClientToken.session(jwt).accessToken
            let output = try await ChildProcess.run(
                Self.demoBinary.path,
                [
                    "--json", "--client-token", jwt, "--method", "ADYEN_IDEAL", "--bank-id", "TEST_ISSUER_APPROVED",
                ]
            ).output
            #expect(output.contains("\"state\":\"success\""), "\(output)")

            let declined = try DefaultCheckoutScope(clientToken: jwt, settings: fastSettings(), redirectHandler: SandboxCustomer(.stayAway))
            let scope = try #require(await declined.readyBankSelector("ADYEN_IDEAL"))
            scope.search(query: "refused")
            scope.selectBank(try #require(scope.currentState.filteredBanks.first))
            guard case .failure(let failure) = await declined.settledRoute() else {
                Issue.record("expected a failure")
                return
            }
            #expect(await sandbox.waitUntil { $0.analyticsEvents.count >= 5 })
            let events = await sandbox.analyticsEvents
            let actionTokens = await sandbox.payments.count
            #expect(actionTokens == 2)
            let everything = [
                output, failure.error.localizedDescription, failure.error.debugDescription,
                String(describing: events), String(describing: declined.currentRoute),
            ].joined(separator: "\n")
            #expect(!everything.contains(jwt))
            #expect(!everything.contains(accessToken))
            #expect(!everything.contains("sbx_act_"), "no required-action access token either")
            // The bank page's address is a capability of the payment: analytics carry its origin only.
            #expect(!everything.contains("/bank/ref_"), "no bank page address")
            let origin = RedirectURLPolicy.origin(of: await sandbox.baseURL)
            #expect(events.contains { $0["redirectDestinationUrl"] == origin })
            let bodies = await sandbox.requestLog.map { String(decoding: $0.body, as: UTF8.self) }.joined()
            #expect(!bodies.contains(accessToken), "tokens travel in headers only")
        }
    }
}
#endif
