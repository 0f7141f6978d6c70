import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@testable import PrimerCheckoutComponents

@Suite("Redirect payments against the sandbox")
@MainActor
struct RedirectPaymentEndToEndTests {

    @Test func idealApproveSucceedsWithTheSandboxPayment() async throws {
        try await withSandbox { sandbox in
            let customer = SandboxCustomer(.press(.approve))
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: fastSettings(),
                redirectHandler: customer)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.search(query: "rabo")
            scope.selectBank(try #require(scope.currentState.filteredBanks.first))
            guard case .success(let result) = await checkout.settledRoute() else {
                Issue.record("expected success, got \(checkout.currentRoute)")
                return
            }
            let payment = try #require(await sandbox.payments.first)
            #expect(await sandbox.payments.count == 1)
            #expect(
                result
                    == PaymentResult(
                        paymentId: payment.id, status: "SUCCESS", amount: 1250, currencyCode: "EUR",
                        paymentMethodType: "ADYEN_IDEAL"))
            #expect(payment.issuer == "RABONL2U")
            #expect(payment.outcome == .approved)
            #expect(checkout.currentState == .success(result))
            #expect(customer.visits.opened.count == 1)
            #expect(customer.visits.closes == 1)
        }
    }

    @Test func routeShowsWaitingForTheBankWithTheRedirectURL() async throws {
        try await withSandbox { sandbox in
            let (checkout, _) = try await sandbox.checkoutWaitingAtTheBank()
            guard case .awaitingBank(let type, let url) = checkout.currentRoute else { return }
            let payment = try #require(await sandbox.payments.first)
            #expect(type == "ADYEN_IDEAL")
            #expect(url.path == "/bank/\(payment.reference)")
            checkout.onDismiss()
        }
    }

    @Test func dotpayDeclineFailsWithTheDeclinedPayment() async throws {
        try await withSandbox { sandbox in
            let token = await sandbox.makeClientToken(
                SandboxSessionOptions(
                    amount: 4999, currencyCode: "PLN", countryCode: "PL",
                    paymentMethods: ["ADYEN_DOTPAY"]))
            let checkout = try DefaultCheckoutScope(
                clientToken: token, settings: fastSettings(), redirectHandler: SandboxCustomer(.press(.decline)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_DOTPAY"))
            scope.search(query: "spoldzielcze")
            scope.selectBank(try #require(scope.currentState.filteredBanks.first))
            guard case .failure(let failure) = await checkout.settledRoute() else {
                Issue.record("expected failure, got \(checkout.currentRoute)")
                return
            }
            let payment = try #require(await sandbox.payments.first)
            #expect(failure.kind == .paymentFailure)
            #expect(failure.error.errorId == "payment-failed")
            #expect(
                failure.error
                    == .paymentFailed(
                        paymentMethodType: "ADYEN_DOTPAY", paymentId: payment.id, status: "FAILED",
                        reason: "DECLINED", diagnosticsId: failure.error.diagnosticsId))
            #expect(payment.issuer == "74")
            #expect(payment.amount == 4999)
        }
    }

    @Test func cancelOnTheBankPageReturnsToTheBankList() async throws {
        try await withSandbox { sandbox in
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: fastSettings(),
                redirectHandler: SandboxCustomer(.press(.cancel)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            let list = CheckoutRoute.paymentMethod(type: "ADYEN_IDEAL", context: .fromPaymentSelection)
            #expect(await first(checkout.route, where: { $0 == list }) != nil)
            #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
            #expect(scope.currentState.selectedBank == nil)
            #expect(await sandbox.payments.first?.outcome == .cancelled)
        }
    }

    @Test func customerAbandoningTheBrowserReturnsToTheBankList() async throws {
        try await withSandbox { sandbox in
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: fastSettings(),
                redirectHandler: SandboxCustomer(.abandon))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
            #expect(checkout.currentRoute == .paymentMethod(type: "ADYEN_IDEAL", context: .fromPaymentSelection))
        }
    }

    @Test func outcomeIssuersDecideByThemselves() async throws {
        try await withSandbox { sandbox in
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: fastSettings(),
                redirectHandler: SandboxCustomer(.stayAway))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.search(query: "test issuer refused")
            scope.selectBank(try #require(scope.currentState.filteredBanks.first))
            guard case .failure(let failure) = await checkout.settledRoute() else {
                Issue.record("expected failure, got \(checkout.currentRoute)")
                return
            }
            #expect(failure.error.errorId == "payment-failed")
        }
    }

    @Test func pendingPaymentTimesOutWithAClearMessage() async throws {
        try await withSandbox { sandbox in
            let clock = ManualClock()
            let checkout = try await sandbox.checkout(SandboxCustomer(.stayAway), clock: clock)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.search(query: "Test Issuer Pending")
            scope.selectBank(try #require(scope.currentState.filteredBanks.first))
            #expect(await clock.sleepers(atLeast: 1))
            clock.advance(by: 20)
            guard case .failure(let failure) = await checkout.settledRoute() else {
                Issue.record("expected failure, got \(checkout.currentRoute)")
                return
            }
            #expect(failure.error.errorId == "payment-timed-out")
            #expect(failure.error.localizedDescription.contains("did not confirm the ADYEN_IDEAL payment within 20 s."))
            #expect(failure.category == .timedOut)
            let polls = await sandbox.calls(to: .status)
            #expect(polls >= 1)
            #expect(await sandbox.endpointsCalled.contains(.resume) == false)
        }
    }

    @Test func returningCustomerIsPolledAtOnce() async throws {
        try await withSandbox { sandbox in
            var settings = fastSettings()
            settings.redirectPolling.interval = 30
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: settings,
                redirectHandler: SandboxCustomer(.press(.approve)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            guard case .success = await checkout.settledRoute() else {
                Issue.record("expected success without waiting 30 s, got \(checkout.currentRoute)")
                return
            }
            // One poll when the customer leaves, at most one more when they come back: never a 30 s wait.
            #expect((1...2).contains(await sandbox.endpointsCalled.filter { $0 == .status }.count))
        }
    }
}
