import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @_spi(Transport) @_spi(Stores) @testable import PrimerCheckoutComponents

/// docs/RELIABILITY.md, "Ask before paying again": a customer who comes back from the bank without
/// an answer and chooses again is told, in their language, that the first payment is not confirmed
/// yet, and decides — continue it, or pay another way — while the merchant hears of every payment
/// left open. Over the sandbox, through the public API.
@Suite("The customer decides about a payment not confirmed yet")
@MainActor
struct OpenPaymentChoiceTests {
    /// What the merchant's hooks were told: payments created, and payments left open with why.
    private final class Merchant: Sendable {
        let created = Observed<[String]>([])
        let leftOpen = Observed<[String]>([])
        var handlers: PrimerPaymentHandlers {
            var handlers = PrimerPaymentHandlers()
            handlers.didCreatePayment = { [created] payment in created.update { $0.append(payment.paymentId ?? "?") } }
            handlers.didLeavePaymentOpen = { [leftOpen] payment, reason in
                leftOpen.update { $0.append("\(payment.paymentId ?? "?") \(reason)") }
            }
            return handlers
        }
    }

    /// The customer picked the first iDEAL bank, went to the bank, came back with Back and picked
    /// the second bank: the checkout's screen then, and the first payment.
    private func choosingAgainWhileTheFirstIsOpen(_ sandbox: SandboxServer, merchant: Merchant) async throws -> (
        checkout: DefaultCheckoutScope, scope: any PrimerBankSelectorScope, first: SandboxPayment, firstBank: Bank
    ) {
        let checkout = try await sandbox.checkout(SandboxCustomer(.stayAway), paymentHandlers: merchant.handlers)
        let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
        let firstBank = scope.currentState.banks[0]
        scope.selectBank(firstBank)
        #expect(await first(checkout.route, where: { if case .awaitingBank = $0 { true } else { false } }) != nil)
        scope.cancel()
        scope.selectBank(scope.currentState.banks[1])
        return (checkout, scope, try #require(await sandbox.payments.first), firstBank)
    }

    /// Whether the checkout settled on the not-confirmed screen (recorded as an issue when not).
    private func showsTheNotConfirmedScreen(_ checkout: DefaultCheckoutScope) async -> Bool {
        guard case .failure(let failure) = await checkout.settledRoute(), failure.category == .notConfirmed else {
            Issue.record("expected the not-confirmed screen, got \(checkout.currentRoute)")
            return false
        }
        return true
    }

    /// The not-confirmed screen the checkout shows, in English (recorded as an issue when it shows another).
    private func notConfirmedScreen(_ checkout: DefaultCheckoutScope) -> CheckoutScreenModel.FailureScreen? {
        guard case .failure(let screen) = CheckoutScreenModel(checkout: checkout, strings: CheckoutComponentsStrings()),
            screen.title == "Payment not confirmed yet"
        else {
            Issue.record("expected the not-confirmed screen model, got \(checkout.currentRoute)")
            return nil
        }
        return screen
    }

    @Test func choosingAnotherBankWhileAPaymentIsOpenAsksTheCustomerNamingTheBank() async throws {
        try await withSandbox { sandbox in
            let merchant = Merchant()
            let (checkout, _, payment, firstBank) = try await choosingAgainWhileTheFirstIsOpen(sandbox, merchant: merchant)
            guard case .failure(let failure) = await checkout.settledRoute() else {
                Issue.record("expected the not-confirmed screen, got \(checkout.currentRoute)")
                return
            }
            #expect(failure.category == .notConfirmed)
            guard case .paymentPending(_, let paymentId, _, let issuer, _) = failure.error else {
                Issue.record("expected paymentPending, got \(failure.error)")
                return
            }
            #expect(paymentId == payment.id && issuer == firstBank.id)
            guard let screen = notConfirmedScreen(checkout) else { return }
            #expect(
                screen.message
                    == "Your payment with \(firstBank.name) is not confirmed yet. If you approved it, continue it to finish. If you did not, you can pay another way."
            )
            #expect(screen.retry == "Continue payment" && screen.chooseOther == "Pay another way")
            let elements = CheckoutScreenModel.failure(screen).accessibilityElements
            #expect(elements.map(\.label).contains("Continue payment") && elements.map(\.label).contains("Pay another way"))
            #expect(await sandbox.payments.count == 1, "nothing new was created before the customer decided")
            #expect(merchant.leftOpen.current.isEmpty)
        }
    }

    @Test(arguments: [401, 404, 410])
    func aPaymentWhoseStatusCheckIsRefusedStaysOnRecordAndTheCustomerDecides(refusal: Int) async throws {
        try await withSandbox { sandbox in
            let merchant = Merchant()
            let checkout = try await sandbox.checkout(SandboxCustomer(.stayAway), paymentHandlers: merchant.handlers)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            #expect(await first(checkout.route, where: { if case .awaitingBank = $0 { true } else { false } }) != nil)
            scope.cancel()
            // The server refuses to say where the first payment stands while its bank page is still
            // open: a refusal is no answer, so the payment is not forgotten.
            await sandbox.injectFault(.status(refusal), on: .status, .nextCalls(10_000))
            scope.selectBank(scope.currentState.banks[1])
            guard await showsTheNotConfirmedScreen(checkout) else { return }
            let payment = try #require(await sandbox.payments.first)
            #expect(await sandbox.payments.count == 1, "nothing new was created before the customer decided")

            checkout.chooseOtherPaymentMethod()
            #expect(await merchant.leftOpen.wait { $0 == ["\(payment.id) customerPaidAnotherWay"] })
        }
    }

    @Test func continuingTheOpenPaymentReturnsToTheSameBankPageAndPaysOnce() async throws {
        try await withSandbox { sandbox in
            let merchant = Merchant()
            let (checkout, _, payment, _) = try await choosingAgainWhileTheFirstIsOpen(sandbox, merchant: merchant)
            guard await showsTheNotConfirmedScreen(checkout) else { return }
            let route = checkout.route
            checkout.retry()
            guard case .awaitingBank(_, let redirectUrl) = await first(route, where: { if case .awaitingBank = $0 { true } else { false } })
            else {
                Issue.record("expected the bank page again")
                return
            }
            #expect(redirectUrl.absoluteString.contains(payment.reference), "the same payment's page")
            await sandbox.act(onPaymentReference: payment.reference, .approved)
            guard case .success(let result) = await checkout.settledRoute() else {
                Issue.record("expected success, got \(checkout.currentRoute)")
                return
            }
            #expect(result.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
            #expect(merchant.created.current == [payment.id])
        }
    }

    @Test func payingAnotherWayLeavesTheFirstPaymentOpenAndTellsTheMerchantOfBoth() async throws {
        try await withSandbox { sandbox in
            let merchant = Merchant()
            let (checkout, _, payment, _) = try await choosingAgainWhileTheFirstIsOpen(sandbox, merchant: merchant)
            guard await showsTheNotConfirmedScreen(checkout) else { return }
            checkout.chooseOtherPaymentMethod()
            #expect(checkout.currentRoute == .paymentMethodSelection)
            #expect(await merchant.leftOpen.wait { $0 == ["\(payment.id) customerPaidAnotherWay"] })

            try checkout.selectPaymentMethod("ADYEN_DOTPAY")
            let dotpay = try #require(checkout.getPaymentMethodScope(for: "ADYEN_DOTPAY") as? any PrimerBankSelectorScope)
            #expect(await first(dotpay.state, where: { $0.status == .ready }) != nil)
            dotpay.selectBank(dotpay.currentState.banks[0])
            #expect(await first(checkout.route, where: { if case .awaitingBank = $0 { true } else { false } }) != nil)
            let payments = await sandbox.payments
            #expect(payments.count == 2, "the customer chose to pay another way")
            let second = try #require(payments.last)
            await sandbox.act(onPaymentReference: second.reference, .approved)
            guard case .success(let result) = await checkout.settledRoute() else {
                Issue.record("expected success, got \(checkout.currentRoute)")
                return
            }
            #expect(result.paymentId == second.id)
            #expect(merchant.created.current == [payment.id, second.id])
            // The checkout ended with the first payment still open: the merchant hears it once more.
            #expect(
                await merchant.leftOpen.wait { $0 == ["\(payment.id) customerPaidAnotherWay", "\(payment.id) checkoutEnded"] })
        }
    }

    @Test func aPaymentSetAsideThatWentThroughEndsTheCheckoutBeforeAnotherIsCreated() async throws {
        try await withSandbox { sandbox in
            let merchant = Merchant()
            let (checkout, scope, payment, _) = try await choosingAgainWhileTheFirstIsOpen(sandbox, merchant: merchant)
            guard await showsTheNotConfirmedScreen(checkout) else { return }
            checkout.chooseOtherPaymentMethod()
            #expect(await merchant.leftOpen.wait { !$0.isEmpty })
            await sandbox.act(onPaymentReference: payment.reference, .approved)
            try checkout.selectPaymentMethod("ADYEN_IDEAL")
            scope.selectBank(scope.currentState.banks[2])
            guard case .success(let result) = await checkout.settledRoute() else {
                Issue.record("expected success, got \(checkout.currentRoute)")
                return
            }
            #expect(result.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func closingTheCheckoutWithAPaymentOpenTellsTheMerchantWhichOne() async throws {
        try await withSandbox { sandbox in
            let merchant = Merchant()
            let (checkout, _, payment, _) = try await choosingAgainWhileTheFirstIsOpen(sandbox, merchant: merchant)
            guard await showsTheNotConfirmedScreen(checkout) else { return }
            checkout.onDismiss()
            #expect(checkout.currentState == .dismissed)
            #expect(await merchant.leftOpen.wait { $0 == ["\(payment.id) checkoutEnded"] })
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func aPaymentTheServerProcessesWithoutTheCustomerIsNeverCreatedAgainUnlessTheyPayAnotherWay() async throws {
        try await withSandbox { sandbox in
            let merchant = Merchant()
            var session = SandboxSessionOptions()
            session.processesPaymentsWithoutCustomer = true
            let token = await sandbox.makeClientToken(session)
            let store = InMemoryOpenPaymentStore()
            let checkout = try await sandbox.checkout(
                SandboxCustomer(.stayAway), clientToken: token, paymentHandlers: merchant.handlers, openPayments: store)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            let bank = scope.currentState.banks[0]
            scope.selectBank(bank)
            guard case .failure(let failure) = await checkout.settledRoute() else {
                Issue.record("expected the not-confirmed screen, got \(checkout.currentRoute)")
                return
            }
            #expect(failure.category == .notConfirmed && !failure.canRetry)
            guard let screen = notConfirmedScreen(checkout) else { return }
            #expect(
                screen.message
                    == "Your payment with \(bank.name) is still being processed. The shop will be told once it is complete. If you do not want to wait, you can pay another way."
            )
            #expect(screen.retry == nil && screen.chooseOther == "Pay another way", "nothing to continue: no bank page")
            let payment = try #require(await sandbox.payments.first)
            checkout.retry()
            #expect(checkout.currentRoute == .failure(failure), "Retry is not offered and does nothing")

            // The app is closed and opened again on the same client session: nothing is created
            // behind the customer's back.
            checkout.onDismiss()
            #expect(await merchant.leftOpen.wait { $0 == ["\(payment.id) checkoutEnded"] })
            let again = try await sandbox.checkout(
                SandboxCustomer(.stayAway), clientToken: token, paymentHandlers: merchant.handlers, openPayments: store)
            let againScope = try #require(await again.readyBankSelector("ADYEN_IDEAL"))
            againScope.selectBank(againScope.currentState.banks[1])
            guard case .failure(let told) = await again.settledRoute(), case .paymentPending(_, let paymentId, _, _, _) = told.error else {
                Issue.record("expected the not-confirmed screen, got \(again.currentRoute)")
                return
            }
            #expect(paymentId == payment.id && !told.canRetry)
            #expect(await sandbox.payments.count == 1)

            // Only the customer's choice pays around it, and the merchant hears of it.
            again.chooseOtherPaymentMethod()
            #expect(await merchant.leftOpen.wait { $0.last == "\(payment.id) customerPaidAnotherWay" })
            try again.selectPaymentMethod("ADYEN_IDEAL")
            againScope.selectBank(againScope.currentState.banks[1])
            guard case .failure = await again.settledRoute() else {
                Issue.record("expected the not-confirmed screen for the new payment, got \(again.currentRoute)")
                return
            }
            #expect(await sandbox.payments.count == 2, "the customer chose to pay another way")
            again.onDismiss()
        }
    }

    @Test func aPaymentOnRecordKnowsUntilWhenItsClientSessionCanBeOpenedAgain() async throws {
        try await withSandbox { sandbox in
            var session = SandboxSessionOptions()
            session.processesPaymentsWithoutCustomer = true
            session.expiresIn = 3 * 24 * 60 * 60
            let token = await sandbox.makeClientToken(session)
            let store = InMemoryOpenPaymentStore()
            let checkout = try await sandbox.checkout(SandboxCustomer(.stayAway), clientToken: token, openPayments: store)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            guard case .failure = await checkout.settledRoute() else {
                Issue.record("expected the not-confirmed screen, got \(checkout.currentRoute)")
                return
            }
            let clientToken = try ClientToken.session(token)
            let kept = try #require(await store.openPayments(for: clientToken.recordKey).first)
            #expect(
                kept.sessionUsableUntil == clientToken.expiresAt?.addingTimeInterval(30), "the token's expiry and the clock skew allowed")
            checkout.onDismiss()
        }
    }
}
