import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents
@testable import PrimerCheckoutTerminal

/// When the search finds banks only within a typo it says which name it matched ("Did you mean
/// …?", choosing it searches for that name); when it finds nothing, the empty state offers
/// "Clear search".
@Suite("Search help")
@MainActor
struct SearchHelpTests {
    private func readyIDEAL(settings: PrimerSettings = PrimerSettings()) async throws -> (CheckoutHarness, any PrimerBankSelectorScope) {
        let harness = CheckoutHarness(settings: settings)
        return (harness, try #require(await harness.readyBankSelector()))
    }

    @Test func resultsWithinATypoOfferTheNameTheSearchMatched() async throws {
        let (harness, scope) = try await readyIDEAL()
        scope.search(query: "rabobnak")
        #expect(scope.currentState.filteredBanks.map(\.name) == ["Rabobank"])
        let model = try #require(harness.checkout.bankSelectorScreen())
        #expect(model.suggestion?.text == "Did you mean Rabobank?")
        #expect(model.suggestion?.query == "Rabobank")
        #expect(model.suggestion?.accessibility.traits == .button)
        #expect(harness.checkout.bankSelectorScreen(locale: "pl")?.suggestion?.text == "Czy chodziło Ci o Rabobank?")
        scope.search(query: "rabo")
        #expect(harness.checkout.bankSelectorScreen()?.suggestion == nil)
        scope.search(query: "")
        #expect(harness.checkout.bankSelectorScreen()?.suggestion == nil)
    }

    @Test func nothingFoundOffersClearSearchToAssistiveTechnologyToo() async throws {
        let (harness, scope) = try await readyIDEAL()
        scope.search(query: "qqqqqqqq")
        let model = try #require(harness.checkout.bankSelectorScreen())
        guard case .noResults = model.content else {
            Issue.record("expected no results")
            return
        }
        #expect(model.clearSearchButton?.label == "Clear search")
        let elements = CheckoutScreenModel(checkout: harness.checkout, strings: CheckoutComponentsStrings()).accessibilityElements
        #expect(elements.last?.identifier == AccessibilityIdentifiers.BankSelector.clearSearchButton)
        scope.search(query: "ing")
        #expect(harness.checkout.bankSelectorScreen()?.clearSearchButton == nil)
    }

    @Test func aSearchFieldHoldingTextOffersToClearItRightAfterTheField() async throws {
        let (harness, scope) = try await readyIDEAL()
        #expect(harness.checkout.bankSelectorScreen()?.searchField.clearButton == nil, "nothing to clear")
        scope.search(query: "ing")
        let clear = try #require(harness.checkout.bankSelectorScreen()?.searchField.clearButton)
        #expect(clear.label == "Clear search")
        #expect(clear.identifier == AccessibilityIdentifiers.BankSelector.searchClearButton)
        #expect(clear.traits == .button)
        #expect(harness.checkout.bankSelectorScreen(locale: "pl")?.searchField.clearButton?.label == "Wyczyść wyszukiwanie")
        let elements = CheckoutScreenModel(checkout: harness.checkout, strings: CheckoutComponentsStrings()).accessibilityElements
        let field = try #require(elements.firstIndex { $0.identifier == AccessibilityIdentifiers.BankSelector.searchBar })
        #expect(elements[field + 1] == clear, "VoiceOver reaches it right after the field")
        scope.search(query: "")
        #expect(harness.checkout.bankSelectorScreen()?.searchField.clearButton == nil)
    }

    @Test func inTheTerminalTabTakesTheSuggestionAndTheFrameShowsIt() async throws {
        let (harness, scope) = try await readyIDEAL()
        scope.search(query: "rabobnak")
        let model = CheckoutScreenModel(checkout: harness.checkout, strings: CheckoutComponentsStrings())
        var keys = TerminalKeyStore.keys(on: model)
        keys.send(.tab, [.search("Rabobank")])
        let frame = CheckoutFrameRenderer(width: 60, height: 20).frame(for: model, ui: TerminalUIState(), bankSelector: scope)
            .map { $0.plain.trimmingCharacters(in: .whitespaces) }
        #expect(frame.contains("Tab  Did you mean Rabobank?"))
        scope.search(query: "rabo")
        let exact = CheckoutScreenModel(checkout: harness.checkout, strings: CheckoutComponentsStrings())
        var exactKeys = TerminalKeyStore.keys(on: exact)
        exactKeys.send(.tab, [], "no suggestion to take")
    }
}
