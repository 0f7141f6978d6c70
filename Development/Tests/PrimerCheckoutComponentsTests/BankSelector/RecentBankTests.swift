import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @_spi(Stores) @testable import PrimerCheckoutComponents

/// The bank of the last successful payment: remembered by id per payment method, never after a
/// failure, not when the merchant opts out, and offered first under "Recent" while the search is empty.
@Suite("Recent bank")
@MainActor
struct RecentBankTests {
    private let wire = [
        IssuerBankDTO(id: "ABNANL2A", name: "ABN AMRO", iconUrl: nil, disabled: false),
        IssuerBankDTO(id: "INGBNL2A", name: "ING", iconUrl: nil, disabled: false),
        IssuerBankDTO(id: "KNABNL2H", name: "Knab", iconUrl: nil, disabled: true),
        IssuerBankDTO(id: "RABONL2U", name: "Rabobank", iconUrl: nil, disabled: false),
    ]

    private func pay(
        _ bankId: String, answer: Result<PaymentResult, PrimerError>? = nil, store: InMemoryRecentBankStore,
        options: BankSelectorOptions = BankSelectorOptions()
    ) async throws -> CheckoutHarness {
        let endpoint = FakeBankListEndpoint(banks: [.success(wire)], payments: answer.map { [$0] } ?? [])
        let harness = CheckoutHarness(
            endpoints: ["ADYEN_IDEAL": endpoint], settings: PrimerSettings(bankSelector: options), recentBanks: store)
        let scope = try #require(await harness.readyBankSelector())
        scope.selectBank(try #require(scope.currentState.banks.first { $0.id == bankId }))
        _ = await first(harness.checkout.route) {
            switch $0 {
            case .success, .failure: true
            default: false
            }
        }
        return harness
    }

    @Test func aSuccessfulPaymentRemembersTheBanksIdForItsMethod() async throws {
        let store = InMemoryRecentBankStore()
        _ = try await pay("RABONL2U", store: store)
        #expect(store.recentBankId(for: "ADYEN_IDEAL") == "RABONL2U")
        #expect(store.recentBankId(for: "ADYEN_DOTPAY") == nil)
    }

    @Test func aFailedPaymentOrAnOptOutRemembersNothing() async throws {
        let declined = PrimerError.paymentFailed(
            paymentMethodType: "ADYEN_IDEAL", paymentId: "p", status: "FAILED", reason: "DECLINED", diagnosticsId: "d")
        let afterFailure = InMemoryRecentBankStore(["ADYEN_IDEAL": "ABNANL2A"])
        _ = try await pay("RABONL2U", answer: .failure(declined), store: afterFailure)
        #expect(afterFailure.recentBankId(for: "ADYEN_IDEAL") == "ABNANL2A")
        let optedOut = InMemoryRecentBankStore()
        _ = try await pay("RABONL2U", store: optedOut, options: BankSelectorOptions(remembersRecentBank: false))
        #expect(optedOut.recentBankId(for: "ADYEN_IDEAL") == nil)
    }

    @Test func theRecentBankComesFirstUnderRecentThenPopularThenTheRestWithoutRepeats() async throws {
        let harness = CheckoutHarness(
            endpoints: ["ADYEN_IDEAL": FakeBankListEndpoint(banks: [.success(wire)])],
            settings: PrimerSettings(bankSelector: BankSelectorOptions(highlightedBankIds: ["RABONL2U", "INGBNL2A"])),
            recentBanks: InMemoryRecentBankStore(["ADYEN_IDEAL": "INGBNL2A"]))
        let scope = try #require(await harness.readyBankSelector())
        let model = try #require(harness.checkout.bankSelectorScreen())
        #expect(model.sections.map(\.kind) == [.recent, .popular, .allBanks])
        #expect(model.sections.map { $0.header?.label } == ["Recent", "Popular", "All banks"])
        #expect(model.sections.map { $0.rows.map(\.id) } == [["INGBNL2A"], ["RABONL2U"], ["ABNANL2A", "KNABNL2H"]])
        #expect(scope.currentState.filteredBanks.map(\.id) == wire.map(\.id))
        scope.search(query: "ing")
        let searched = try #require(harness.checkout.bankSelectorScreen())
        #expect(searched.sections.map(\.kind) == [.allBanks])
    }

    @Test func aRecentBankThatIsOfflineOrGoneIsNotOffered() async throws {
        for recent in ["KNABNL2H", "GONE"] {
            let harness = CheckoutHarness(
                endpoints: ["ADYEN_IDEAL": FakeBankListEndpoint(banks: [.success(wire)])],
                recentBanks: InMemoryRecentBankStore(["ADYEN_IDEAL": recent]))
            _ = try #require(await harness.readyBankSelector())
            #expect(harness.checkout.bankSelectorScreen()?.sections.map(\.kind) == [.allBanks])
        }
    }

    @Test func aSecondCheckoutOnTheSameDeviceOffersTheBankOfTheFirstPayment() async throws {
        try await withSandbox { sandbox in
            let store = InMemoryRecentBankStore()
            let first = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: fastSettings(),
                redirectHandler: SandboxCustomer(.press(.approve)), recentBanks: store)
            let scope = try #require(await first.readyBankSelector("ADYEN_DOTPAY"))
            let bank = try #require(scope.currentState.banks.filter { !$0.isDisabled }.dropFirst(3).first)
            scope.selectBank(bank)
            guard case .success = await first.settledRoute() else {
                Issue.record("the first payment did not succeed")
                return
            }
            #expect(store.recentBankId(for: "ADYEN_DOTPAY") == bank.id)

            let second = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: fastSettings(),
                redirectHandler: SandboxCustomer(.stayAway), recentBanks: store)
            _ = try #require(await second.readyBankSelector("ADYEN_DOTPAY"))
            guard case .bankSelector(_, let model) = CheckoutScreenModel(checkout: second, strings: CheckoutComponentsStrings()) else {
                Issue.record("not on the bank selector")
                return
            }
            #expect(model.sections.first?.kind == .recent)
            #expect(model.sections.first?.rows.map(\.name) == [bank.name])
            second.onDismiss()
        }
    }

    @Test func aHeadlessCheckoutRemembersInUserDefaultsOnIOSAndNowhereWhereTestsRun() {
        #if os(iOS)
        #expect(DefaultCheckoutScope.defaultRecentBanks is UserDefaultsRecentBankStore)
        #else
        #expect(DefaultCheckoutScope.defaultRecentBanks == nil, "one test's payment never reorders another's list")
        #endif
    }

    @Test func theAppsDefaultsKeepTheBankPerMethodAcrossLaunchesAndApartFromOtherSuites() {
        let suite = "io.primer.checkout.tests.\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let store = UserDefaultsRecentBankStore(suiteName: suite)
        #expect(store.recentBankId(for: "ADYEN_IDEAL") == nil)
        store.remember("INGBNL2A", for: "ADYEN_IDEAL")
        store.remember("1", for: "ADYEN_DOTPAY")
        let relaunched = UserDefaultsRecentBankStore(suiteName: suite)
        #expect(relaunched.recentBankId(for: "ADYEN_IDEAL") == "INGBNL2A")
        #expect(relaunched.recentBankId(for: "ADYEN_DOTPAY") == "1")
        relaunched.remember("RABONL2U", for: "ADYEN_IDEAL")
        #expect(store.recentBankId(for: "ADYEN_IDEAL") == "RABONL2U", "the last bank paid with replaces the one before")
        #expect(UserDefaultsRecentBankStore(suiteName: "\(suite).other").recentBankId(for: "ADYEN_IDEAL") == nil)
    }

    @Test func theDemosFileStoreKeepsTheBankAcrossInstances() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("recent-banks.json")
        FileRecentBankStore(url: url).remember("INGBNL2A", for: "ADYEN_IDEAL")
        FileRecentBankStore(url: url).remember("153", for: "ADYEN_DOTPAY")
        #expect(FileRecentBankStore(url: url).recentBankId(for: "ADYEN_IDEAL") == "INGBNL2A")
        #expect(FileRecentBankStore(url: url).recentBankId(for: "ADYEN_DOTPAY") == "153")
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(!saved.contains("ING\""))
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600, "which bank someone pays with is theirs alone")
        let folderPermissions = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        #expect(folderPermissions == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["recent-banks.json"], "no draft left behind")
    }
}

/// The bank remembered is the paid payment's bank on every path that ends in success (issue 87),
/// over the sandbox through the public initializer.
@Suite("Recent bank is the bank paid with")
@MainActor
struct RecentBankPaidWithTests {
    private func checkout(_ sandbox: SandboxServer, token: String, recent: InMemoryRecentBankStore, store: InMemoryOpenPaymentStore)
        throws -> DefaultCheckoutScope
    {
        try DefaultCheckoutScope(
            clientToken: token, settings: fastSettings(), redirectHandler: SandboxCustomer(.stayAway), recentBanks: recent,
            openPayments: store)
    }

    private func atTheBank(_ checkout: DefaultCheckoutScope, bank index: Int) async throws -> (any PrimerBankSelectorScope, Bank) {
        let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
        let bank = scope.currentState.banks[index]
        scope.selectBank(bank)
        #expect(await first(checkout.route, where: { if case .awaitingBank = $0 { true } else { false } }) != nil)
        return (scope, bank)
    }

    @Test func aDirectPaymentRemembersItsBank() async throws {
        try await withSandbox { sandbox in
            let recent = InMemoryRecentBankStore()
            let checkout = try checkout(sandbox, token: await sandbox.makeClientToken(), recent: recent, store: InMemoryOpenPaymentStore())
            let (_, bank) = try await atTheBank(checkout, bank: 1)
            await sandbox.act(onPaymentReference: try #require(await sandbox.payments.first).reference, .approved)
            #expect(await checkout.settledSuccess()?.paymentId != nil)
            #expect(recent.recentBankId(for: "ADYEN_IDEAL") == bank.id)
        }
    }

    @Test func aContinuedOpenPaymentRemembersItsBankNotTheBankTapped() async throws {
        try await withSandbox { sandbox in
            let recent = InMemoryRecentBankStore()
            let checkout = try checkout(sandbox, token: await sandbox.makeClientToken(), recent: recent, store: InMemoryOpenPaymentStore())
            let (scope, first) = try await atTheBank(checkout, bank: 0)
            scope.cancel()
            scope.selectBank(scope.currentState.banks[2])
            guard case .failure(let failure) = await checkout.settledRoute(), failure.category == .notConfirmed else {
                Issue.record("expected the not-confirmed screen, got \(checkout.currentRoute)")
                return
            }
            checkout.retry()
            let payment = try #require(await sandbox.payments.first)
            await sandbox.act(onPaymentReference: payment.reference, .approved)
            #expect(await checkout.settledSuccess()?.paymentId == payment.id)
            #expect(recent.recentBankId(for: "ADYEN_IDEAL") == first.id)
        }
    }

    @Test func aPaymentFoundOnRecordAtTheNextCheckoutRemembersItsBank() async throws {
        try await withSandbox { sandbox in
            let token = await sandbox.makeClientToken()
            let store = InMemoryOpenPaymentStore()
            let recent = InMemoryRecentBankStore()
            let before = try checkout(sandbox, token: token, recent: recent, store: store)
            let (_, bank) = try await atTheBank(before, bank: 1)
            before.onDismiss()
            await sandbox.act(onPaymentReference: try #require(await sandbox.payments.first).reference, .approved)

            let after = try checkout(sandbox, token: token, recent: recent, store: store)
            after.start()
            #expect(await after.settledSuccess()?.paymentId != nil)
            #expect(recent.recentBankId(for: "ADYEN_IDEAL") == bank.id)
        }
    }

    @Test func aSuccessAfterTheCustomersCancelRemembersThePaidBank() async throws {
        try await withSandbox { sandbox in
            let recent = InMemoryRecentBankStore()
            let checkout = try checkout(sandbox, token: await sandbox.makeClientToken(), recent: recent, store: InMemoryOpenPaymentStore())
            let (scope, first) = try await atTheBank(checkout, bank: 0)
            // Approved in the banking app, then Cancel in the checkout: the next bank ends with it.
            await sandbox.act(onPaymentReference: try #require(await sandbox.payments.first).reference, .approved)
            scope.cancel()
            scope.selectBank(scope.currentState.banks[3])
            #expect(await checkout.settledSuccess()?.paymentId == (await sandbox.payments.first)?.id)
            #expect(await sandbox.payments.count == 1)
            #expect(recent.recentBankId(for: "ADYEN_IDEAL") == first.id)
        }
    }
}
