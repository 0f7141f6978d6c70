import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @_spi(Transport) @_spi(Stores) @testable import PrimerCheckoutComponents

/// Open payments in memory, with every save a change a test can await.
private final class WatchedOpenPaymentStore: OpenPaymentStore, @unchecked Sendable {
    let saved = Observed<[String: [OpenPayment]]>([:])

    func openPayments(for checkoutKey: String) async -> [OpenPayment] { saved.current[checkoutKey] ?? [] }

    func save(_ payments: [OpenPayment], for checkoutKey: String) async {
        saved.update { $0[checkoutKey] = payments.isEmpty ? nil : payments }
    }
}

private func bankList(_ type: String) -> CheckoutRoute { .paymentMethod(type: type, context: .fromPaymentSelection) }

private func isAtTheBank(_ route: CheckoutRoute) -> Bool {
    if case .awaitingBank = route { true } else { false }
}

/// docs/RELIABILITY.md, "Every payment accounted for": a customer who approved at the bank and then
/// came back the way people do pays once, and the merchant hears of that payment. Each test is one
/// way back, over the sandbox, through the public API.
@Suite("Every payment accounted for")
@MainActor
struct EveryPaymentAccountedForTests {
    /// The payments the merchant was told of, by id, as `didCreatePayment` reports them.
    private final class Merchant: Sendable {
        let told = Observed<[String]>([])
        var handlers: PrimerPaymentHandlers {
            PrimerPaymentHandlers(didCreatePayment: { [told] payment in told.update { $0.append(payment.paymentId ?? "?") } })
        }
    }

    /// A fresh client session on the sandbox: a store of its own, the token and its record key.
    private func freshSession(_ sandbox: SandboxServer) async throws -> (store: WatchedOpenPaymentStore, token: String, key: String) {
        let token = await sandbox.makeClientToken()
        return (WatchedOpenPaymentStore(), token, try ClientToken.session(token).recordKey)
    }

    /// The customer picks the first iDEAL bank and is sent to the bank; the iDEAL bank selector.
    private func atTheBank(_ checkout: DefaultCheckoutScope) async throws -> any PrimerBankSelectorScope {
        let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
        scope.selectBank(scope.currentState.banks[0])
        #expect(await first(checkout.route, where: isAtTheBank) != nil)
        return scope
    }

    /// The customer went to the bank for the first iDEAL bank, came back with Back, and approved
    /// that payment in the banking app meanwhile: the checkout (on the list), its scope, the payment.
    private func approvedInTheBankingAppAfterBack(_ sandbox: SandboxServer, _ merchant: Merchant) async throws -> (
        checkout: DefaultCheckoutScope, scope: any PrimerBankSelectorScope, payment: SandboxPayment
    ) {
        let checkout = try await sandbox.checkout(SandboxCustomer(.stayAway), paymentHandlers: merchant.handlers)
        let scope = try await atTheBank(checkout)
        scope.cancel()
        let payment = try #require(await sandbox.payments.first)
        await sandbox.act(onPaymentReference: payment.reference, .approved)
        return (checkout, scope, payment)
    }

    /// A checkout on a fresh client token, keeping its payments in a store of its own, sent the
    /// customer to the bank; then the app died (the checkout does nothing more).
    private func appDiedAtTheBank(_ sandbox: SandboxServer, session: SandboxSessionOptions = SandboxSessionOptions()) async throws -> (
        store: WatchedOpenPaymentStore, token: String, payment: SandboxPayment
    ) {
        let store = WatchedOpenPaymentStore()
        let token = await sandbox.makeClientToken(session)
        let before = try await sandbox.checkout(SandboxCustomer(.stayAway), clientToken: token, openPayments: store)
        _ = try await atTheBank(before)
        before.onDismiss()
        return (store, token, try #require(await sandbox.payments.first))
    }

    /// The checkout opened again while `payment` is still open at the bank: the list shows; the
    /// customer approves `payment` in the banking app meanwhile, then picks another bank. The result.
    private func approvedInTheBankingAppThenAnotherBank(
        _ checkout: DefaultCheckoutScope, _ payment: SandboxPayment, _ sandbox: SandboxServer
    ) async throws -> PaymentResult? {
        let again = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
        await sandbox.act(onPaymentReference: payment.reference, .approved)
        again.selectBank(again.currentState.banks[2])
        return await checkout.settledSuccess()
    }

    /// A client session the merchant made for its order `orderId`.
    private func order(_ orderId: String) -> SandboxSessionOptions {
        var session = SandboxSessionOptions()
        session.orderId = orderId
        return session
    }

    /// From the payment method list, the customer opens Dotpay and picks its first bank; the result.
    private func paysWithDotpayFromTheMethodList(_ checkout: DefaultCheckoutScope) async throws -> PaymentResult? {
        #expect(await first(checkout.route, where: { $0 == .paymentMethodSelection }) != nil)
        try checkout.selectPaymentMethod("ADYEN_DOTPAY")
        let dotpay = try #require(checkout.getPaymentMethodScope(for: "ADYEN_DOTPAY") as? any PrimerBankSelectorScope)
        #expect(await first(dotpay.state, where: { $0.status == .ready }) != nil)
        dotpay.selectBank(dotpay.currentState.banks[0])
        return await checkout.settledSuccess()
    }

    /// Every route `routes` delivered until it ended (the checkout finished).
    private func collectRoutes(_ routes: AsyncStream<CheckoutRoute>) async -> [CheckoutRoute] {
        var seen: [CheckoutRoute] = []
        for await route in routes { seen.append(route) }
        return seen
    }

    @Test func approvedThenClosedWhileStatusChecksFailEndsWithTheFirstPaymentWhenTheCustomerPaysAgain() async throws {
        try await withSandbox { sandbox in
            await sandbox.injectFault(.status(503), on: .status, .nextCalls(10_000))
            let merchant = Merchant()
            let checkout = try await sandbox.checkout(SandboxCustomer(.pressThenClose(.approve)), paymentHandlers: merchant.handlers)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            let route = checkout.route
            scope.selectBank(scope.currentState.banks[0])
            #expect(await first(route, where: isAtTheBank) != nil)
            // The closed sheet is a hint: the last status check fails too, so the customer is back at
            // the list — and the payment is kept, not treated as cancelled.
            #expect(await first(route, where: { $0 == bankList("ADYEN_IDEAL") }) != nil)
            let payment = try #require(await sandbox.payments.first)
            #expect(payment.outcome == .approved)

            await sandbox.clearFaults()
            scope.selectBank(scope.currentState.banks[1])
            let result = await checkout.settledSuccess()
            #expect(result?.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
            #expect(await sandbox.calls(to: .createPayment) == 1)
            #expect(merchant.told.current == [payment.id])
        }
    }

    @Test func anotherBankWhileTheFirstPaymentCannotBeAskedAboutCreatesNothingAndTheRetryEndsWithIt() async throws {
        try await withSandbox { sandbox in
            let merchant = Merchant()
            let (checkout, scope, payment) = try await approvedInTheBankingAppAfterBack(sandbox, merchant)
            await sandbox.injectFault(.status(503), on: .status, .nextCalls(10_000))

            // No answer about the first payment is no answer: the customer sees the server's error,
            // which they can retry, and no second payment is created.
            scope.selectBank(scope.currentState.banks[1])
            let failure = await first(checkout.route) { if case .failure = $0 { true } else { false } }
            guard case .failure(let shown) = failure else {
                Issue.record("no error screen: \(checkout.currentRoute)")
                return
            }
            #expect(shown.canRetry && shown.kind == .paymentFailure)
            guard case .serverError(503, _, _, _) = shown.error else {
                Issue.record("the error screen names the status check's failure: \(shown.error)")
                return
            }
            #expect(await sandbox.calls(to: .createPayment) == 1)

            await sandbox.clearFaults()
            checkout.retry()
            let result = await checkout.settledSuccess()
            #expect(result?.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
            #expect(merchant.told.current == [payment.id])
        }
    }

    @Test func approvedInTheBankingAppAfterBackThenAnotherBankEndsWithTheFirstPayment() async throws {
        try await withSandbox { sandbox in
            let merchant = Merchant()
            let (checkout, scope, payment) = try await approvedInTheBankingAppAfterBack(sandbox, merchant)

            scope.selectBank(scope.currentState.banks[1])
            let result = await checkout.settledSuccess()
            #expect(result?.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
            #expect(merchant.told.current == [payment.id])
        }
    }

    @Test func approvedInTheBankingAppAfterBackThenDotpayEndsWithTheIdealPayment() async throws {
        try await withSandbox { sandbox in
            let checkout = try await sandbox.checkout(SandboxCustomer(.stayAway))
            let ideal = try await atTheBank(checkout)
            ideal.cancel()
            let payment = try #require(await sandbox.payments.first)
            await sandbox.act(onPaymentReference: payment.reference, .approved)

            ideal.onBack()
            let result = try await paysWithDotpayFromTheMethodList(checkout)
            #expect(result?.paymentId == payment.id)
            #expect(result?.paymentMethodType == "ADYEN_IDEAL")
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func approvedAfterThePollingDeadlineThenAnotherMethodEndsWithTheFirstPayment() async throws {
        try await withSandbox { sandbox in
            let clock = ManualClock()
            let (checkout, _) = try await sandbox.checkoutWaitingAtTheBank(clock: clock)
            #expect(await clock.sleepers(atLeast: 1))
            clock.advance(by: 600)
            guard case .failure(let failure) = await checkout.settledRoute() else {
                Issue.record("expected the timeout screen, got \(checkout.currentRoute)")
                return
            }
            #expect(failure.category == .timedOut)
            let payment = try #require(await sandbox.payments.first)
            await sandbox.act(onPaymentReference: payment.reference, .approved)

            checkout.chooseOtherPaymentMethod()
            let result = try await paysWithDotpayFromTheMethodList(checkout)
            #expect(result?.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
        }
    }

    /// Also when the bank page's token names no expiry (`nil`): the wire protocol asks one only of
    /// a checkout's client token, and such a payment is followed and kept all the same.
    @Test(arguments: [3600, nil] as [Int?])
    func aCheckoutOpenedAgainOnTheSameClientTokenEndsWithThePaymentTheFirstLeftAtTheBank(bankPageTokenExpiresIn: Int?) async throws {
        try await withSandbox { sandbox in
            var session = SandboxSessionOptions()
            session.actionTokensExpireIn = bankPageTokenExpiresIn
            let (store, token, payment) = try await appDiedAtTheBank(sandbox, session: session)
            let key = try ClientToken.session(token).recordKey
            #expect(await store.openPayments(for: key).map(\.paymentId) == [payment.id])

            let after = try await sandbox.checkout(SandboxCustomer(.stayAway), clientToken: token, openPayments: store)
            let result = try await approvedInTheBankingAppThenAnotherBank(after, payment, sandbox)
            #expect(result?.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
            // The record forgets the payment once the result reported it (right after it is shown).
            #expect(await store.saved.wait { $0[key] == nil })
        }
    }

    @Test func aSuccessTheServerReportedBeforeTheAppDiedEndsTheNextCheckoutWithoutAskingAgain() async throws {
        try await withSandbox { sandbox in
            // The first checkout heard that its payment succeeded and died before the success
            // screen; the server no longer answers about the payment's bank page since.
            let (store, token, payment) = try await appDiedAtTheBank(sandbox)
            await sandbox.act(onPaymentReference: payment.reference, .approved)
            let key = try ClientToken.session(token).recordKey
            store.saved.update { saved in
                saved[key] = saved[key]?.map { stored in
                    var heard = stored
                    heard.lastStatus = PaymentRecord.succeeded
                    return heard
                }
            }
            await sandbox.injectFault(.status(401), on: .status, .nextCalls(10_000))

            let after = try await sandbox.checkout(SandboxCustomer(.stayAway), clientToken: token, openPayments: store)
            after.start()
            let result = await after.settledSuccess()
            #expect(result?.paymentId == payment.id, "a success is final: the refused check cannot undo it")
            #expect(await sandbox.calls(to: .createPayment) == 1)
            #expect(await store.saved.wait { $0[key] == nil }, "forgotten once reported")
        }
    }

    @Test func aNewClientSessionForTheSameOrderEndsWithThePaymentTheAppLeftAtTheBank() async throws {
        try await withSandbox { sandbox in
            // A merchant that makes a client session each time it shows the checkout: after the
            // app died at the bank, the same order is paid on a new client token.
            let (store, _, payment) = try await appDiedAtTheBank(sandbox, session: order("order-42"))
            let orderKey = try #require(RecordKey.order("order-42", account: "acc_sandbox"))
            #expect(await store.openPayments(for: orderKey).map(\.paymentId) == [payment.id], "kept under the order")

            let next = await sandbox.makeClientToken(order("order-42"))
            let after = try await sandbox.checkout(SandboxCustomer(.stayAway), clientToken: next, openPayments: store)
            let result = try await approvedInTheBankingAppThenAnotherBank(after, payment, sandbox)
            #expect(result?.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
            #expect(await store.saved.wait { $0[orderKey] == nil }, "forgotten once reported")
        }
    }

    @Test func aSuccessAnEarlierClientSessionOfTheOrderNeverShowedIsReportedWithWhatItPaid() async throws {
        try await withSandbox { sandbox in
            // The first client session's payment of €12.50 succeeded; the app died before the
            // success screen. The order, grown to €20, is shown again on a new client session.
            let (_, _, payment) = try await appDiedAtTheBank(sandbox, session: order("order-42"))
            await sandbox.act(onPaymentReference: payment.reference, .approved)
            let store = WatchedOpenPaymentStore()
            let orderKey = try #require(RecordKey.order("order-42", account: "acc_sandbox"))
            var paid = OpenPayment(
                paymentMethodType: "ADYEN_IDEAL", issuer: "INGBNL2A", idempotencyKey: "k-paid", paymentMethodToken: "tok_paid",
                amount: 1250, currencyCode: "EUR")
            paid.paymentId = payment.id
            paid.lastStatus = PaymentRecord.succeeded
            await store.save([paid], for: orderKey)

            var grown = order("order-42")
            grown.amount = 2000
            let next = await sandbox.makeClientToken(grown)
            let after = try await sandbox.checkout(SandboxCustomer(.stayAway), clientToken: next, openPayments: store)
            after.start()
            let result = await after.settledSuccess()
            #expect(result?.paymentId == payment.id)
            #expect(result?.amount == 1250 && result?.currencyCode == "EUR", "what the payment paid, not the new total")
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func aClientSessionForAnotherOrderNeitherEndsWithNorForgetsTheFirstOrdersPayment() async throws {
        try await withSandbox { sandbox in
            let (store, _, payment) = try await appDiedAtTheBank(sandbox, session: order("order-42"))
            await sandbox.act(onPaymentReference: payment.reference, .approved)

            // The customer's next order pays for itself: the first order's payment is not its success.
            let other = await sandbox.makeClientToken(order("order-43"))
            let checkout = try await sandbox.checkout(SandboxCustomer(.stayAway), clientToken: other, openPayments: store)
            _ = try await atTheBank(checkout)
            #expect(await sandbox.payments.count == 2)
            let orders = await sandbox.payments.map(\.orderId)
            #expect(orders == ["order-42", "order-43"])
            let firstOrder = try #require(RecordKey.order("order-42", account: "acc_sandbox"))
            let kept = await store.openPayments(for: firstOrder)
            #expect(kept.map(\.paymentId) == [payment.id], "the first order's payment stays on its record")
        }
    }

    /// Also when the device's clock reads the bank page's token as expired (`-60`): a clock ahead of
    /// the server's, or a customer back after the token's lifetime. The server decides, not the
    /// clock: the customer is sent to the page, and the payment is asked about.
    @Test(arguments: [3600, -60])
    func aCheckoutOpenedAgainAfterTheBankApprovedEndsInSuccessBeforeShowingAnyList(bankPageTokenExpiresIn: Int) async throws {
        try await withSandbox { sandbox in
            var session = SandboxSessionOptions()
            session.actionTokensExpireIn = bankPageTokenExpiresIn
            let (store, token, payment) = try await appDiedAtTheBank(sandbox, session: session)
            await sandbox.act(onPaymentReference: payment.reference, .approved)

            let after = try await sandbox.checkout(SandboxCustomer(.stayAway), clientToken: token, openPayments: store)
            let routes = after.route
            after.start()
            let result = await after.settledSuccess()
            #expect(result?.paymentId == payment.id)
            let seen = await collectRoutes(routes)
            #expect(!seen.contains(.paymentMethodSelection), "nothing else was shown first: \(seen)")
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func aSuccessTheAppDiedBeforeShowingEndsTheNextCheckoutEvenAfterItsBankPageExpired() async throws {
        try await withSandbox { sandbox in
            let (store, token, key) = try await freshSession(sandbox)
            // The resume answered SUCCESS and the record kept it; the app died before the success
            // screen, and the checkout is opened again after the bank page's token expired.
            var paid = OpenPayment(
                paymentMethodType: "ADYEN_IDEAL", issuer: "INGBNL2A", idempotencyKey: "k-paid", paymentMethodToken: "tok_paid",
                createdAt: Date().addingTimeInterval(-2 * 3600))
            paid.paymentId = "pay_paid"
            paid.actionToken = requiredActionToken(expiresIn: -3600)
            paid.lastStatus = PaymentRecord.succeeded
            await store.save([paid], for: key)

            let after = try await sandbox.checkout(SandboxCustomer(.stayAway), clientToken: token, openPayments: store)
            after.start()
            let result = await after.settledSuccess()
            #expect(result?.paymentId == "pay_paid")
            #expect(result?.amount == 1250 && result?.currencyCode == "EUR")
            #expect(await sandbox.requestLog.filter { $0.endpoint == .createPayment }.isEmpty, "nothing paid twice")
            #expect(await store.saved.wait { $0[key] == nil }, "forgotten once reported")
        }
    }

    @Test func aPaymentAtAnExpiredBankPageTheServerWillNotAnswerAboutIsPaidAroundOnlyByTheCustomersChoice() async throws {
        try await withSandbox { sandbox in
            let merchant = Merchant()
            var session = SandboxSessionOptions()
            session.actionTokensExpireIn = -60
            let (store, token, payment) = try await appDiedAtTheBank(sandbox, session: session)
            let key = try ClientToken.session(token).recordKey
            // A refusal is no answer: the payment may still go through. The customer cannot be
            // sent back to a page whose token expired; they may pay another way.
            await sandbox.injectFault(.status(401), on: .status, .nextCalls(10_000))
            let after = try await sandbox.checkout(
                SandboxCustomer(.stayAway), clientToken: token, paymentHandlers: merchant.handlers, openPayments: store)
            let scope = try #require(await after.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[1])
            guard case .failure(let failure) = await after.settledRoute(), case .paymentPending(_, let paymentId, _, _, _) = failure.error
            else {
                Issue.record("expected the not-confirmed screen, got \(after.currentRoute)")
                return
            }
            #expect(paymentId == payment.id && !failure.canRetry && failure.canChooseOtherPaymentMethod)
            #expect(await sandbox.payments.count == 1, "nothing created behind the customer's back")

            after.chooseOtherPaymentMethod()
            try after.selectPaymentMethod("ADYEN_IDEAL")
            scope.selectBank(scope.currentState.banks[1])
            #expect(await first(after.route, where: isAtTheBank) != nil)
            #expect(await sandbox.payments.count == 2, "the customer chose to pay another way")
            let second = try #require(await sandbox.payments.last)
            #expect(
                await store.saved.wait { $0[key]?.map(\.paymentId) == [payment.id, second.id] }, "the first still asked about")
        }
    }

    @Test func aMerchantWhoGivesNoStoreStillHasTheNextCheckoutOnTheSameClientTokenFindTheFirstPayment() async throws {
        try await withSandbox { sandbox in
            // Built as the README builds it: no store given (the Keychain on iOS, the process's
            // shared store here).
            let token = await sandbox.makeClientToken()
            let before = try DefaultCheckoutScope(
                clientToken: token, settings: fastSettings(), redirectHandler: SandboxCustomer(.stayAway))
            _ = try await atTheBank(before)
            before.onDismiss()
            let payment = try #require(await sandbox.payments.first)
            await sandbox.act(onPaymentReference: payment.reference, .approved)

            let after = try DefaultCheckoutScope(
                clientToken: token, settings: fastSettings(), redirectHandler: SandboxCustomer(.stayAway))
            after.start()
            let result = await after.settledSuccess()
            #expect(result?.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
        }
    }

    /// Two windows of the app show the same order's checkout, on one client token and one store;
    /// both lists are open before either payment exists. The first window then sends the customer
    /// to the bank, where they stay.
    private struct TwoWindows {
        let store: WatchedOpenPaymentStore
        let key: String
        let window1: DefaultCheckoutScope
        let window2: DefaultCheckoutScope
        let list2: any PrimerBankSelectorScope
        let payment: SandboxPayment
    }

    private func twoWindowsWithTheFirstAtTheBank(_ sandbox: SandboxServer) async throws -> TwoWindows {
        let store = WatchedOpenPaymentStore()
        let token = await sandbox.makeClientToken()
        let window1 = try await sandbox.checkout(SandboxCustomer(.stayAway), clientToken: token, openPayments: store)
        let window2 = try await sandbox.checkout(SandboxCustomer(.stayAway), clientToken: token, openPayments: store)
        let list1 = try #require(await window1.readyBankSelector("ADYEN_IDEAL"))
        let list2 = try #require(await window2.readyBankSelector("ADYEN_IDEAL"))
        list1.selectBank(list1.currentState.banks[0])
        #expect(await first(window1.route, where: isAtTheBank) != nil)
        return TwoWindows(
            store: store, key: try ClientToken.session(token).recordKey, window1: window1, window2: window2, list2: list2,
            payment: try #require(await sandbox.payments.first))
    }

    @Test func twoCheckoutsOpenAtOnceOnOneClientTokenChargeOnceAndForgetNeitherPayment() async throws {
        try await withSandbox { sandbox in
            let windows = try await twoWindowsWithTheFirstAtTheBank(sandbox)
            #expect(await windows.store.openPayments(for: windows.key).map(\.paymentId) == [windows.payment.id])
            // Approved in the banking app, then paid in the second window.
            await sandbox.act(onPaymentReference: windows.payment.reference, .approved)
            windows.list2.selectBank(windows.list2.currentState.banks[1])
            let result = await windows.window2.settledSuccess()
            #expect(result?.paymentId == windows.payment.id, "the second window ends with the first window's payment")
            #expect(await sandbox.payments.count == 1)
            windows.window1.onDismiss()
        }
    }

    @Test func aSecondCheckoutOnOneClientTokenAsksAboutTheFirstsOpenPaymentAndKeepsItOnRecord() async throws {
        try await withSandbox { sandbox in
            let windows = try await twoWindowsWithTheFirstAtTheBank(sandbox)
            // Still open at the bank: the second window tells the customer so instead of paying anew.
            windows.list2.selectBank(windows.list2.currentState.banks[1])
            guard case .failure(let failure) = await windows.window2.settledRoute(), failure.category == .notConfirmed else {
                Issue.record("expected the not-confirmed screen, got \(windows.window2.currentRoute)")
                return
            }
            #expect(await sandbox.payments.count == 1)
            windows.window2.onDismiss()
            await windows.window2.workFinished()
            #expect(
                await windows.store.openPayments(for: windows.key).map(\.paymentId) == [windows.payment.id],
                "still on record for the next checkout")
            windows.window1.onDismiss()
        }
    }

    /// The two windows run on one client token, or on two client sessions the merchant made for one order.
    @Test(arguments: [false, true])
    func twoCheckoutsOnOneClientTokenPayingAtTheSameMomentCreateOnePayment(onTwoSessionsOfOneOrder: Bool) async throws {
        try await withSandbox { sandbox in
            let session = try await freshSession(sandbox)
            let store = session.store
            let (token, token2, key) =
                onTwoSessionsOfOneOrder
                ? (
                    await sandbox.makeClientToken(order("order-7")), await sandbox.makeClientToken(order("order-7")),
                    try #require(RecordKey.order("order-7", account: "acc_sandbox"))
                ) : (session.token, session.token, session.key)
            let (turns, waiting) = PaymentTurns.watched()
            // The second window has asked about earlier payments (none) and waits on the merchant
            // just before its payment is created, when the first window's customer taps a bank.
            let held = HeldCreation()
            let window1 = try await sandbox.checkout(
                SandboxCustomer(.stayAway), clientToken: token, openPayments: store, paymentTurns: turns)
            let window2 = try await sandbox.checkout(
                SandboxCustomer(.stayAway), clientToken: token2, paymentHandlers: held.handlers, openPayments: store, paymentTurns: turns)
            let list1 = try #require(await window1.readyBankSelector("ADYEN_IDEAL"))
            let list2 = try #require(await window2.readyBankSelector("ADYEN_IDEAL"))
            list2.selectBank(list2.currentState.banks[1])
            for await _ in held.asked { break }
            list1.selectBank(list1.currentState.banks[0])
            #expect(await first(waiting, where: { _ in true }) == key, "the first window waits for the second's payment")
            held.release()
            #expect(await first(window2.route, where: isAtTheBank) != nil)

            // The first window asks about the second's payment, open at the bank, instead of paying anew.
            guard case .failure(let failure) = await window1.settledRoute(), failure.category == .notConfirmed else {
                Issue.record("expected the not-confirmed screen, got \(window1.currentRoute)")
                return
            }
            let payments = await sandbox.payments
            #expect(payments.count == 1)
            #expect(await store.saved.wait { ($0[key] ?? []).compactMap(\.paymentId) == payments.map(\.id) })
            window1.onDismiss()
            window2.onDismiss()
        }
    }

    @Test func twoManualCheckoutsOnOneClientTokenPayingAtTheSameMomentHandTheMerchantOneToken() async throws {
        try await withSandbox { sandbox in
            let token = await sandbox.makeClientToken()
            let merchant = MerchantServer(clientToken: token)
            let store = InMemoryOpenPaymentStore()
            let (turns, waiting) = PaymentTurns.watched()
            var settings = fastSettings()
            settings.paymentHandling = .manual
            // The merchant's server is creating the second window's payment when the first
            // window's customer taps a bank.
            let (asked, askedContinuation) = AsyncStream.makeStream(of: Void.self)
            let (go, goContinuation) = AsyncStream.makeStream(of: Void.self)
            let held = PrimerPaymentHandlers(
                didTokenizePaymentMethod: { paymentToken in
                    askedContinuation.yield()
                    for await _ in go { break }
                    return await merchant.createPayment(paymentToken)
                },
                didReceiveResumeToken: { await merchant.resume($0) })
            let plain = PrimerPaymentHandlers(
                didTokenizePaymentMethod: { await merchant.createPayment($0) }, didReceiveResumeToken: { await merchant.resume($0) })
            let window1 = try await sandbox.checkout(
                SandboxCustomer(.stayAway), settings: settings, clientToken: token, paymentHandlers: plain, openPayments: store,
                paymentTurns: turns)
            let window2 = try await sandbox.checkout(
                SandboxCustomer(.stayAway), settings: settings, clientToken: token, paymentHandlers: held, openPayments: store,
                paymentTurns: turns)
            let list1 = try #require(await window1.readyBankSelector("ADYEN_IDEAL"))
            let list2 = try #require(await window2.readyBankSelector("ADYEN_IDEAL"))
            list2.selectBank(list2.currentState.banks[1])
            for await _ in asked { break }
            list1.selectBank(list1.currentState.banks[0])
            for await _ in waiting { break }
            goContinuation.yield()
            #expect(await first(window2.route, where: isAtTheBank) != nil)

            // The first window continues the merchant's payment at the bank instead of handing a second token.
            #expect(await first(window1.route, where: isAtTheBank) != nil)
            #expect(await merchant.calls == ["create"])
            #expect(await sandbox.payments.count == 1)
            window1.onDismiss()
            window2.onDismiss()
        }
    }

    /// A checkout on `token` whose customer picked the first iDEAL bank, its payment on record and
    /// the creation request held on its way until the continuation returned yields (or finishes).
    private func windowCreatingAPayment(
        _ sandbox: SandboxServer, token: String, store: WatchedOpenPaymentStore, turns: any PaymentTurnTaking
    ) async throws -> (DefaultCheckoutScope, AsyncStream<Void>.Continuation) {
        let (held, heldContinuation) = AsyncStream.makeStream(of: Void.self)
        let (release, releaseContinuation) = AsyncStream.makeStream(of: Void.self)
        let window = try await sandbox.checkout(
            SandboxCustomer(.stayAway), clientToken: token, openPayments: store, paymentTurns: turns,
            transport: CreationHeld(held: heldContinuation, release: release))
        let list = try #require(await window.readyBankSelector("ADYEN_IDEAL"))
        list.selectBank(list.currentState.banks[0])
        for await _ in held { break }
        return (window, releaseContinuation)
    }

    @Test func aCheckoutOpenedWhileAnotherCreatesAPaymentOnTheClientTokenAsksAboutItInsteadOfCreatingItAlongside() async throws {
        try await withSandbox { sandbox in
            let (store, token, key) = try await freshSession(sandbox)
            let (turns, waiting) = PaymentTurns.watched()
            let (window1, release) = try await windowCreatingAPayment(sandbox, token: token, store: store, turns: turns)
            #expect(await store.openPayments(for: key).map(\.paymentId) == [nil], "on record, its creation on its way")

            // A second window opens on the order while the first's creation is on its way.
            let window2 = try await sandbox.checkout(
                SandboxCustomer(.stayAway), clientToken: token, openPayments: store, paymentTurns: turns)
            window2.start()
            for await _ in waiting { break }
            release.yield()
            #expect(await first(window1.route, where: isAtTheBank) != nil)
            #expect(await window2.readyBankSelector("ADYEN_IDEAL") != nil, "still open at the bank: the second shows its list")

            let creations = await sandbox.requestLog.filter { $0.endpoint == .createPayment }
            #expect(creations.count == 1, "the second window asked about the payment instead of sending its creation again")
            #expect(await sandbox.payments.count == 1)
            window1.onDismiss()
            window2.onDismiss()
        }
    }

    @Test func aCheckoutReleasedWhileItsCreationGoesUnansweredDoesNotHoldUpTheNextOnTheClientToken() async throws {
        try await withSandbox { sandbox in
            let store = WatchedOpenPaymentStore()
            let token = await sandbox.makeClientToken()
            let turns = PaymentTurns()
            weak var released: DefaultCheckoutScope?
            let release: AsyncStream<Void>.Continuation
            do {
                let window1: DefaultCheckoutScope
                (window1, release) = try await windowCreatingAPayment(sandbox, token: token, store: store, turns: turns)
                released = window1
            }
            #expect(released == nil)

            // The app opens the checkout on the order again while that request is still unanswered.
            let window2 = try await sandbox.checkout(
                SandboxCustomer(.stayAway), clientToken: token, openPayments: store, paymentTurns: turns)
            #expect(await window2.readyBankSelector("ADYEN_IDEAL") != nil)
            #expect(await sandbox.payments.count == 1, "the creation on record, sent again with its key")
            release.finish()
            window2.onDismiss()
        }
    }

    @Test func backWhileTheMerchantDecidesThenAnotherBankPaysOnceWithThatBank() async throws {
        try await withSandbox { sandbox in
            // The merchant's hook answers the first bank's payment only after the customer left it,
            // whatever the checkout does meanwhile.
            let (asked, askedContinuation) = AsyncStream.makeStream(of: Void.self)
            let (go, goContinuation) = AsyncStream.makeStream(of: Void.self)
            let calls = Observed(0)
            var handlers = PrimerPaymentHandlers()
            handlers.willCreatePayment = { _ in
                var call = 0
                calls.update {
                    $0 += 1
                    call = $0
                }
                if call == 1 {
                    askedContinuation.yield()
                    await Task {
                        for await _ in go { break }
                    }.value
                }
                return .proceed(idempotencyKey: nil)
            }
            let store = WatchedOpenPaymentStore()
            let token = await sandbox.makeClientToken()
            let checkout = try await sandbox.checkout(
                SandboxCustomer(.stayAway), clientToken: token, paymentHandlers: handlers, openPayments: store)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            let banks = scope.currentState.banks
            scope.selectBank(banks[0])
            for await _ in asked { break }
            scope.cancel()
            scope.selectBank(banks[1])
            #expect(await first(checkout.route, where: isAtTheBank) != nil, "the second bank does not wait on the first")
            goContinuation.yield()
            await checkout.workFinished()

            let payments = await sandbox.payments
            #expect(payments.map(\.issuer) == [banks[1].id], "one payment, with the bank the customer chose last")
            let kept = await store.openPayments(for: try ClientToken.session(token).recordKey)
            #expect(kept.map(\.issuer) == [banks[1].id], "nothing on record for the bank they left: paying again creates nothing for it")
            checkout.onDismiss()
        }
    }

    @Test func aPendingResumeWaitsForTheBanksConfirmationAndRetryFindsTheSamePayment() async throws {
        try await withSandbox { sandbox in
            var session = SandboxSessionOptions()
            session.pendingResumes = 1
            let checkout = try await sandbox.checkout(SandboxCustomer(.press(.approve)), session: session)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            guard case .failure(let failure) = await checkout.settledRoute() else {
                Issue.record("expected the waiting screen, got \(checkout.currentRoute)")
                return
            }
            #expect(failure.error.errorId == "payment-pending")
            #expect(failure.category == .notConfirmed)
            let payment = try #require(await sandbox.payments.first)

            checkout.retry()
            let result = await checkout.settledSuccess()
            #expect(result?.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func aConflictAnsweringACreationKeepsItOnRecordSoRetryContinuesTheSamePayment() async throws {
        try await withSandbox { sandbox in
            // The server creates the payment, then answers 409: a request with its key is in progress.
            await sandbox.injectFault(.status(409), on: .createPayment)
            let checkout = try await sandbox.checkout(SandboxCustomer(.press(.approve)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            guard case .failure(let failure) = await checkout.settledRoute() else {
                Issue.record("expected the error screen, got \(checkout.currentRoute)")
                return
            }
            #expect(failure.canRetry)
            let payment = try #require(await sandbox.payments.first)

            checkout.retry()
            let result = await checkout.settledSuccess()
            #expect(result?.paymentId == payment.id, "the creation is repeated with its key: the same payment")
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func aPaymentDeclinedAtTheBankIsForgottenSoTheNextChoicePaysAnew() async throws {
        try await withSandbox { sandbox in
            let checkout = try await sandbox.checkout(SandboxCustomer(.stayAway))
            let scope = try await atTheBank(checkout)
            scope.cancel()
            let declined = try #require(await sandbox.payments.first)
            await sandbox.act(onPaymentReference: declined.reference, .declined)

            scope.selectBank(scope.currentState.banks[1])
            #expect(await first(checkout.route, where: isAtTheBank) != nil)
            let payments = await sandbox.payments
            #expect(payments.count == 2)
            #expect(payments.first?.outcome == .declined)
            scope.cancel()
        }
    }
}

/// Sends requests over HTTP, holding a payment's creation until `release` says so, deaf to its
/// checkout stopping it: a creation on its way.
private struct CreationHeld: HTTPTransport {
    let held: AsyncStream<Void>.Continuation
    let release: AsyncStream<Void>

    func send(_ request: PrimerHTTPRequest) async throws -> PrimerHTTPResponse {
        if request.method == "POST", request.url.lastPathComponent == "payments" {
            held.yield()
            await Task { [release] in
                for await _ in release { break }
            }.value
        }
        return try await URLSessionTransport().send(request)
    }
}
