import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents

/// docs/RELIABILITY.md, "Lifecycle guarantees" 4–6: cancellation stops everything at once, and
/// polling stops on answers that cannot change. Time is a `ManualClock`: nothing waits for it.
@Suite("Lifecycle: cancellation stops everything")
@MainActor
struct CancellationTests {
    @Test func cancelWhileAtTheBankReturnsToTheBankListAndTheCustomerCanChooseAgain() async throws {
        try await withSandbox { sandbox in
            let clock = ManualClock()
            let customer = SandboxCustomer(.stayAway)
            let (checkout, scope) = try await sandbox.checkoutWaitingAtTheBank(clock: clock, customer: customer)
            #expect(await clock.sleepers(atLeast: 1))
            scope.cancel()

            #expect(scope.currentState.status == .ready)
            #expect(scope.currentState.selectedBank == nil)
            #expect(checkout.currentRoute == .paymentMethod(type: "ADYEN_IDEAL", context: .fromPaymentSelection))
            #expect(checkout.currentState == .ready(totalAmount: 1250, currencyCode: "EUR"))
            #expect(await first(customer.visitUpdates, where: { $0.closes == 1 }) != nil)
            let polls = await sandbox.calls(to: .status)
            clock.advance(by: 600)
            await checkout.workFinished()
            #expect(await sandbox.calls(to: .status) == polls)

            // The customer approves in their banking app meanwhile, then chooses the same bank again:
            // the checkout asks the server about the payment on record first, finds it approved and
            // ends in success with it — no second payment, and no second visit to the bank.
            let payment = try #require(await sandbox.payments.first)
            await sandbox.act(onPaymentReference: payment.reference, .approved)
            scope.selectBank(scope.currentState.banks[0])
            #expect(await first(checkout.route, where: { if case .success = $0 { true } else { false } }) != nil)
            #expect(customer.visits.opened.count == 1)
            guard case .success(let result) = checkout.currentState else { return }
            #expect(result.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
            #expect(await sandbox.calls(to: .createPayment) == 1)
        }
    }

    @Test func cancelWhileTheListLoadsStopsTheFetchAndOpeningAgainLoadsIt() async throws {
        try await withSandbox { sandbox in
            await sandbox.injectFault(.status(503), on: .bankList, .nextCalls(1))
            let clock = ManualClock()
            let checkout = try await sandbox.checkout(SandboxCustomer(.stayAway), clock: clock)
            checkout.start()
            #expect(await first(checkout.route, where: { $0 == .paymentMethodSelection }) != nil)
            try checkout.selectPaymentMethod("ADYEN_IDEAL")
            let scope = try #require(checkout.getPaymentMethodScope(for: "ADYEN_IDEAL") as? any PrimerBankSelectorScope)
            #expect(await clock.sleepers(atLeast: 1))
            #expect(await sandbox.calls(to: .bankList) == 1)
            scope.cancel()
            #expect(await clock.sleepers.wait { $0 == 0 })
            clock.advance(by: 60)
            await checkout.workFinished()
            #expect(await sandbox.calls(to: .bankList) == 1)
            #expect(scope.currentState.status == .loading)

            scope.onBack()
            try checkout.selectPaymentMethod("ADYEN_IDEAL")
            #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
            #expect(await sandbox.calls(to: .bankList) == 2)
        }
    }

    @Test func noRequestAfterCancellingDuringAPollBackOff() async throws {
        try await withSandbox { sandbox in
            await sandbox.injectFault(.status(500), on: .status, .nextCalls(1_000))
            let clock = ManualClock()
            let customer = SandboxCustomer(.stayAway)
            let (checkout, scope) = try await sandbox.checkoutWaitingAtTheBank(clock: clock, customer: customer)
            #expect(await clock.sleepers(atLeast: 1))
            checkout.onDismiss()
            #expect(await first(customer.visitUpdates, where: { $0.closes == 1 }) != nil)
            let polls = await sandbox.calls(to: .status)
            clock.advance(by: 600)
            await checkout.workFinished()
            #expect(await sandbox.calls(to: .status) == polls)
            #expect(scope.currentState.selectedBank != nil)
        }
    }

    @Test(arguments: [
        (401, "unauthorized"), (403, "failed-to-resume-payment"), (404, "failed-to-resume-payment"),
        (410, "failed-to-resume-payment"),
    ])
    func pollingEndsAtOnceOnAnAnswerThatCannotChange(status: Int, errorId: String) async throws {
        try await withSandbox { sandbox in
            await sandbox.injectFault(.status(status), on: .status, .nextCalls(1_000))
            let clock = ManualClock()
            let (checkout, _) = try await sandbox.checkoutWaitingAtTheBank(clock: clock)
            #expect(await first(checkout.route, where: { if case .failure = $0 { true } else { false } }) != nil)
            guard case .failure(let failure) = checkout.currentRoute else { return }
            #expect(failure.error.errorId == errorId)
            #expect(failure.error.debugDescription.contains(status == 401 ? "unauthorized" : "HTTP \(status)"))
            #expect(await sandbox.calls(to: .status) == 1)
            #expect(clock.now == 1_000)
        }
    }

    @Test(arguments: [408, 429])
    func pollingGoesOnAfterATimeoutOrARateLimit(status: Int) async throws {
        try await withSandbox { sandbox in
            await sandbox.injectFault(.status(status), on: .status, .nextCalls(2))
            let checkout = try await sandbox.checkout(SandboxCustomer(.press(.approve)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            guard case .success(let result) = await checkout.settledRoute() else {
                Issue.record("expected success, got \(checkout.currentRoute)")
                return
            }
            #expect(await sandbox.payments.map(\.id) == [result.paymentId])
            #expect(await sandbox.calls(to: .status) >= 3, "asked again after both answers")
        }
    }

    @Test func pollingDeadlineRunsOnTheCheckoutsClock() async throws {
        try await withSandbox { sandbox in
            let clock = ManualClock()
            let (checkout, _) = try await sandbox.checkoutWaitingAtTheBank(clock: clock)
            #expect(await clock.sleepers(atLeast: 1))
            clock.advance(by: 19)
            #expect(await clock.sleepers(atLeast: 1))
            #expect(checkout.currentRoute.isAwaitingBank)
            clock.advance(by: 2)
            #expect(await first(checkout.route, where: { if case .failure = $0 { true } else { false } }) != nil)
            guard case .failure(let failure) = checkout.currentRoute else { return }
            #expect(failure.error.errorId == "payment-timed-out")
            #expect(failure.category == .timedOut)
        }
    }
}

extension CheckoutRoute {
    var isAwaitingBank: Bool {
        if case .awaitingBank = self { true } else { false }
    }
}
