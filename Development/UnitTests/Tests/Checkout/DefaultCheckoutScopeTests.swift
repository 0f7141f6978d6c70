import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents

private enum TestBankRowKey: ComponentSlotKey {
    typealias Value = @MainActor (Bank) -> String
}

@Suite("Checkout scope")
@MainActor
struct DefaultCheckoutScopeTests {

    @Test func loadsTheSessionThenOffersOnlyRegisteredMethodsInOrder() async throws {
        let configuration = FakeConfigurationEndpoint(
            types: ["PAYMENT_CARD", "ADYEN_DOTPAY", "ADYEN_IDEAL", "ADYEN_IDEAL"],
            amount: 4999, currency: "PLN")
        let harness = CheckoutHarness(types: ["ADYEN_DOTPAY", "ADYEN_IDEAL"], configuration: configuration)
        #expect(harness.checkout.currentState == .initializing)
        #expect(harness.checkout.currentRoute == .loading)
        #expect(await harness.started())
        #expect(harness.checkout.currentState == .ready(totalAmount: 4999, currencyCode: "PLN"))
        #expect(harness.checkout.currentRoute == .paymentMethodSelection)
        #expect(harness.checkout.paymentMethods.map(\.type) == ["ADYEN_DOTPAY", "ADYEN_IDEAL"])
        #expect(harness.checkout.getPaymentMethodScope(for: "PAYMENT_CARD") == nil)
        #expect(harness.endpoint("ADYEN_IDEAL").listCallCount == 0)
    }

    @Test func singleMethodOpensDirectlyAndStartsFetching() async throws {
        let harness = CheckoutHarness(types: ["ADYEN_DOTPAY"])
        #expect(await harness.started())
        #expect(harness.checkout.currentRoute == .paymentMethod(type: "ADYEN_DOTPAY", context: .direct))
        let scope = try #require(harness.bankSelector("ADYEN_DOTPAY"))
        #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
        #expect(harness.endpoint("ADYEN_DOTPAY").listCallCount == 1)
        #expect(harness.analytics.events.first == .paymentMethodSelection)
    }

    @Test func selectingAnUnofferedMethodThrowsATypedError() async throws {
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        #expect(await harness.started())
        #expect(throws: PrimerError.self) { try harness.checkout.selectPaymentMethod("PAYPAL") }
        do {
            try harness.checkout.selectPaymentMethod("PAYPAL")
        } catch {
            #expect(error.errorId == "unsupported-payment-method-type")
        }
        #expect(harness.checkout.currentRoute == .paymentMethodSelection)
    }

    @Test func selectingAMethodShowsItFromPaymentSelection() async throws {
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        #expect(await harness.started())
        try harness.checkout.selectPaymentMethod("ADYEN_DOTPAY")
        #expect(harness.checkout.currentRoute == .paymentMethod(type: "ADYEN_DOTPAY", context: .fromPaymentSelection))
        let scope = try #require(harness.bankSelector("ADYEN_DOTPAY"))
        #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
    }

    @Test func bankSelectorCustomizationsReachEveryMethodAndSurviveSelection() async throws {
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        var configured: [String] = []
        harness.checkout.bankSelector { scope in
            configured.append(scope.paymentMethodType)
            (scope as? any ComponentSlotStoring)?.components[TestBankRowKey.self] = { bank in "★ \(bank.name)" }
        }
        #expect(await harness.started())
        #expect(Set(configured) == ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        let before = try #require(harness.bankSelector("ADYEN_IDEAL"))
        try harness.checkout.selectPaymentMethod("ADYEN_IDEAL")
        before.onBack()
        try harness.checkout.selectPaymentMethod("ADYEN_IDEAL")
        let after = try #require(harness.bankSelector("ADYEN_IDEAL"))
        #expect(after === before)
        let row = try #require((after as? any ComponentSlotStoring)?.components[TestBankRowKey.self])
        #expect(row(BankFixtures.ideal[3]) == "★ ING")
    }

    @Test func bankSelectorConfiguredAfterLoadingAppliesToExistingScopes() async throws {
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL"])
        #expect(await harness.started())
        harness.checkout.bankSelector { scope in
            (scope as? any ComponentSlotStoring)?.components[TestBankRowKey.self] = { _ in "custom" }
        }
        let scope = try #require(harness.bankSelector())
        #expect((scope as? any ComponentSlotStoring)?.components[TestBankRowKey.self]?(BankFixtures.ideal[0]) == "custom")
    }

    @Test func configurationFailureShowsLoadErrorAndRetryReloads() async throws {
        let configuration = FakeConfigurationEndpoint([
            .failure(.networkFailure(reason: "offline", diagnosticsId: "d1")),
            .success(
                CheckoutConfiguration(
                    totalAmount: 100, currencyCode: "EUR",
                    paymentMethods: [CheckoutPaymentMethod(id: "c", type: "ADYEN_IDEAL", name: "iDEAL")])),
        ])
        let harness = CheckoutHarness(configuration: configuration)
        #expect(await harness.started())
        guard case .failure(let failure) = harness.checkout.currentRoute else {
            Issue.record("expected the error screen, got \(harness.checkout.currentRoute)")
            return
        }
        #expect(failure.kind == .loadFailure)
        #expect(!failure.canChooseOtherPaymentMethod)
        #expect(harness.checkout.currentState == .failure(.networkFailure(reason: "offline", diagnosticsId: "d1")))
        harness.checkout.retry()
        #expect(await first(harness.checkout.route, where: { $0 == .paymentMethod(type: "ADYEN_IDEAL", context: .direct) }) != nil)
        #expect(harness.checkout.currentState == .ready(totalAmount: 100, currencyCode: "EUR"))
        #expect(configuration.callCount == 2)
    }

    @Test func chooseOtherPaymentMethodAfterAFailedPaymentReturnsToTheMethodList() async throws {
        let endpoint = FakeBankListEndpoint(fixture: "ideal", payments: [.failure(.sampleDecline)])
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"], endpoints: ["ADYEN_IDEAL": endpoint])
        let scope = try #require(await harness.readyBankSelector())
        scope.selectBank(scope.currentState.banks[0])
        #expect(await first(harness.checkout.route, where: { if case .failure = $0 { true } else { false } }) != nil)
        guard case .failure(let failure) = harness.checkout.currentRoute else { return }
        #expect(failure.canChooseOtherPaymentMethod)
        harness.checkout.chooseOtherPaymentMethod()
        #expect(harness.checkout.currentRoute == .paymentMethodSelection)
        #expect(harness.checkout.currentState == .ready(totalAmount: 1250, currencyCode: "EUR"))
        #expect(scope.currentState.status == .ready)
        #expect(scope.currentState.selectedBank == nil)
        harness.checkout.retry()
        #expect(endpoint.executedBankIds.count == 1)
    }

    @Test func chooseOtherWithASingleMethodReturnsToItsBankList() async throws {
        let endpoint = FakeBankListEndpoint(fixture: "ideal", payments: [.failure(.sampleDecline)])
        let harness = CheckoutHarness(endpoints: ["ADYEN_IDEAL": endpoint])
        let scope = try #require(await harness.readyBankSelector())
        scope.selectBank(scope.currentState.banks[0])
        #expect(await first(harness.checkout.route, where: { if case .failure = $0 { true } else { false } }) != nil)
        harness.checkout.chooseOtherPaymentMethod()
        #expect(harness.checkout.currentRoute == .paymentMethod(type: "ADYEN_IDEAL", context: .direct))
        #expect(scope.currentState.status == .ready)
        #expect(endpoint.listCallCount == 1)
    }

    @Test func errorScreenActionsDoNothingElsewhere() async throws {
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        #expect(await harness.started())
        harness.checkout.retry()
        harness.checkout.chooseOtherPaymentMethod()
        #expect(harness.checkout.currentRoute == .paymentMethodSelection)
    }

    @Test func dismissIsFinalAndReportedOnce() async throws {
        let harness = CheckoutHarness()
        #expect(await harness.started())
        harness.checkout.onDismiss()
        harness.checkout.onDismiss()
        harness.checkout.start()
        #expect(harness.checkout.currentState == .dismissed)
        #expect(harness.analytics.count(of: .paymentFlowExited) == 1)
    }

    @Test func checkoutStateStreamStartsWithTheCurrentValue() async throws {
        let harness = CheckoutHarness()
        let states = Task { [stream = harness.checkout.state] in await collect(stream, count: 2) }
        harness.checkout.start()
        #expect(await states.value == [.initializing, .ready(totalAmount: 1250, currencyCode: "EUR")])
    }
}
