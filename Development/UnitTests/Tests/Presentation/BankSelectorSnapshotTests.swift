import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @_spi(Stores) @testable import PrimerCheckoutComponents

/// One value per scope: everything the bank selector's screen draws is in `BankSelectorState`, so a
/// screen model is a function of one state value (and the strings), whoever conforms to the scope.
@Suite("Bank selector snapshot")
@MainActor
struct BankSelectorSnapshotTests {
    let strings = CheckoutComponentsStrings()
    let ing = Bank(id: "INGBNL2A", name: "ING", iconUrl: nil, isDisabled: false)
    let knab = Bank(id: "KNABNL2H", name: "Knab", iconUrl: nil, isDisabled: true)
    let rabobank = Bank(id: "RABONL2U", name: "Rabobank", iconUrl: nil, isDisabled: false)

    private func model(_ state: BankSelectorState) -> BankSelectorScreenModel {
        BankSelectorScreenModel(state: state, presentationContext: .direct, dismissalMechanism: [.gestures], strings: strings)
    }

    private func ready(_ banks: [Bank], options: BankSelectorOptions = BankSelectorOptions()) -> BankSelectorState {
        var state = BankSelectorState(status: .ready, banks: banks, filteredBanks: banks)
        state.options = options
        return state
    }

    @Test func aScreenReaderPathThroughTheSchemePageReachesItsPayButtons() {
        var state = BankSelectorState(status: .ready)
        state.schemePage = BankSelectorState.SchemePage(
            schemeName: "iDEAL", logoUrl: nil, amount: 1250, currencyCode: "EUR", recentBank: rabobank)
        let labels = CheckoutScreenModel.bankSelector(paymentMethodType: "ADYEN_IDEAL", model(state)).accessibilityElements.map(\.label)
        #expect(labels.contains("Pay with Rabobank"))
        #expect(labels.contains("Continue to iDEAL"))
        #expect(labels.contains("iDEAL, €12.50"))
        #expect(!labels.contains(strings.accessibilitySearchLabel))
        #expect(!labels.contains(strings.bankSelectorNoBanksAvailable))
        #expect(labels.firstIndex(of: "Pay with Rabobank")! < labels.firstIndex(of: "Continue to iDEAL")!)
    }

    @Test func aScreenWithOneSectionHasNoHeading() {
        let everyBankPopular = model(ready([ing, rabobank], options: BankSelectorOptions(highlightedBankIds: ["RABONL2U", "INGBNL2A"])))
        #expect(everyBankPopular.sections.map(\.kind) == [.popular])
        #expect(everyBankPopular.sections.allSatisfy { $0.header == nil })

        var oneBankRecent = ready([ing])
        oneBankRecent.recentBankId = "INGBNL2A"
        #expect(model(oneBankRecent).sections.map(\.kind) == [.recent])
        #expect(model(oneBankRecent).sections.allSatisfy { $0.header == nil })

        let twoSections = model(ready([ing, rabobank], options: BankSelectorOptions(highlightedBankIds: ["RABONL2U"])))
        #expect(twoSections.sections.map { $0.header?.label } == ["Popular", "All banks"])
    }

    @Test func theScreenModelArrangesRowsAsTheStatesOptionsSay() {
        let hidden = model(ready([knab, ing, rabobank], options: BankSelectorOptions(offlineBanks: .hide)))
        #expect(hidden.sections.flatMap(\.rows).map(\.id) == ["INGBNL2A", "RABONL2U"])
        let last = model(ready([knab, ing, rabobank], options: BankSelectorOptions(listsOfflineBanksLast: true)))
        #expect(last.sections.flatMap(\.rows).map(\.id) == ["INGBNL2A", "RABONL2U", "KNABNL2H"])
        let onlyHidden = model(ready([knab], options: BankSelectorOptions(offlineBanks: .hide)))
        guard case .noBanksAvailable = onlyHidden.content else {
            Issue.record("a list of hidden banks shows \(onlyHidden.content)")
            return
        }
    }

    @Test func hiddenBanksDoNotExistForTheSearchTypoHelpIncluded() async throws {
        let banks = [
            IssuerBankDTO(id: "NUVA", name: "Nuva", iconUrl: nil, disabled: true),
            IssuerBankDTO(id: "NOVA", name: "Nova", iconUrl: nil, disabled: false),
        ]
        let harness = CheckoutHarness(
            endpoints: ["ADYEN_IDEAL": FakeBankListEndpoint(banks: [.success(banks)])],
            settings: PrimerSettings(bankSelector: BankSelectorOptions(offlineBanks: .hide)))
        let scope = try #require(await harness.readyBankSelector())
        scope.search(query: "nuva")
        #expect(scope.currentState.filteredBanks.map(\.name) == ["Nova"])
        #expect(scope.currentState.searchSuggestion == "Nova")
        let screen = BankSelectorScreenModel(scope: scope, strings: strings)
        #expect(screen.suggestion?.text == "Did you mean Nova?")
        #expect(screen.sections.flatMap(\.rows).map(\.name) == ["Nova"])
    }

    @Test func aModelBuiltFromAnOlderStateShowsThatStatesSearchNotTheCurrentOne() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        scope.search(query: "rabobnak")
        let older = scope.currentState
        scope.search(query: "ing")
        let screen = BankSelectorScreenModel(scope: scope, state: older, strings: strings)
        #expect(screen.searchField.text == "rabobnak")
        #expect(screen.suggestion?.text == "Did you mean Rabobank?")
        #expect(BankSelectorScreenModel(scope: scope, strings: strings).suggestion == nil)
    }

    @Test func theStreamCarriesTheScreensFactsSoACustomScreenNeedsNothingElse() async throws {
        let recent = InMemoryRecentBankStore()
        recent.remember("RABONL2U", for: "ADYEN_IDEAL")
        let options = BankSelectorOptions(highlightedBankIds: ["INGBNL2A"], selection: .confirm)
        let harness = CheckoutHarness(settings: PrimerSettings(bankSelector: options), recentBanks: recent)
        let scope = try #require(await harness.readyBankSelector())
        var states = scope.state.makeAsyncIterator()
        let first = try #require(await states.next())
        #expect(first.options == options)
        #expect(first.recentBankId == "RABONL2U")
        #expect(first.schemePage == nil)
        scope.search(query: "rabobnak")
        let typed = try #require(await states.next())
        #expect(typed.searchSuggestion == "Rabobank")
        #expect(!typed.isClosed)
    }
}
