import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents

/// No wait for the list: while the customer is on the payment method list, the bank lists load in
/// the background, so opening iDEAL or Dotpay shows its list without a network round trip; a failed
/// background fetch is fetched again on opening, with the usual error handling.
@Suite("Bank list prefetch")
@MainActor
struct BankListPrefetchTests {
    private let types = ["ADYEN_IDEAL", "ADYEN_DOTPAY"]

    /// A two-method checkout on the payment method list whose lists were asked for behind it.
    private func prefetched(_ harness: CheckoutHarness, clock: ManualClock) async -> Bool {
        guard await harness.started(), harness.checkout.currentRoute == .paymentMethodSelection else { return false }
        guard await clock.sleepers(atLeast: 1) else { return false }
        clock.advance(by: DefaultCheckoutScope.prefetchDelay)
        for type in types {
            guard await harness.endpoint(type).calls.wait(until: { $0.listed.count == 1 }) else { return false }
        }
        return true
    }

    /// Whether every method's background fetch arrived.
    private func arrived(_ harness: CheckoutHarness) async -> Bool {
        for type in types {
            guard let scope = harness.bankSelectorView(type), await scope.prefetchArrived() else {
                return false
            }
        }
        return true
    }

    /// A checkout on its method list whose iDEAL background fetch is on its way, held at `gate`.
    private func heldBackgroundFetch() async throws -> (CheckoutHarness, FakeBankListEndpoint, Gate) {
        let clock = ManualClock()
        let endpoint = FakeBankListEndpoint(fixture: "ideal")
        let gate = Gate()
        endpoint.listGate = gate
        let harness = CheckoutHarness(types: types, endpoints: ["ADYEN_IDEAL": endpoint], clock: clock)
        try #require(await prefetched(harness, clock: clock))
        return (harness, endpoint, gate)
    }

    @Test func onTheMethodListTheListsLoadBehindItAndOpeningShowsThemAtOnce() async throws {
        let clock = ManualClock()
        let harness = CheckoutHarness(types: types, clock: clock)
        #expect(await prefetched(harness, clock: clock))
        #expect(await arrived(harness))
        #expect(harness.bankSelectorView()?.currentState.status == .loading, "nothing shows before the method opens")
        try harness.checkout.selectPaymentMethod("ADYEN_IDEAL")
        let scope = try #require(harness.bankSelectorView())
        #expect(scope.currentState.status == .ready)
        #expect(scope.currentState.banks.count == BankFixtures.dtos("ideal").count)
        try harness.checkout.selectPaymentMethod("ADYEN_DOTPAY")
        #expect(harness.bankSelectorView("ADYEN_DOTPAY")?.currentState.status == .ready)
        #expect(types.map { harness.endpoint($0).listCallCount } == [1, 1])
    }

    @Test func openingWhileTheBackgroundFetchIsOnItsWayWaitsForItInsteadOfAskingAgain() async throws {
        let (harness, endpoint, gate) = try await heldBackgroundFetch()
        try harness.checkout.selectPaymentMethod("ADYEN_IDEAL")
        let scope = try #require(harness.bankSelectorView())
        #expect(scope.currentState.status == .loading)
        await gate.open()
        #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
        #expect(endpoint.listCallCount == 1)
    }

    @Test func aFailedBackgroundFetchIsFetchedAgainOnOpening() async throws {
        let clock = ManualClock()
        let endpoint = FakeBankListEndpoint(banks: [.failure(.sampleServerError), .success(BankFixtures.dtos("ideal"))])
        let harness = CheckoutHarness(types: types, endpoints: ["ADYEN_IDEAL": endpoint], clock: clock)
        #expect(await prefetched(harness, clock: clock))
        await harness.checkout.workFinished()
        #expect(harness.checkout.currentRoute == .paymentMethodSelection, "a failed background fetch shows nothing")
        try harness.checkout.selectPaymentMethod("ADYEN_IDEAL")
        let scope = try #require(harness.bankSelectorView())
        #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
        #expect(endpoint.listCallCount == 2)
    }

    @Test func whenTheOpeningFetchFailsTooTheErrorScreenOffersRetry() async throws {
        let clock = ManualClock()
        let endpoint = FakeBankListEndpoint(banks: [.failure(.sampleServerError)])
        let harness = CheckoutHarness(types: types, endpoints: ["ADYEN_IDEAL": endpoint], clock: clock)
        #expect(await prefetched(harness, clock: clock))
        await harness.checkout.workFinished()
        try harness.checkout.selectPaymentMethod("ADYEN_IDEAL")
        #expect(await first(harness.checkout.route, where: { if case .failure = $0 { true } else { false } }) != nil)
        guard case .failure(let failure) = harness.checkout.currentRoute else { return }
        #expect(failure.kind == .loadFailure)
        #expect(failure.category.offersRetry)
        #expect(endpoint.listCallCount == 2)
    }

    @Test func aCustomerWhoChoosesAtOnceGetsTheOrdinaryFetchAndNothingLoadsBehindTheList() async throws {
        let clock = ManualClock()
        let harness = CheckoutHarness(types: types, clock: clock)
        #expect(await harness.started())
        try harness.checkout.selectPaymentMethod("ADYEN_IDEAL")
        clock.advance(by: DefaultCheckoutScope.prefetchDelay * 2)
        #expect(await first(try #require(harness.bankSelectorView()).state, where: { $0.status == .ready }) != nil)
        await harness.checkout.workFinished()
        #expect(types.map { harness.endpoint($0).listCallCount } == [1, 0], "one ordinary fetch, nothing behind the list")
    }

    @Test func aBackgroundFetchAnsweringAfterTheCheckoutClosedChangesNothing() async throws {
        let (harness, endpoint, gate) = try await heldBackgroundFetch()
        let scope = try #require(harness.bankSelectorView())
        harness.checkout.onDismiss()
        await gate.open()
        await harness.checkout.workFinished()
        #expect(scope.isClosed)
        #expect(!scope.prefetchIsReady)
        #expect(scope.currentState.status == .loading)
        try harness.checkout.selectPaymentMethod("ADYEN_IDEAL")
        #expect(harness.checkout.currentRoute == .dismissed)
        #expect(endpoint.listCallCount == 1)
    }

    @Test func turnedOffNothingLoadsUntilAMethodOpens() async throws {
        let clock = ManualClock()
        let harness = CheckoutHarness(
            types: types, settings: PrimerSettings(bankSelector: BankSelectorOptions(prefetchesBankLists: false)), clock: clock)
        #expect(await harness.started())
        await harness.checkout.workFinished()
        clock.advance(by: 10)
        await harness.checkout.workFinished()
        #expect(types.map { harness.endpoint($0).listCallCount } == [0, 0])
    }

    @Test func againstTheSandboxTheOpenedListNeedsNoRequest() async throws {
        try await withSandbox { sandbox in
            let checkout = try await sandbox.checkout(SandboxCustomer(.stayAway))
            checkout.start()
            #expect(await first(checkout.route, where: { $0 == .paymentMethodSelection }) != nil)
            let scopes = ["ADYEN_IDEAL", "ADYEN_DOTPAY"].compactMap { checkout.getPaymentMethodScope(for: $0) as? DefaultBankSelectorScope }
            try #require(scopes.count == 2)
            for scope in scopes {
                #expect(await scope.prefetchArrived())
            }
            #expect(await sandbox.calls(to: .bankList) == 2)
            let scope = try #require(scopes.last)
            try checkout.selectPaymentMethod("ADYEN_DOTPAY")
            #expect(scope.currentState.status == .ready)
            #expect(scope.currentState.banks.first?.name == "Bank Nowy S.A.")
            await checkout.workFinished()
            #expect(await sandbox.calls(to: .bankList) == 2)
            checkout.onDismiss()
        }
    }
}
