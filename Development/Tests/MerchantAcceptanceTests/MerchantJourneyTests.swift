import CheckoutDemo
import CheckoutTestSupport
import Foundation
import PrimerCheckoutComponents
import PrimerSandbox
import SandboxTestSupport
import Testing

/// Journeys of a merchant's app and its customers over the sandbox, through the public API alone:
/// this target imports the SDK as a merchant's app does (no `@testable`, no `@_spi`), so each
/// journey here is one the merchant surface carries by itself.
@Suite("Merchant journeys, public API only")
@MainActor
struct MerchantJourneyTests {
    /// A checkout built as the README builds it, on `token` (a fresh sandbox session unless given).
    private func checkout(
        _ sandbox: SandboxServer, _ customer: any RedirectHandler, token: String? = nil,
        handlers: PrimerPaymentHandlers = PrimerPaymentHandlers(), openPayments: any OpenPaymentStore = MemoryOpenPaymentStore()
    ) async throws -> DefaultCheckoutScope {
        var clientToken = token
        if clientToken == nil { clientToken = await sandbox.makeClientToken() }
        return try DefaultCheckoutScope(
            clientToken: clientToken ?? "", settings: fastSettings(), redirectHandler: customer, paymentHandlers: handlers,
            openPayments: openPayments)
    }

    /// Starts `checkout`, opens `type` from the method list and waits for its banks.
    private func banks(_ type: String = "ADYEN_IDEAL", in checkout: DefaultCheckoutScope) async throws -> any PrimerBankSelectorScope {
        if checkout.currentState == .initializing { checkout.start() }
        #expect(await first(checkout.route, where: { $0 == .paymentMethodSelection }) != nil)
        try checkout.selectPaymentMethod(type)
        let scope = try #require(checkout.getPaymentMethodScope(for: type) as? any PrimerBankSelectorScope)
        #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
        return scope
    }

    /// The checkout's last state once it ended (success or dismissed).
    private func ended(_ checkout: DefaultCheckoutScope) async -> PrimerCheckoutState? {
        await first(checkout.state, seconds: 60) { state in
            switch state {
            case .success, .dismissed: true
            default: false
            }
        }
    }

    /// The payment `checkout` ended with; an issue naming how it ended instead when it did not succeed.
    private func paid(_ checkout: DefaultCheckoutScope, sourceLocation: SourceLocation = #_sourceLocation) async -> PaymentResult? {
        let state = await ended(checkout)
        guard case .success(let result) = state else {
            Issue.record("the checkout did not end in success: \(String(describing: state))", sourceLocation: sourceLocation)
            return nil
        }
        return result
    }

    @Test func aCustomerSearchesPicksTheirBankApprovesAndPaysOnce() async throws {
        try await withSandbox { sandbox in
            let checkout = try await checkout(sandbox, SandboxCustomer(.press(.approve)))
            let ideal = try await banks(in: checkout)
            ideal.search(query: "ing")
            let ing = try #require(ideal.currentState.filteredBanks.first)
            #expect(ing.name == "ING")
            let states = ideal.state
            ideal.selectBank(ing)
            let statuses = await collect(states, count: 2).map(\.status)
            #expect(statuses == [.ready, .selected(ing)], "the contract's stream: the current state, then the selection")

            guard let result = await paid(checkout) else { return }
            #expect(result.paymentMethodType == "ADYEN_IDEAL" && result.amount == 1250 && result.currencyCode == "EUR")
            let payments = await sandbox.payments
            #expect(payments.map(\.id) == [result.paymentId])
            #expect(payments.first?.issuer == ing.id)
        }
    }

    @Test func aCustomerWhoApprovesThenClosesTheBrowserPaysOnceAndSeesTheSuccess() async throws {
        try await withSandbox { sandbox in
            let checkout = try await checkout(sandbox, SandboxCustomer(.pressThenClose(.approve)))
            let ideal = try await banks(in: checkout)
            ideal.selectBank(ideal.currentState.banks[0])
            guard let result = await paid(checkout) else { return }
            #expect(await sandbox.payments.map(\.id) == [result.paymentId])
        }
    }

    @Test func aDisabledBankStartsNothingAndTheNextChoicePaysOnce() async throws {
        try await withSandbox { sandbox in
            let checkout = try await checkout(sandbox, SandboxCustomer(.press(.approve)))
            let ideal = try await banks(in: checkout)
            let offline = try #require(ideal.currentState.banks.first(where: { $0.isDisabled }))
            ideal.selectBank(offline)
            #expect(ideal.currentState.status == .ready)
            #expect(checkout.currentRoute == .paymentMethod(type: "ADYEN_IDEAL", context: .fromPaymentSelection))

            let online = try #require(ideal.currentState.banks.first(where: { !$0.isDisabled }))
            ideal.selectBank(online)
            guard await paid(checkout) != nil else { return }
            #expect(await sandbox.payments.map(\.issuer) == [online.id])
        }
    }

    @Test func aDeclinedPaymentShowsTheFailureAndAnotherMethodPaysOnce() async throws {
        try await withSandbox { sandbox in
            let checkout = try await checkout(sandbox, SandboxCustomer(.press(.decline), then: .press(.approve)))
            let ideal = try await banks(in: checkout)
            ideal.selectBank(ideal.currentState.banks[0])
            let failure = await first(checkout.route) { if case .failure = $0 { true } else { false } }
            guard case .failure(let shown) = failure else {
                Issue.record("no failure screen: \(checkout.currentRoute)")
                return
            }
            #expect(shown.category == .declined && shown.paymentMethodType == "ADYEN_IDEAL" && shown.canChooseOtherPaymentMethod)
            guard case .failure(.paymentFailed) = checkout.currentState else {
                Issue.record("the state stream tells the decline: \(checkout.currentState)")
                return
            }

            checkout.chooseOtherPaymentMethod()
            let dotpay = try await banks("ADYEN_DOTPAY", in: checkout)
            let online = try #require(dotpay.currentState.banks.first(where: { !$0.isDisabled }))
            dotpay.selectBank(online)
            guard let result = await paid(checkout) else { return }
            #expect(result.paymentMethodType == "ADYEN_DOTPAY")
            let approved = await sandbox.payments.filter { $0.outcome == .approved }
            #expect(approved.map(\.id) == [result.paymentId])
        }
    }

    @Test func aMerchantWhoGivesEveryPaymentOneIdempotencyKeyHearsATypedErrorNotTheFirstDeclineAgain() async throws {
        try await withSandbox { sandbox in
            let handlers = PrimerPaymentHandlers(willCreatePayment: { _ in .proceed(idempotencyKey: "order-42") })
            let checkout = try await checkout(sandbox, SandboxCustomer(.press(.decline), then: .press(.approve)), handlers: handlers)
            let ideal = try await banks(in: checkout)
            ideal.selectBank(ideal.currentState.banks[0])
            #expect(await first(checkout.route) { if case .failure = $0 { true } else { false } } != nil)
            guard case .failure(.paymentFailed) = checkout.currentState else {
                Issue.record("the first payment was declined at the bank: \(checkout.currentState)")
                return
            }

            // The server answers "order-42" with the declined payment: the retry must not show that
            // decline as a new one, nor send the customer anywhere.
            checkout.retry()
            let refused = await first(checkout.state) { state in
                if case .failure(.invalidValue(key: "idempotencyKey", _, _, _)) = state { true } else { false }
            }
            #expect(refused != nil, "\(checkout.currentState)")
            #expect(await sandbox.payments.count == 1)
        }
    }

    /// The key travels as an HTTP header: a line break would start a header of the merchant's
    /// text, and other characters than ASCII reach the server in whichever encoding the transport picks.
    @Test(arguments: ["order-42\r\nX-Forwarded-For: 10.0.0.1", "zamówienie-42", "order\t42", "   "])
    func anIdempotencyKeyThatCannotTravelAsAHeaderIsATypedErrorAndCreatesNothing(key: String) async throws {
        try await withSandbox { sandbox in
            let handlers = PrimerPaymentHandlers(willCreatePayment: { _ in .proceed(idempotencyKey: key) })
            let checkout = try await checkout(sandbox, SandboxCustomer(.press(.approve)), handlers: handlers)
            let ideal = try await banks(in: checkout)
            ideal.selectBank(ideal.currentState.banks[0])
            let refused = await first(checkout.state) { state in
                if case .failure(.invalidValue(key: "idempotencyKey", _, _, _)) = state { true } else { false }
            }
            #expect(refused != nil, "\(checkout.currentState)")
            #expect(await sandbox.payments.isEmpty)
        }
    }

    @Test func aCustomerWhoCancelsAtTheBankIsBackOnTheListAndTheNextChoicePaysOnce() async throws {
        try await withSandbox { sandbox in
            let checkout = try await checkout(sandbox, SandboxCustomer(.press(.cancel), then: .press(.approve)))
            let ideal = try await banks(in: checkout)
            let (first, second) = (ideal.currentState.banks[0], ideal.currentState.banks[1])
            ideal.selectBank(first)
            #expect(await CheckoutTestSupport.first(checkout.route, where: isAtTheBank) != nil)
            let list = CheckoutRoute.paymentMethod(type: "ADYEN_IDEAL", context: .fromPaymentSelection)
            #expect(await CheckoutTestSupport.first(checkout.route, where: { $0 == list }) != nil)
            #expect(ideal.currentState.status == .ready && ideal.currentState.selectedBank == nil)

            ideal.selectBank(second)
            guard let result = await paid(checkout) else { return }
            let payments = await sandbox.payments
            #expect(payments.map(\.outcome) == [.cancelled, .approved])
            #expect(payments.map(\.issuer) == [first.id, second.id])
            #expect(payments.last?.id == result.paymentId)
        }
    }

    @Test func aCustomerWhoClosesTheAppAtTheBankAndApprovesThereIsPaidOnceWhenTheyReturn() async throws {
        try await withSandbox { sandbox in
            let told = Observed<[String]>([])
            let handlers = PrimerPaymentHandlers(didCreatePayment: { payment in told.update { $0.append(payment.paymentId ?? "?") } })
            let store = MemoryOpenPaymentStore()
            let token = await sandbox.makeClientToken()

            let before = try await checkout(sandbox, SandboxCustomer(.stayAway), token: token, handlers: handlers, openPayments: store)
            let ideal = try await banks(in: before)
            ideal.selectBank(ideal.currentState.banks[0])
            #expect(await first(before.route, where: isAtTheBank) != nil)
            before.onDismiss()
            let payment = try #require(await sandbox.payments.first)
            #expect(await told.wait { $0 == [payment.id] }, "the merchant heard of the payment as soon as it existed")
            await sandbox.act(onPaymentReference: payment.reference, .approved)

            let after = try await checkout(sandbox, SandboxCustomer(.stayAway), token: token, handlers: handlers, openPayments: store)
            after.start()
            guard let result = await paid(after) else { return }
            #expect(result.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func dismissingWhileTheCustomerIsAtTheBankTellsTheMerchantThePaymentIsLeftOpen() async throws {
        try await withSandbox { sandbox in
            let leftOpen = Observed<[String]>([])
            let handlers = PrimerPaymentHandlers(didLeavePaymentOpen: { payment, reason in
                if reason == .checkoutEnded { leftOpen.update { $0.append(payment.paymentId ?? "?") } }
            })
            let checkout = try await checkout(sandbox, SandboxCustomer(.stayAway), handlers: handlers)
            let ideal = try await banks(in: checkout)
            ideal.selectBank(ideal.currentState.banks[0])
            #expect(await first(checkout.route, where: isAtTheBank) != nil)
            #expect(checkout.currentRoute.isPaymentInFlight)

            checkout.onDismiss()
            #expect(await ended(checkout) == .dismissed)
            let payment = try #require(await sandbox.payments.first)
            #expect(await leftOpen.wait { $0 == [payment.id] })
        }
    }

    @Test func backFromTheBankListReturnsToTheMethodListWithoutPayingOrLeavingTheSearchBehind() async throws {
        try await withSandbox { sandbox in
            let checkout = try await checkout(sandbox, SandboxCustomer(.press(.approve)))
            let ideal = try await banks(in: checkout)
            #expect(ideal.presentationContext == .fromPaymentSelection)
            let everyBank = ideal.currentState.filteredBanks
            ideal.search(query: "rabo")
            #expect(ideal.currentState.filteredBanks.count < everyBank.count)
            ideal.onBack()
            #expect(await first(checkout.route, where: { $0 == .paymentMethodSelection }) != nil)
            #expect(await sandbox.payments.isEmpty)
            let again = try await banks(in: checkout)
            #expect(again.currentState.searchQuery.isEmpty)
            #expect(again.currentState.filteredBanks == everyBank)
            #expect(again.currentState.selectedBank == nil)
        }
    }

    @Test func aStateTheMerchantHoldsTakesTheContractsFieldsAndChangesNothingInTheCheckout() async throws {
        try await withSandbox { sandbox in
            let checkout = try await checkout(sandbox, SandboxCustomer(.press(.approve)))
            let ideal = try await banks(in: checkout)
            let ing = try #require(ideal.currentState.banks.first(where: { $0.id == "INGBNL2A" }))

            var preview = ideal.currentState
            preview.searchQuery = "ing"
            preview.filteredBanks = [ing]
            preview.selectedBank = ing
            preview.status = .selected(ing)
            #expect(preview.filteredBanks == [ing] && preview.status == .selected(ing))
            var built = BankSelectorState()
            built.status = .ready
            built.banks = [ing]
            #expect(built == BankSelectorState(status: .ready, banks: [ing]))

            #expect(ideal.currentState.status == .ready && ideal.currentState.searchQuery.isEmpty)
            #expect(ideal.currentState.selectedBank == nil && ideal.currentState.filteredBanks.count > 1)
            #expect(checkout.currentRoute == .paymentMethod(type: "ADYEN_IDEAL", context: .fromPaymentSelection))
            #expect(await sandbox.payments.isEmpty)
        }
    }

    @Test func aStandInScopeWrittenFromTheContractAloneDrivesTheMerchantsOwnScreen() async {
        let preview = PreviewBankSelector()
        let scope: any PrimerBankSelectorScope = preview
        #expect(scope.currentState == BankSelectorState() && scope.paymentMethodType.isEmpty)
        let shown = await first(scope.state, where: { $0.status == .ready })
        #expect(shown?.filteredBanks.map(\.name) == ["ING", "Rabobank"])
        scope.search(query: "ing")
        if let ing = shown?.filteredBanks.first { scope.selectBank(ing) }
        #expect(preview.searched == ["ing"] && preview.selected.map(\.id) == ["INGBNL2A"])
    }

    @Test func anUnusableClientTokenIsATypedErrorBeforeAnyRequest() {
        #expect {
            _ = try DefaultCheckoutScope(clientToken: "not-a-client-token", redirectHandler: SandboxCustomer(.stayAway))
        } throws: { error in
            (error as? PrimerError)?.errorId == "invalid-client-token"
        }
    }
}

/// A merchant's stand-in bank selector for previewing a screen of their own, written from the
/// contract's members alone: what the SDK adds to the protocol has defaults.
@MainActor
private final class PreviewBankSelector: PrimerBankSelectorScope {
    private let banks = [
        Bank(id: "INGBNL2A", name: "ING", iconUrl: nil, isDisabled: false),
        Bank(id: "RABONL2U", name: "Rabobank", iconUrl: nil, isDisabled: false),
    ]
    private(set) var searched: [String] = []
    private(set) var selected: [Bank] = []

    var state: AsyncStream<BankSelectorState> {
        AsyncStream { [banks] continuation in
            continuation.yield(BankSelectorState(status: .ready, banks: banks, filteredBanks: banks))
            continuation.finish()
        }
    }
    var presentationContext: PresentationContext { .fromPaymentSelection }
    var dismissalMechanism: [DismissalMechanism] { [.gestures] }
    func start() {}
    func submit() {}
    func cancel() {}
    func search(query: String) { searched.append(query) }
    func selectBank(_ bank: Bank) { selected.append(bank) }
    func onBack() {}
    func onCancel() {}
}

private func isAtTheBank(_ route: CheckoutRoute) -> Bool {
    if case .awaitingBank = route { true } else { false }
}

/// An open-payment store as a merchant writes one: in memory, one per test.
final class MemoryOpenPaymentStore: OpenPaymentStore, @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: [OpenPayment]] = [:]

    func openPayments(for checkoutKey: String) async throws -> [OpenPayment] {
        lock.withLock { entries[checkoutKey] ?? [] }
    }

    func save(_ payments: [OpenPayment], for checkoutKey: String) async throws {
        lock.withLock { entries[checkoutKey] = payments.isEmpty ? nil : payments }
    }
}
