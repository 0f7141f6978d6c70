import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @_spi(Stores) @testable import PrimerCheckoutComponents

@Suite("Retries, idempotency, tokens, manual handling and analytics against the sandbox")
@MainActor
struct PaymentReliabilityEndToEndTests {
    /// Settings for tests of the opening's own fetch: no bank list loads behind the payment method
    /// list, which on a loaded machine could take the fault aimed at the opening.
    static var openingFetchOnly: PrimerSettings {
        var settings = fastSettings()
        settings.bankSelector.prefetchesBankLists = false
        return settings
    }

    @Test func bankListServerErrorsAreRetriedUntilTheListArrives() async throws {
        try await withSandbox { sandbox in
            await sandbox.injectFault(.status(503), on: .bankList, .nextCalls(2))
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: Self.openingFetchOnly,
                redirectHandler: SandboxCustomer(.stayAway))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            #expect(scope.currentState.banks.first?.name == "ABN AMRO")
            #expect(await sandbox.endpointsCalled.filter { $0 == .bankList }.count == 3)
        }
    }

    // Dotpay: iDEAL, which has a scheme page, shows that page instead (SchemePageTests).
    @Test func bankListClientErrorIsNotRetriedAndShowsTheLoadError() async throws {
        try await withSandbox { sandbox in
            await sandbox.injectFault(.status(400), on: .bankList, .nextCalls(1))
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: Self.openingFetchOnly,
                redirectHandler: SandboxCustomer(.stayAway))
            checkout.start()
            #expect(await first(checkout.route, where: { $0 == .paymentMethodSelection }) != nil)
            try checkout.selectPaymentMethod("ADYEN_DOTPAY")
            #expect(await first(checkout.route, where: { if case .failure = $0 { true } else { false } }) != nil)
            guard case .failure(let failure) = checkout.currentRoute else { return }
            #expect(failure.kind == .loadFailure)
            #expect(failure.error.errorId == "sandbox-injected-fault")
            #expect(failure.error.diagnosticsId.hasPrefix("sbx_diag_"))
            #expect(await sandbox.endpointsCalled.filter { $0 == .bankList }.count == 1)
            checkout.retry()
            let scope = try #require(checkout.getPaymentMethodScope(for: "ADYEN_DOTPAY") as? any PrimerBankSelectorScope)
            #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
        }
    }

    @Test func droppedConnectionAfterCreationLeavesExactlyOnePayment() async throws {
        try await withSandbox { sandbox in
            await sandbox.injectFault(.dropConnection, on: .createPayment, .nextCalls(1))
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: fastSettings(),
                redirectHandler: SandboxCustomer(.press(.approve)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            guard case .success(let result) = await checkout.settledRoute() else {
                Issue.record("expected success, got \(checkout.currentRoute)")
                return
            }
            let creates = await sandbox.requestLog.filter { $0.endpoint == .createPayment }
            #expect(creates.count == 2)
            #expect(Set(creates.compactMap { $0.header("X-Idempotency-Key") }).count == 1)
            #expect(await sandbox.payments.count == 1)
            #expect(await sandbox.payments.first?.id == result.paymentId)
        }
    }

    @Test func expiredTokenFailsBeforeAnyRequest() async throws {
        try await withSandbox { sandbox in
            let token = await sandbox.makeClientToken(SandboxSessionOptions(expiresIn: -3600))
            #expect {
                _ = try DefaultCheckoutScope(clientToken: token, redirectHandler: SandboxCustomer(.stayAway))
            } throws: { error in
                (error as? PrimerError)?.errorId == "invalid-client-token"
                    && (error as? PrimerError)?.localizedDescription.contains("expired") == true
            }
            #expect(await sandbox.requestLog.isEmpty)
        }
    }

    @Test func localeReachesTokenization() async throws {
        try await withSandbox { sandbox in
            let settings = fastSettings(PrimerSettings(localeData: PrimerLocaleData(identifier: "nl-BE")))
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: settings,
                redirectHandler: SandboxCustomer(.press(.approve)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            _ = await checkout.settledRoute()
            #expect(await sandbox.payments.first?.locale == "nl_BE")
        }
    }

    @Test func merchantAbortBeforeCreationCreatesNoPayment() async throws {
        try await withSandbox { sandbox in
            let handlers = PrimerPaymentHandlers(willCreatePayment: { _ in .abort(message: "Out of stock") })
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: fastSettings(),
                redirectHandler: SandboxCustomer(.press(.approve)), paymentHandlers: handlers)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            guard case .failure(let failure) = await checkout.settledRoute() else {
                Issue.record("expected failure, got \(checkout.currentRoute)")
                return
            }
            #expect(failure.error.errorId == "merchant-error")
            #expect(await sandbox.payments.isEmpty)
        }
    }

    @Test func aCustomerWhoClosesTheCheckoutWhileTheMerchantDecidesIsNotCharged() async throws {
        try await withSandbox { sandbox in
            let (asked, askedContinuation) = AsyncStream.makeStream(of: Void.self)
            let (answer, answerContinuation) = AsyncStream.makeStream(of: PaymentCreationDecision.self)
            let handlers = PrimerPaymentHandlers(willCreatePayment: { _ in
                askedContinuation.yield()
                for await decision in answer { return decision }
                return .abort(message: "no answer")
            })
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: fastSettings(),
                redirectHandler: SandboxCustomer(.press(.approve)), paymentHandlers: handlers)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            for await _ in asked { break }
            checkout.onDismiss()
            // The merchant's server says yes after the customer left.
            answerContinuation.yield(.proceed(idempotencyKey: nil))
            await checkout.workFinished()
            #expect(checkout.currentState == .dismissed)
            #expect(await sandbox.payments.isEmpty, "the customer left before the payment was created")
        }
    }

    @Test func merchantSuppliedIdempotencyKeyIsSent() async throws {
        try await withSandbox { sandbox in
            let handlers = PrimerPaymentHandlers(willCreatePayment: { _ in .proceed(idempotencyKey: "order-42-attempt-1") })
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: fastSettings(),
                redirectHandler: SandboxCustomer(.press(.approve)), paymentHandlers: handlers)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            _ = await checkout.settledRoute()
            #expect(await sandbox.payments.first?.idempotencyKey == "order-42-attempt-1")
        }
    }

    @Test func manualHandlingHandsTokensToTheMerchantEndToEnd() async throws {
        try await withSandbox { sandbox in
            let (checkout, merchant) = try await sandbox.manualCheckout(SandboxCustomer(.press(.approve)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            guard case .success(let result) = await checkout.settledRoute() else {
                Issue.record("expected success, got \(checkout.currentRoute)")
                return
            }
            let payment = try #require(await sandbox.payments.first)
            #expect(result.paymentId == payment.id)
            #expect(payment.resumeCount == 1)
            #expect(await merchant.calls == ["create", "resume"])
        }
    }

    @Test(arguments: [true, false])
    func aCustomerWhoLeavesWhileTheMerchantsServerCreatesIsNeverSentToTheBank(closesTheCheckout: Bool) async throws {
        try await withSandbox { sandbox in
            let clientToken = await sandbox.makeClientToken()
            let merchant = MerchantServer(clientToken: clientToken)
            let (asked, askedContinuation) = AsyncStream.makeStream(of: Void.self)
            let (go, goContinuation) = AsyncStream.makeStream(of: Void.self)
            var settings = fastSettings()
            settings.paymentHandling = .manual
            let handlers = PrimerPaymentHandlers(
                didTokenizePaymentMethod: { token in
                    askedContinuation.yield()
                    for await _ in go { break }
                    // The merchant's own server call, which the checkout closing does not cancel.
                    return await Task.detached { await merchant.createPayment(token) }.value
                },
                didReceiveResumeToken: { resumeToken in await merchant.resume(resumeToken) })
            let customer = SandboxCustomer(.press(.approve))
            let record = InMemoryOpenPaymentStore()
            let checkout = try DefaultCheckoutScope(
                clientToken: clientToken, settings: settings, redirectHandler: customer, paymentHandlers: handlers,
                openPayments: record)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            for await _ in asked { break }
            if closesTheCheckout { checkout.onDismiss() } else { scope.cancel() }
            // The merchant's server creates its payment and hands back the bank's page after the customer left.
            goContinuation.yield()
            await checkout.workFinished()
            if closesTheCheckout {
                #expect(checkout.currentState == .dismissed)
            } else {
                #expect(scope.currentState.status == .ready, "back at the bank list")
            }
            #expect(customer.visits.opened.isEmpty, "the customer left: no bank page opens")
            #expect(await merchant.calls == ["create"])
            let outcomes = await sandbox.payments.map(\.outcome)
            #expect(outcomes == [.awaitingCustomer], "the merchant's payment is never approved: \(outcomes)")
            let kept = await record.openPayments(for: try ClientToken.session(clientToken).recordKey)
            #expect(kept.count == 1, "kept, so that paying again continues it instead of handing a second token")
        }
    }

    /// Also when the device's clock reads the bank page's token as expired (`-60`): the page the
    /// merchant's server just issued is followed, and the payment asked about once it expired.
    @Test(arguments: [3600, -60])
    func manualHandlingContinuesTheMerchantsOpenPaymentInsteadOfHandingASecondToken(bankPageTokenExpiresIn: Int) async throws {
        try await withSandbox { sandbox in
            var session = SandboxSessionOptions()
            session.actionTokensExpireIn = bankPageTokenExpiresIn
            let (checkout, merchant) = try await sandbox.manualCheckout(SandboxCustomer(.stayAway), session: session)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            #expect(await first(checkout.route, where: { if case .awaitingBank = $0 { true } else { false } }) != nil)
            // Back while at the bank, approved in the banking app, then another bank: the merchant's
            // payment is asked about and resumed, not a second token handed over.
            scope.cancel()
            let payment = try #require(await sandbox.payments.first)
            await sandbox.act(onPaymentReference: payment.reference, .approved)
            scope.selectBank(scope.currentState.banks[1])
            guard case .success(let result) = await checkout.settledRoute() else {
                Issue.record("expected success, got \(checkout.currentRoute)")
                return
            }
            #expect(result.paymentId == payment.id)
            #expect(await merchant.calls == ["create", "resume"])
            #expect(await sandbox.payments.count == 1)
        }
    }

    /// Manual handling as automatic: a merchant's payment the server has not finished, at a bank
    /// page the device's clock calls expired, stands in the way — also when the server refuses to
    /// answer about it — until the customer chooses to pay another way; only then does the
    /// merchant's server get a second token.
    @Test(arguments: [false, true])
    func aMerchantsPaymentStillOpenAtAnExpiredBankPageIsPaidAroundOnlyByTheCustomersChoice(statusRefused: Bool) async throws {
        try await withSandbox { sandbox in
            var session = SandboxSessionOptions()
            session.actionTokensExpireIn = -60
            let (checkout, merchant) = try await sandbox.manualCheckout(SandboxCustomer(.stayAway), session: session)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            let chosen = scope.currentState.banks[0]
            scope.selectBank(chosen)
            #expect(await first(checkout.route, where: { if case .awaitingBank = $0 { true } else { false } }) != nil)
            scope.cancel()
            if statusRefused { await sandbox.injectFault(.status(401), on: .status, .nextCalls(10_000)) }
            scope.selectBank(scope.currentState.banks[1])
            guard case .failure(let failure) = await checkout.settledRoute(),
                case .paymentPending(_, _, let status, let issuer, _) = failure.error
            else {
                Issue.record("expected the not-confirmed screen, got \(checkout.currentRoute)")
                return
            }
            #expect(status == "PENDING" && issuer == chosen.id)
            #expect(!failure.canRetry && failure.canChooseOtherPaymentMethod, "no page to continue at: only another way")
            #expect(await merchant.calls == ["create"], "no second token behind the customer's back")

            checkout.chooseOtherPaymentMethod()
            try checkout.selectPaymentMethod("ADYEN_IDEAL")
            scope.selectBank(scope.currentState.banks[1])
            #expect(await first(checkout.route, where: { if case .awaitingBank = $0 { true } else { false } }) != nil)
            #expect(await merchant.calls == ["create", "create"], "the customer chose to pay another way")
            #expect(await sandbox.payments.count == 2)
        }
    }

    @Test func analyticsArriveInOrderWithThePaymentMethod() async throws {
        try await withSandbox { sandbox in
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: fastSettings(),
                redirectHandler: SandboxCustomer(.press(.approve)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.search(query: "secret search text")
            scope.search(query: "")
            scope.selectBank(scope.currentState.banks[0])
            _ = await checkout.settledRoute()
            #expect(await sandbox.waitUntil { $0.analyticsEvents.count >= 5 })
            let events = await sandbox.analyticsEvents
            #expect(
                events.map { $0["eventName"] ?? "" } == [
                    "PAYMENT_METHOD_SELECTION", "PAYMENT_SUBMITTED", "PAYMENT_PROCESSING_STARTED",
                    "PAYMENT_REDIRECT_TO_THIRD_PARTY", "PAYMENT_SUCCESS",
                ])
            #expect(events.allSatisfy { $0["paymentMethod"] == "ADYEN_IDEAL" })
            // Where the customer was sent, without the page's capability path.
            #expect(events[3]["redirectDestinationUrl"] == RedirectURLPolicy.origin(of: await sandbox.baseURL))
            #expect(events.allSatisfy { !$0.values.contains { $0.contains("secret") } })
        }
    }
}

@Suite("Polling lifecycle against the sandbox")
@MainActor
struct PollingLifecycleTests {
    @Test func dismissWhilePollingStopsAllRequests() async throws {
        try await withSandbox { sandbox in
            let clock = ManualClock()
            let customer = SandboxCustomer(.stayAway)
            let (checkout, _) = try await sandbox.checkoutWaitingAtTheBank(clock: clock, customer: customer)
            #expect(await clock.sleepers(atLeast: 1))
            clock.advance(by: 1)
            #expect(await clock.sleepers(atLeast: 1))
            checkout.onDismiss()
            #expect(await first(customer.visitUpdates, where: { $0.closes == 1 }) != nil)
            let settled = await sandbox.calls(to: .status)
            #expect(settled >= 2)
            clock.advance(by: 600)
            await checkout.workFinished()
            #expect(await sandbox.calls(to: .status) == settled)
            #expect(checkout.currentState == .dismissed)
        }
    }

    @Test func resumeIsIdempotentPerPaymentAndResumeToken() async throws {
        try await withSandbox { sandbox in
            let driver = try await SandboxAPIDriver(sandbox)
            let api = driver.api
            let pci = driver.pciUrl
            let payment = try await driver.createPayment(try await driver.tokenize(issuer: "TEST_ISSUER_APPROVED"), key: "k")
            let action = try ClientToken.requiredAction(try #require(payment.requiredAction).clientToken)
            let status = try await api.pollStatus(statusUrl: try #require(action.statusUrl), accessToken: action.accessToken, timeout: 5)
            #expect(status.status == .complete)
            let resumeToken = try #require(status.resumeToken)
            let first = try await api.resumePayment(
                pciUrl: pci, accessToken: action.accessToken, paymentId: payment.id!, resumeToken: resumeToken)
            let second = try await api.resumePayment(
                pciUrl: pci, accessToken: action.accessToken, paymentId: payment.id!, resumeToken: resumeToken)
            #expect(first == second)
            #expect(first.status == .success)
            #expect(await sandbox.payments.first?.resumeCount == 1)
        }
    }
}

@Suite("Retry never pays twice")
@MainActor
struct RetryNeverPaysTwiceTests {
    /// Pays with the first iDEAL bank while `endpoint` fails with `fault` for its next 3 calls (every
    /// attempt of the first try), then retries from the error screen; true when the retry paid.
    private func failedThenRetried(_ sandbox: SandboxServer, _ fault: SandboxFault, on endpoint: SandboxEndpoint) async throws -> Bool {
        await sandbox.injectFault(fault, on: endpoint, .nextCalls(3))
        let checkout = try DefaultCheckoutScope(
            clientToken: await sandbox.makeClientToken(), settings: fastSettings(), redirectHandler: SandboxCustomer(.press(.approve)))
        let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
        scope.selectBank(scope.currentState.banks[0])
        guard case .failure = await checkout.settledRoute() else {
            Issue.record("expected \(endpoint) to fail first, got \(checkout.currentRoute)")
            return false
        }
        checkout.retry()
        return await first(checkout.route, where: { if case .success = $0 { true } else { false } }) != nil
    }

    @Test func retryAfterAFailedResumeResumesTheSamePayment() async throws {
        try await withSandbox { sandbox in
            let paid = try await failedThenRetried(sandbox, .status(500), on: .resume)
            #expect(paid)
            #expect(await sandbox.payments.count == 1)
            #expect(await sandbox.endpointsCalled.filter { $0 == .createPayment }.count == 1)
            #expect(await sandbox.endpointsCalled.filter { $0 == .tokenize }.count == 1)
        }
    }

    @Test func retryAfterATimeoutFollowsTheSamePaymentAtTheBank() async throws {
        try await withSandbox { sandbox in
            let clock = ManualClock()
            let (checkout, _) = try await sandbox.checkoutWaitingAtTheBank(clock: clock)
            #expect(await clock.sleepers(atLeast: 1))
            clock.advance(by: 21)
            guard case .failure(let failure) = await checkout.settledRoute() else {
                Issue.record("expected a timeout, got \(checkout.currentRoute)")
                return
            }
            #expect(failure.error.errorId == "payment-timed-out")
            let payment = try #require(await sandbox.payments.first)
            await sandbox.act(onPaymentReference: payment.reference, .approved)
            checkout.retry()
            #expect(await first(checkout.route, where: { if case .success = $0 { true } else { false } }) != nil)
            #expect(await sandbox.payments.count == 1)
            guard case .success(let result) = checkout.currentRoute else { return }
            #expect(result.paymentId == payment.id)
        }
    }

    @Test func retryAfterALostCreationAnswerRepeatsTheSameKey() async throws {
        try await withSandbox { sandbox in
            let paid = try await failedThenRetried(sandbox, .dropConnection, on: .createPayment)
            #expect(paid)
            let keys = await sandbox.requestLog.filter { $0.endpoint == .createPayment }.compactMap { $0.header("X-Idempotency-Key") }
            #expect(keys.count == 4)
            #expect(Set(keys).count == 1)
            #expect(await sandbox.payments.count == 1)
        }
    }
}

@Suite("Leaving mid-payment")
@MainActor
struct LeavingMidPaymentTests {
    @Test func backWhileWaitingForTheBankStopsPollingAndChargesNothing() async throws {
        try await withSandbox { sandbox in
            let clock = ManualClock()
            let customer = SandboxCustomer(.stayAway)
            let (checkout, scope) = try await sandbox.checkoutWaitingAtTheBank(clock: clock, customer: customer)
            #expect(await clock.sleepers(atLeast: 1))
            scope.onBack()
            #expect(checkout.currentRoute == .paymentMethodSelection)
            #expect(scope.currentState.selectedBank == nil)
            #expect(await first(customer.visitUpdates, where: { $0.closes == 1 }) != nil)
            let polls = await sandbox.calls(to: .status)
            clock.advance(by: 600)
            await checkout.workFinished()
            #expect(await sandbox.calls(to: .status) == polls)
            #expect(await sandbox.payments.allSatisfy { $0.outcome == .awaitingCustomer && $0.resumeCount == 0 })
        }
    }

    @Test func dismissDuringPaymentCreationLeavesAtMostOnePaymentAndNoLaterRequests() async throws {
        try await withSandbox { sandbox in
            // Held far longer than a loaded machine takes to reach the dismissal.
            await sandbox.injectFault(.latency(seconds: 60), on: .createPayment, .nextCalls(1))
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: fastSettings(),
                redirectHandler: SandboxCustomer(.press(.approve)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            #expect(await sandbox.received(.createPayment))
            #expect(checkout.currentRoute == .processing(paymentMethodType: "ADYEN_IDEAL"))
            checkout.onDismiss()
            await checkout.workFinished()
            #expect(checkout.currentState == .dismissed)
            #expect(await sandbox.calls(to: .createPayment) == 1, "one creation left; nothing the checkout stopped sends another")
            #expect(await sandbox.payments.count <= 1)
            #expect(await !sandbox.endpointsCalled.contains(.status))
            #expect(await sandbox.payments.allSatisfy { $0.outcome == .awaitingCustomer })
        }
    }
}
