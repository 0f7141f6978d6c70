import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents

/// docs/RELIABILITY.md, "Lifecycle guarantees" 1–3: success and dismissal are final.
@Suite("Lifecycle: terminal states are terminal")
@MainActor
struct TerminalStateTests {
    /// Every request but analytics, which the checkout sends on its own schedule.
    private func paymentRequests(_ sandbox: SandboxServer) async -> [SandboxEndpoint] {
        await sandbox.endpointsCalled.filter { $0 != .analytics }
    }

    private func bankSelector(_ checkout: DefaultCheckoutScope, _ type: String) throws -> any PrimerBankSelectorScope {
        try #require(checkout.getPaymentMethodScope(for: type) as? any PrimerBankSelectorScope)
    }

    @Test func nothingCalledAfterSuccessPaysAgainFetchesOrChangesTheResult() async throws {
        try await withSandbox { sandbox in
            let checkout = try await sandbox.checkout(SandboxCustomer(.press(.approve)))
            let dotpay = try #require(await checkout.readyBankSelector("ADYEN_DOTPAY"))
            dotpay.onBack()
            try checkout.selectPaymentMethod("ADYEN_IDEAL")
            let ideal = try bankSelector(checkout, "ADYEN_IDEAL")
            #expect(await first(ideal.state, where: { $0.status == .ready }) != nil)
            let bank = ideal.currentState.banks[0]
            ideal.selectBank(bank)
            guard case .success(let result) = await checkout.settledRoute() else {
                Issue.record("expected success, got \(checkout.currentRoute)")
                return
            }
            let requests = await paymentRequests(sandbox)

            ideal.submit()
            ideal.selectBank(bank)
            ideal.start()
            ideal.search(query: "ing")
            checkout.start()
            try checkout.selectPaymentMethod("ADYEN_DOTPAY")
            try checkout.selectPaymentMethod("ADYEN_IDEAL")
            checkout.retry()
            checkout.chooseOtherPaymentMethod()
            dotpay.start()
            dotpay.selectBank(dotpay.currentState.banks[0])
            dotpay.submit()
            checkout.onDismiss()

            #expect(checkout.currentState == .success(result))
            #expect(checkout.currentRoute == .success(result))
            #expect(ideal.currentState.status == .selected(bank))
            #expect(dotpay.currentState.selectedBank == nil)
            await checkout.workFinished()
            #expect(await paymentRequests(sandbox) == requests)
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func anotherMethodCannotPayWhileAPaymentIsAtTheBank() async throws {
        try await withSandbox { sandbox in
            let (checkout, ideal) = try await sandbox.checkoutWaitingAtTheBank()
            let dotpay = try bankSelector(checkout, "ADYEN_DOTPAY")
            dotpay.start()
            #expect(await first(dotpay.state, where: { $0.status == .ready }) != nil)
            dotpay.selectBank(dotpay.currentState.banks[0])
            #expect(dotpay.currentState.status == .ready)
            guard case .awaitingBank(let type, _) = checkout.currentRoute else {
                Issue.record("expected the iDEAL payment to stay at the bank, got \(checkout.currentRoute)")
                return
            }
            #expect(type == "ADYEN_IDEAL")
            #expect(await sandbox.payments.count == 1)
            ideal.cancel()
        }
    }

    @Test func aStaleBankSelectorCannotPayOrFetchAfterDismissal() async throws {
        try await withSandbox { sandbox in
            let checkout = try await sandbox.checkout(SandboxCustomer(.press(.approve)))
            let ideal = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            let dotpay = try bankSelector(checkout, "ADYEN_DOTPAY")
            checkout.onDismiss()
            let requests = await paymentRequests(sandbox)

            ideal.selectBank(ideal.currentState.banks[0])
            ideal.submit()
            dotpay.start()
            ideal.onBack()
            try checkout.selectPaymentMethod("ADYEN_IDEAL")
            checkout.start()

            #expect(ideal.currentState.selectedBank == nil)
            #expect(dotpay.currentState.status == .loading)
            #expect(checkout.currentState == .dismissed)
            #expect(checkout.currentRoute == .dismissed)
            await checkout.workFinished()
            #expect(await paymentRequests(sandbox) == requests)
            #expect(await !sandbox.endpointsCalled.contains(.tokenize))
            #expect(await sandbox.payments.isEmpty)
        }
    }

    @Test func everyStreamEndsAfterDeliveringSuccessWhileTheCheckoutIsStillHeld() async throws {
        try await withSandbox { sandbox in
            let checkout = try await sandbox.checkout(SandboxCustomer(.press(.approve)))
            let ideal = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            let dotpay = try bankSelector(checkout, "ADYEN_DOTPAY")
            let states = Task { [stream = checkout.state] in await collect(stream, count: .max) }
            let routes = Task { [stream = checkout.route] in await collect(stream, count: .max) }
            let idealStates = Task { [stream = ideal.state] in await collect(stream, count: .max) }
            let dotpayStates = Task { [stream = dotpay.state] in await collect(stream, count: .max) }
            ideal.selectBank(ideal.currentState.banks[0])

            let stateValues = await states.value
            guard case .success(let result) = stateValues.last else {
                Issue.record("the state stream did not end with success: \(stateValues)")
                return
            }
            #expect(await routes.value.last == .success(result))
            #expect(await idealStates.value.last?.status == .selected(ideal.currentState.banks[0]))
            // The bank selector that never opened: its first state, then the same state closed.
            var closed = BankSelectorState()
            closed.isClosed = true
            #expect(await dotpayStates.value == [BankSelectorState(), closed])
            #expect(await collect(checkout.state, count: .max) == [.success(result)])
            #expect(await collect(ideal.state, count: .max).count == 1)
            withExtendedLifetime(checkout) {}
        }
    }

    @Test func everyStreamEndsAfterDeliveringDismissal() async throws {
        try await withSandbox { sandbox in
            let checkout = try await sandbox.checkout(SandboxCustomer(.stayAway))
            let ideal = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            let states = Task { [stream = checkout.state] in await collect(stream, count: .max) }
            let routes = Task { [stream = checkout.route] in await collect(stream, count: .max) }
            let idealStates = Task { [stream = ideal.state] in await collect(stream, count: .max) }
            ideal.onCancel()
            #expect(await states.value.last == .dismissed)
            #expect(await routes.value.last == .dismissed)
            #expect(await idealStates.value.last?.status == .ready)
            withExtendedLifetime(checkout) {}
        }
    }
}
