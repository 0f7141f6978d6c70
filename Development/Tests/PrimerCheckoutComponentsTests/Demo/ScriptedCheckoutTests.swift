import CheckoutTestSupport
import Foundation
import PrimerCheckoutComponents
import PrimerSandbox
import SandboxTestSupport
import Testing

@testable import CheckoutDemo

@Suite("checkout-demo scripted mode")
@MainActor
struct ScriptedCheckoutTests {
    private func run(_ request: ScriptedCheckout.Request, sandbox: SandboxServer) async -> (ScriptedOutput, Int32) {
        var request = request
        request.settings = fastSettings(request.settings, timeout: request.settings.redirectPolling.timeout)
        return await ScriptedCheckout(request: request, clientToken: await sandbox.makeClientToken()).run()
    }

    @Test func searchOnlyStopsAtTheListWithoutAPayment() async throws {
        try await withSandbox { sandbox in
            let (output, exit) = await run(.init(method: "ADYEN_DOTPAY", query: "spol"), sandbox: sandbox)
            #expect(exit == 0)
            #expect(output.state == "ready")
            #expect(output.results?.map(\.name) == ["Bank Spółdzielczy w Brodnicy", "Banki Spółdzielcze"])
            #expect(await sandbox.payments.isEmpty)
        }
    }

    @Test func pickApprovesAndReportsThePayment() async throws {
        try await withSandbox { sandbox in
            let (output, exit) = await run(.init(method: "ADYEN_DOTPAY", query: "spol", pick: 2, outcome: .approve), sandbox: sandbox)
            let payment = try #require(await sandbox.payments.first)
            #expect(exit == 0)
            #expect(output.state == "success")
            #expect(output.bank == .init(id: "74", name: "Banki Spółdzielcze"))
            #expect(output.paymentId == payment.id)
            #expect(output.amount == 1250)
            #expect(output.currencyCode == "EUR")
        }
    }

    @Test func continuingOnTheSchemePagePaysWithTheBankTheCustomerPicksThere() async throws {
        try await withSandbox { sandbox in
            let token = await sandbox.makeClientToken(SandboxSessionOptions(emptyBankListMethods: ["ADYEN_IDEAL"]))
            let request = ScriptedCheckout.Request(method: "ADYEN_IDEAL", settings: fastSettings(), continuesToScheme: true)
            let (output, exit) = await ScriptedCheckout(request: request, clientToken: token).run()
            #expect(exit == 0)
            #expect(output.schemePage == true)
            #expect(output.state == "success")
            #expect(output.bank == nil)
            #expect(await sandbox.payments.map(\.issuer) == [SandboxBankPage.defaultSchemeBank])
            #expect(output.paymentId == (await sandbox.payments.first?.id))
        }
    }

    @Test func declineIsAFailureNamingTheDeclinedPayment() async throws {
        try await withSandbox { sandbox in
            let (output, exit) = await run(.init(method: "ADYEN_IDEAL", bankId: "INGBNL2A", outcome: .decline), sandbox: sandbox)
            let payment = try #require(await sandbox.payments.first)
            #expect(exit == 2)
            #expect(output.state == "failure")
            #expect(output.error?.errorId == "payment-failed")
            #expect(output.paymentId == payment.id)
        }
    }

    @Test func cancelReturnsToTheListWithNoPaymentTaken() async throws {
        try await withSandbox { sandbox in
            let (output, exit) = await run(.init(method: "ADYEN_IDEAL", bankId: "RABONL2U", outcome: .cancel), sandbox: sandbox)
            #expect(exit == ScriptedCheckout.exitCancelled, "a script that checks $? must not read a cancel as paid")
            #expect(exit == 3)
            #expect(output.state == "ready")
            #expect(output.error?.errorId == "payment-cancelled")
            #expect(await sandbox.payments.first?.outcome == .cancelled)
        }
    }

    @Test func pendingTimesOutNamingThePaymentLeftAtTheBank() async throws {
        try await withSandbox { sandbox in
            var settings = PrimerSettings()
            settings.redirectPolling.timeout = 0.3
            let (output, exit) = await run(
                .init(method: "ADYEN_IDEAL", bankId: "INGBNL2A", outcome: .pending, settings: settings),
                sandbox: sandbox)
            let payment = try #require(await sandbox.payments.first)
            #expect(exit == 2)
            #expect(output.error?.errorId == "payment-timed-out")
            #expect(output.paymentId == payment.id)
        }
    }

    @Test func disabledPickIsAUsageErrorAndCreatesNoPayment() async throws {
        try await withSandbox { sandbox in
            let (output, exit) = await run(.init(method: "ADYEN_DOTPAY", query: "skycash", pick: 1), sandbox: sandbox)
            #expect(exit == 64)
            #expect(output.error?.errorId == "invalid-value")
            #expect(await sandbox.payments.isEmpty)
            #expect(await sandbox.endpointsCalled.contains(.tokenize) == false)
        }
    }

    @Test func pickingFromAnEmptyResultSaysNothingWasFound() async throws {
        try await withSandbox { sandbox in
            let (output, exit) = await run(.init(method: "ADYEN_IDEAL", query: "zzzzqqq", pick: 1), sandbox: sandbox)
            #expect(exit == 64)
            #expect(output.results == [])
            #expect(output.error?.description.contains("no bank was found for \"zzzzqqq\"") == true, "\(String(describing: output.error))")
            #expect(output.error?.description.contains("from 1 to 0") == false)
            #expect(await sandbox.payments.isEmpty)
        }
    }

    @Test func usageErrorsNameTheProblem() async throws {
        try await withSandbox { sandbox in
            let outOfRange = await run(.init(method: "ADYEN_IDEAL", query: "ing", pick: 99), sandbox: sandbox)
            #expect(outOfRange.1 == 64)
            #expect(outOfRange.0.error?.description.contains("from 1 to") == true)
            let unknownBank = await run(.init(method: "ADYEN_IDEAL", bankId: "NOPE"), sandbox: sandbox)
            #expect(unknownBank.1 == 64)
            let unknownMethod = await run(.init(method: "PAYPAL"), sandbox: sandbox)
            #expect(unknownMethod.1 == 64)
            #expect(unknownMethod.0.error?.errorId == "unsupported-payment-method-type")
            #expect(await sandbox.payments.isEmpty)
        }
    }
}
