import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents

@Suite("Bank selector scope")
@MainActor
struct DefaultBankSelectorScopeTests {

    /// A started iDEAL checkout whose bank list request is held at the returned gate.
    private func heldList() async throws -> (CheckoutHarness, FakeBankListEndpoint, Gate, any PrimerBankSelectorScope) {
        let gate = Gate()
        let endpoint = FakeBankListEndpoint(fixture: "ideal")
        endpoint.listGate = gate
        let harness = CheckoutHarness(endpoints: ["ADYEN_IDEAL": endpoint])
        try #require(await harness.started())
        return (harness, endpoint, gate, try #require(harness.bankSelector()))
    }

    // MARK: start

    @Test func startGoesFromLoadingToReadyInOneStateChange() async throws {
        let (_, _, gate, scope) = try await heldList()
        let states = Task { [stream = scope.state] in await collect(stream, count: 2) }
        await gate.open()
        let values = await states.value
        #expect(values.map(\.status) == [.loading, .ready])
        #expect(values.last?.banks == BankFixtures.ideal)
        #expect(values.last?.filteredBanks == BankFixtures.ideal)
    }

    @Test func startIsIdempotent() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        scope.start()
        scope.start()
        await harness.checkout.workFinished()
        #expect(harness.endpoint().listCallCount == 1)
        #expect(harness.analytics.count(of: .paymentMethodSelection) == 1)
    }

    @Test func emptyBankListIsReadyWithNoBanks() async throws {
        let harness = CheckoutHarness(endpoints: ["ADYEN_IDEAL": FakeBankListEndpoint(banks: [.success([])])])
        let scope = try #require(await harness.readyBankSelector())
        let state = scope.currentState
        #expect(state.status == .ready && state.banks.isEmpty && state.filteredBanks.isEmpty && state.selectedBank == nil)
        #expect(harness.checkout.currentRoute == .paymentMethod(type: "ADYEN_IDEAL", context: .direct))
    }

    @Test func queryTypedWhileLoadingIsAppliedToTheFetchedList() async throws {
        let gate = Gate()
        let endpoint = FakeBankListEndpoint(fixture: "dotpay")
        endpoint.listGate = gate
        let harness = CheckoutHarness(types: ["ADYEN_DOTPAY"], endpoints: ["ADYEN_DOTPAY": endpoint])
        #expect(await harness.started())
        let scope = try #require(harness.bankSelector("ADYEN_DOTPAY"))
        scope.search(query: "spoldz")
        #expect(scope.currentState.status == .loading)
        #expect(scope.currentState.filteredBanks.isEmpty)
        await gate.open()
        #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
        #expect(scope.currentState.searchQuery == "spoldz")
        #expect(scope.currentState.filteredBanks.names == ["Bank Spółdzielczy w Brodnicy", "Banki Spółdzielcze"])
    }

    // MARK: search

    @Test func searchFiltersAndEmptyQueryRestoresServerOrder() async throws {
        let harness = CheckoutHarness(types: ["ADYEN_DOTPAY"])
        let scope = try #require(await harness.readyBankSelector("ADYEN_DOTPAY"))
        scope.search(query: "BOS")
        #expect(scope.currentState.filteredBanks.names == ["Płać z BOŚ"])
        #expect(scope.currentState.banks == BankFixtures.dotpay)
        scope.search(query: "zzz")
        #expect(scope.currentState.filteredBanks.isEmpty)
        #expect(scope.currentState.status == .ready)
        scope.search(query: "")
        #expect(scope.currentState.filteredBanks == BankFixtures.dotpay)
    }

    @Test func aSentenceTypedBeforeTheBanksNameKeepsEveryBankListedUntilTheNameNarrowsIt() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        for typed in ["ik", "ik wil", "ik wil betalen met "] {
            scope.search(query: typed)
            #expect(scope.currentState.filteredBanks == scope.currentState.banks, "\(typed)")
            #expect(scope.currentState.searchSuggestion == nil, "\(typed): no \"Did you mean\"")
        }
        scope.search(query: "ik wil betalen met ing")
        #expect(scope.currentState.filteredBanks.names == ["ING"])
        scope.search(query: "zzz")
        #expect(scope.currentState.filteredBanks.isEmpty, "a word that names nothing still finds nothing")
    }

    @Test func aSecondBanksNameTypedAfterTheFirstListsBothInsteadOfNoBanks() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        for typed in ["ing", "ing ", "ing r", "ing ra"] {
            scope.search(query: typed)
            #expect(scope.currentState.filteredBanks.names == ["ING"], "\(typed)")
        }
        for typed in ["ing rab", "ing rabo", "ing rabobank", "ing rabobamk"] {
            scope.search(query: typed)
            #expect(scope.currentState.filteredBanks.names == ["ING", "Rabobank"], "\(typed)")
            #expect(scope.currentState.searchSuggestion == nil, "\(typed): both as typed, no \"Did you mean\"")
        }
        scope.search(query: "ing amsterdam")
        #expect(scope.currentState.filteredBanks.names == ["ING"], "a town is no second name")
        #expect(scope.currentState.searchSuggestion == "ING")
    }

    @Test func searchKeepsTheTypedTextAndMatchesTrimmed() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        scope.search(query: "  ing ")
        #expect(scope.currentState.searchQuery == "  ing ")
        #expect(scope.currentState.filteredBanks.names.first == "ING")
    }

    @Test(arguments: ["(.*", "%@", "\u{0}", String(repeating: "a", count: 10_000)])
    func hostileQueriesLeaveAnEmptyReadyList(query: String) async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        scope.search(query: query)
        #expect(scope.currentState.status == .ready)
        #expect(scope.currentState.filteredBanks.isEmpty)
    }

    // MARK: selectBank

    @Test func selectingABankStartsExactlyOnePaymentAndSucceeds() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        let ing = try #require(scope.currentState.banks.first { $0.id == "INGBNL2A" })
        scope.selectBank(ing)
        #expect(scope.currentState.status == .selected(ing))
        #expect(scope.currentState.selectedBank == ing)
        #expect(harness.checkout.currentRoute == .processing(paymentMethodType: "ADYEN_IDEAL"))
        #expect(await first(harness.checkout.state, where: { if case .success = $0 { true } else { false } }) != nil)
        let expected = PaymentResult(
            paymentId: "pay_INGBNL2A", status: "SUCCESS", amount: 1250, currencyCode: "EUR",
            paymentMethodType: "ADYEN_IDEAL")
        #expect(harness.checkout.currentState == .success(expected))
        #expect(harness.checkout.currentRoute == .success(expected))
        #expect(harness.endpoint().executedBankIds == ["INGBNL2A"])
    }

    @Test func doubleTapMakesOnePayment() async throws {
        let gate = Gate()
        let harness = CheckoutHarness()
        harness.endpoint().paymentGate = gate
        let scope = try #require(await harness.readyBankSelector())
        let bank = scope.currentState.banks[0]
        scope.selectBank(bank)
        scope.selectBank(bank)
        scope.selectBank(scope.currentState.banks[1])
        scope.submit()
        await gate.open()
        #expect(await first(harness.checkout.state, where: { if case .success = $0 { true } else { false } }) != nil)
        await harness.checkout.workFinished()
        #expect(harness.endpoint().executedBankIds == [bank.id])
        #expect(harness.analytics.count(of: .paymentSubmitted) == 1)
    }

    @Test func selectionsFromManyTasksAtOnceMakeOnePayment() async throws {
        let gate = Gate()
        let harness = CheckoutHarness()
        harness.endpoint().paymentGate = gate
        let scope = try #require(await harness.readyBankSelector())
        let banks = Array(scope.currentState.banks.prefix(8))
        await withTaskGroup(of: Void.self) { group in
            for bank in banks {
                group.addTask { @MainActor in scope.selectBank(bank) }
            }
        }
        await gate.open()
        #expect(await first(harness.checkout.state, where: { if case .success = $0 { true } else { false } }) != nil)
        #expect(harness.endpoint().executedBankIds.count == 1)
    }

    @Test func disabledBankLeavesTheStateUnchanged() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        let before = scope.currentState
        let offline = try #require(before.banks.first { $0.isDisabled })
        scope.selectBank(offline)
        await harness.checkout.workFinished()
        #expect(scope.currentState == before)
        #expect(harness.endpoint().executedBankIds.isEmpty)
        #expect(harness.checkout.currentRoute == .paymentMethod(type: "ADYEN_IDEAL", context: .direct))
    }

    @Test(arguments: [
        Bank(id: "HANDNL2A", name: "Handelsbanken", iconUrl: nil, isDisabled: false),
        Bank(id: "NOPE", name: "Nope", iconUrl: nil, isDisabled: false),
    ])
    func bankOfflineInTheListOrUnknownIsRejected(bank: Bank) async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        scope.selectBank(bank)
        await harness.checkout.workFinished()
        #expect(scope.currentState.status == .ready)
        #expect(harness.endpoint().executedBankIds.isEmpty)
    }

    @Test func selectWhileLoadingIsRejected() async throws {
        let (_, endpoint, gate, scope) = try await heldList()
        scope.selectBank(BankFixtures.ideal[0])
        await gate.open()
        #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
        #expect(endpoint.executedBankIds.isEmpty)
        #expect(scope.currentState.selectedBank == nil)
    }

    @Test func selectionUsesTheListedBankMatchedById() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        scope.selectBank(Bank(id: "RABONL2U", name: "typed by merchant", iconUrl: nil, isDisabled: false))
        #expect(scope.currentState.selectedBank?.name == "Rabobank")
    }

    @Test func dotpayPaysWithItsOwnTypeAndIssuer() async throws {
        let harness = CheckoutHarness(types: ["ADYEN_DOTPAY"])
        let scope = try #require(await harness.readyBankSelector("ADYEN_DOTPAY"))
        scope.search(query: "spółdzielcze")
        let bank = try #require(scope.currentState.filteredBanks.first)
        scope.selectBank(bank)
        #expect(await first(harness.checkout.state, where: { if case .success = $0 { true } else { false } }) != nil)
        #expect(harness.endpoint("ADYEN_DOTPAY").listedTypes == ["ADYEN_DOTPAY"])
        #expect(harness.endpoint("ADYEN_DOTPAY").executedBankIds == ["74"])
        #expect(harness.endpoint("ADYEN_DOTPAY").executedTypes == ["ADYEN_DOTPAY"])
    }

    // MARK: payment outcomes

    @Test func paymentFailureShowsErrorAndRetryPaysAgainWithTheSameBank() async throws {
        let endpoint = FakeBankListEndpoint(
            fixture: "ideal",
            payments: [
                .failure(.sampleDecline),
                .success(
                    PaymentResult(
                        paymentId: "pay_2", status: "SUCCESS", amount: 1250, currencyCode: "EUR",
                        paymentMethodType: "ADYEN_IDEAL")),
            ])
        let harness = CheckoutHarness(endpoints: ["ADYEN_IDEAL": endpoint])
        let scope = try #require(await harness.readyBankSelector())
        let bank = scope.currentState.banks[3]
        scope.selectBank(bank)
        #expect(await first(harness.checkout.route, where: { if case .failure = $0 { true } else { false } }) != nil)
        guard case .failure(let failure) = harness.checkout.currentRoute else { return }
        #expect(failure.kind == .paymentFailure)
        #expect(failure.error == .sampleDecline)
        #expect(harness.checkout.currentState == .failure(.sampleDecline))
        harness.checkout.retry()
        #expect(harness.checkout.currentRoute == .processing(paymentMethodType: "ADYEN_IDEAL"))
        #expect(await first(harness.checkout.state, where: { if case .success = $0 { true } else { false } }) != nil)
        #expect(endpoint.executedBankIds == [bank.id, bank.id])
    }

    @Test func customerCancellingAtTheBankReturnsToTheBankList() async throws {
        let endpoint = FakeBankListEndpoint(
            fixture: "ideal",
            payments: [
                .failure(.paymentCancelled(paymentMethodType: "ADYEN_IDEAL", diagnosticsId: "d"))
            ])
        let harness = CheckoutHarness(endpoints: ["ADYEN_IDEAL": endpoint])
        let scope = try #require(await harness.readyBankSelector())
        scope.search(query: "rabo")
        scope.selectBank(scope.currentState.filteredBanks[0])
        #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
        #expect(scope.currentState.selectedBank == nil)
        #expect(scope.currentState.searchQuery == "rabo")
        #expect(harness.checkout.currentRoute == .paymentMethod(type: "ADYEN_IDEAL", context: .direct))
        #expect(harness.checkout.currentState == .ready(totalAmount: 1250, currencyCode: "EUR"))
        #expect(harness.analytics.count(of: .paymentFailure) == 0)
    }

    // MARK: fetch failure

    @Test func fetchFailureShowsLoadErrorAndRetryRefetches() async throws {
        let endpoint = FakeBankListEndpoint(banks: [
            .failure(.sampleServerError), .success(BankFixtures.dtos("ideal")),
        ])
        let harness = CheckoutHarness(endpoints: ["ADYEN_IDEAL": endpoint])
        #expect(await harness.started())
        #expect(await first(harness.checkout.route, where: { if case .failure = $0 { true } else { false } }) != nil)
        guard case .failure(let failure) = harness.checkout.currentRoute else { return }
        #expect(failure.kind == .loadFailure)
        #expect(failure.error.diagnosticsId == "diag-500")
        harness.checkout.retry()
        #expect(harness.checkout.currentRoute == .paymentMethod(type: "ADYEN_IDEAL", context: .direct))
        let scope = try #require(harness.bankSelector())
        #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
        #expect(endpoint.listCallCount == 2)
        #expect(scope.currentState.banks == BankFixtures.ideal)
    }

    // MARK: navigation

    @Test func backDuringFetchCancelsItAndALateFailureShowsNoError() async throws {
        let gate = Gate()
        let endpoint = FakeBankListEndpoint(banks: [.failure(.sampleServerError), .success(BankFixtures.dtos("ideal"))])
        endpoint.listGate = gate
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"], endpoints: ["ADYEN_IDEAL": endpoint])
        #expect(await harness.started())
        try harness.checkout.selectPaymentMethod("ADYEN_IDEAL")
        let scope = try #require(harness.bankSelector())
        scope.onBack()
        #expect(harness.checkout.currentRoute == .paymentMethodSelection)
        await gate.open()
        await harness.checkout.workFinished()
        #expect(harness.checkout.currentRoute == .paymentMethodSelection)
        #expect(harness.checkout.currentState == .ready(totalAmount: 1250, currencyCode: "EUR"))
        try harness.checkout.selectPaymentMethod("ADYEN_IDEAL")
        #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
        #expect(endpoint.listCallCount == 2)
    }

    @Test func backFromPaymentSelectionReturnsToTheListWithoutPaying() async throws {
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        let scope = try #require(await harness.readyBankSelector())
        #expect(scope.presentationContext == .fromPaymentSelection)
        #expect(scope.presentationContext.shouldShowBackButton)
        scope.onBack()
        #expect(harness.checkout.currentRoute == .paymentMethodSelection)
        #expect(harness.endpoint().executedBankIds.isEmpty)
        #expect(scope.currentState.selectedBank == nil)
    }

    @Test func backInDirectPresentationDismisses() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        #expect(scope.presentationContext == .direct)
        #expect(!scope.presentationContext.shouldShowBackButton)
        scope.onBack()
        #expect(harness.checkout.currentState == .dismissed)
        #expect(harness.checkout.currentRoute == .dismissed)
    }

    @Test func cancelButtonDismisses() async throws {
        let harness = CheckoutHarness(
            types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"], settings: PrimerSettings(dismissalMechanism: [.gestures, .closeButton]))
        let scope = try #require(await harness.readyBankSelector())
        #expect(scope.dismissalMechanism == [.gestures, .closeButton])
        scope.onCancel()
        #expect(harness.checkout.currentState == .dismissed)
        #expect(harness.analytics.events.last == .paymentFlowExited)
    }

    @Test func cancelReturnsToTheBankListAndAPaymentThatStillSucceededEndsTheCheckoutWithIt() async throws {
        let gate = Gate()
        let harness = CheckoutHarness()
        harness.endpoint().paymentGate = gate
        let scope = try #require(await harness.readyBankSelector())
        scope.selectBank(scope.currentState.banks[0])
        #expect(await gate.arrivals.wait { $0 == 1 }, "the creation is on its way")
        scope.cancel()
        #expect(scope.currentState.status == .ready)
        #expect(scope.currentState.selectedBank == nil)
        #expect(harness.checkout.currentRoute == .paymentMethod(type: "ADYEN_IDEAL", context: .direct))
        // The payment in flight went through anyway: the money moved, so its success is not thrown away.
        await gate.open()
        guard case .success(let result) = await first(harness.checkout.state, where: { if case .success = $0 { true } else { false } })
        else {
            Issue.record("expected the late success to end the checkout, got \(harness.checkout.currentRoute)")
            return
        }
        #expect(result.paymentId == "pay_\(BankFixtures.ideal[0].id)")
        #expect(harness.endpoint().executedBankIds == [BankFixtures.ideal[0].id])
    }

    @Test func dismissWhilePayingIgnoresTheLateResult() async throws {
        let gate = Gate()
        let harness = CheckoutHarness()
        harness.endpoint().paymentGate = gate
        let scope = try #require(await harness.readyBankSelector())
        scope.selectBank(scope.currentState.banks[0])
        harness.checkout.onDismiss()
        await gate.open()
        await harness.checkout.workFinished()
        #expect(harness.checkout.currentState == .dismissed)
        #expect(harness.analytics.count(of: .paymentSuccess) == 0)
    }

    // MARK: analytics

    @Test func analyticsFollowTheCustomersSteps() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        scope.selectBank(scope.currentState.banks[0])
        #expect(await first(harness.checkout.state, where: { if case .success = $0 { true } else { false } }) != nil)
        #expect(
            harness.analytics.events == [
                .paymentMethodSelection, .paymentSubmitted, .paymentProcessingStarted, .paymentSuccess,
            ])
        #expect(harness.analytics.metadata.allSatisfy { $0.paymentMethod == "ADYEN_IDEAL" })
    }

    @Test func methodSelectionIsCountedOncePerAppearance() async throws {
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        let scope = try #require(await harness.readyBankSelector())
        scope.start()
        #expect(harness.analytics.count(of: .paymentMethodSelection) == 1)
        scope.onBack()
        try harness.checkout.selectPaymentMethod("ADYEN_IDEAL")
        #expect(harness.analytics.count(of: .paymentMethodSelection) == 2)
        #expect(harness.endpoint().listCallCount == 1)
    }

    // MARK: state stream

    @Test func eachSubscriberGetsTheCurrentValueThenDistinctChanges() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        let first = Task { [stream = scope.state] in await collect(stream, count: 3) }
        let second = Task { [stream = scope.state] in await collect(stream, count: 3) }
        scope.search(query: "rabo")
        scope.search(query: "rabo")
        scope.search(query: "")
        let expected = [
            BankSelectorState(status: .ready, banks: BankFixtures.ideal, filteredBanks: BankFixtures.ideal),
            BankSelectorState(
                status: .ready, banks: BankFixtures.ideal,
                filteredBanks: BankFixtures.ideal.filter { $0.id == "RABONL2U" }, searchQuery: "rabo"),
            BankSelectorState(status: .ready, banks: BankFixtures.ideal, filteredBanks: BankFixtures.ideal),
        ]
        #expect(await first.value == expected)
        #expect(await second.value == expected)
    }

    @Test func streamEndsAndScopeIsReleasedWithItsCheckout() async throws {
        weak var weakScope: (any PrimerBankSelectorScope)?
        weak var weakCheckout: DefaultCheckoutScope?
        var stream: AsyncStream<BankSelectorState>?
        do {
            let harness = CheckoutHarness()
            let scope = try #require(await harness.readyBankSelector())
            weakScope = scope
            weakCheckout = harness.checkout
            stream = scope.state
            await harness.checkout.workFinished()
        }
        #expect(weakCheckout == nil)
        #expect(weakScope == nil)
        var received: [BankSelectorState] = []
        for await value in try #require(stream) { received.append(value) }
        #expect(received.count == 1)
    }
}
