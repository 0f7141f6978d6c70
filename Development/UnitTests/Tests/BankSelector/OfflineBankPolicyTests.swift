import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents

/// `BankSelectorOptions`: offline banks dimmed and blocked (the default), labelled but selectable,
/// or hidden; and optionally listed after every online bank.
@Suite("Offline bank policy")
@MainActor
struct OfflineBankPolicyTests {
    private static let wire = [
        IssuerBankDTO(id: "ABNANL2A", name: "ABN AMRO", iconUrl: nil, disabled: false),
        IssuerBankDTO(id: "KNABNL2H", name: "Knab", iconUrl: nil, disabled: true),
        IssuerBankDTO(id: "INGBNL2A", name: "ING", iconUrl: nil, disabled: false),
        IssuerBankDTO(id: "TRIONL2U", name: "Triodos Bank", iconUrl: nil, disabled: true),
    ]
    private static let ids = wire.map(\.id)

    private func readyScope(_ options: BankSelectorOptions, banks: [IssuerBankDTO] = wire) async -> (
        CheckoutHarness, (any PrimerBankSelectorScope)?
    ) {
        let harness = CheckoutHarness(
            endpoints: ["ADYEN_IDEAL": FakeBankListEndpoint(banks: [.success(banks)])],
            settings: PrimerSettings(bankSelector: options))
        return (harness, await harness.readyBankSelector())
    }

    @Test func byDefaultOfflineBanksAreListedInPlaceDimmedAndCannotBeChosen() async throws {
        let (harness, scope) = await readyScope(BankSelectorOptions())
        let bankSelector = try #require(scope)
        #expect(bankSelector.currentState.filteredBanks.map(\.id) == Self.ids)
        guard case .rows(let rows) = harness.checkout.bankSelectorScreen()?.content else {
            Issue.record("no rows")
            return
        }
        #expect(rows.map(\.isSelectable) == [true, false, true, false])
        #expect(rows[1].unavailableText == "Unavailable")
        #expect(rows[1].accessibility.traits.contains(.notEnabled))
        bankSelector.selectBank(bankSelector.currentState.banks[1])
        #expect(bankSelector.currentState.status == .ready)
        #expect(harness.endpoint().executedBankIds.isEmpty)
    }

    @Test func labelOnlyShowsUnavailableButTheCustomerCanStillPayWithTheBank() async throws {
        let (harness, scope) = await readyScope(BankSelectorOptions(offlineBanks: .labelOnly))
        let bankSelector = try #require(scope)
        guard case .rows(let rows) = harness.checkout.bankSelectorScreen()?.content else {
            Issue.record("no rows")
            return
        }
        #expect(rows.map(\.isSelectable) == [true, true, true, true])
        #expect(rows[1].unavailableText == "Unavailable")
        #expect(!rows[1].accessibility.traits.contains(.notEnabled))
        #expect(rows[1].accessibility.hint != nil)
        bankSelector.selectBank(bankSelector.currentState.banks[1])
        #expect(bankSelector.currentState.status == .selected(bankSelector.currentState.banks[1]))
        #expect(await harness.endpoint().calls.wait { $0.executedBankIds == ["KNABNL2H"] })
    }

    @Test func hideLeavesOfflineBanksOutOfTheListAndTheSearchAndRefusesThem() async throws {
        let (harness, scope) = await readyScope(BankSelectorOptions(offlineBanks: .hide))
        let bankSelector = try #require(scope)
        #expect(bankSelector.currentState.banks.map(\.id) == Self.ids)
        #expect(bankSelector.currentState.filteredBanks.map(\.id) == ["ABNANL2A", "INGBNL2A"])
        bankSelector.search(query: "knab")
        #expect(bankSelector.currentState.filteredBanks.isEmpty)
        guard case .noResults = harness.checkout.bankSelectorScreen()?.content else {
            Issue.record("expected no results")
            return
        }
        bankSelector.selectBank(bankSelector.currentState.banks[1])
        #expect(bankSelector.currentState.status == .ready)
        #expect(harness.endpoint().executedBankIds.isEmpty)
    }

    @Test func hidingEveryBankMeansNoBanksAvailable() async throws {
        let (harness, _) = await readyScope(BankSelectorOptions(offlineBanks: .hide), banks: Self.wire.filter(\.disabled))
        guard case .noBanksAvailable = harness.checkout.bankSelectorScreen()?.content else {
            Issue.record("expected no banks available")
            return
        }
    }

    @Test func offlineBanksCanComeLastInTheListAndInSearchResults() async throws {
        let (_, scope) = await readyScope(BankSelectorOptions(listsOfflineBanksLast: true))
        let bankSelector = try #require(scope)
        #expect(bankSelector.currentState.filteredBanks.map(\.id) == ["ABNANL2A", "INGBNL2A", "KNABNL2H", "TRIONL2U"])
        bankSelector.search(query: "b")
        #expect(bankSelector.currentState.filteredBanks.last?.isDisabled == true)
        #expect(bankSelector.currentState.filteredBanks.first?.isDisabled == false)
    }
}
