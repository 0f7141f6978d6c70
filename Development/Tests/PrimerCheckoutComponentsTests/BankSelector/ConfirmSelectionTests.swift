import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents
@testable import PrimerCheckoutTerminal

/// `BankSelectorOptions.selection = .confirm`: a tap selects, "Continue to {bank}" pays, exactly
/// one payment per confirmation; the search keeps the selection while the bank is listed.
@Suite("Select, then confirm")
@MainActor
struct ConfirmSelectionTests {
    private func ready() async throws -> (CheckoutHarness, any PrimerBankSelectorScope) {
        let harness = CheckoutHarness(settings: PrimerSettings(bankSelector: BankSelectorOptions(selection: .confirm)))
        return (harness, try #require(await harness.readyBankSelector()))
    }

    private func model(_ harness: CheckoutHarness, locale: String = "en") -> CheckoutScreenModel {
        CheckoutScreenModel(
            checkout: harness.checkout, strings: CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: locale)))
    }

    private func bankSelector(_ model: CheckoutScreenModel) -> BankSelectorScreenModel? {
        guard case .bankSelector(_, let screen) = model else { return nil }
        return screen
    }

    @Test func aTapSelectsWithoutPayingAndTheButtonNamesTheBank() async throws {
        let (harness, scope) = try await ready()
        let ing = try #require(scope.currentState.banks.first { $0.name == "ING" })
        scope.selectBank(ing)
        #expect(scope.currentState.status == .ready)
        #expect(scope.currentState.selectedBank == ing)
        #expect(harness.endpoint().executedBankIds.isEmpty)
        let screen = try #require(bankSelector(model(harness)))
        #expect(screen.confirmButton?.label == "Continue to ING")
        #expect(bankSelector(model(harness, locale: "pl"))?.confirmButton?.label == "Przejdź do ING")
        guard case .rows(let rows) = screen.content else {
            Issue.record("no rows")
            return
        }
        #expect(rows.filter { $0.accessibility.traits.contains(.selected) }.map(\.name) == ["ING"])
    }

    @Test func searchingKeepsTheSelectionOnlyWhileTheBankIsListed() async throws {
        let (harness, scope) = try await ready()
        scope.selectBank(try #require(scope.currentState.banks.first { $0.name == "ING" }))
        scope.search(query: "in")
        #expect(scope.currentState.selectedBank?.name == "ING")
        #expect(bankSelector(model(harness))?.confirmButton != nil)
        scope.search(query: "rabo")
        #expect(scope.currentState.selectedBank == nil)
        #expect(bankSelector(model(harness))?.confirmButton == nil)
    }

    @Test func codeCannotSelectABankTheCurrentSearchHides() async throws {
        let (harness, scope) = try await ready()
        scope.search(query: "rabo")
        scope.selectBank(try #require(scope.currentState.banks.first { $0.name == "ING" }))
        #expect(scope.currentState.selectedBank == nil)
        scope.submit()
        #expect(harness.endpoint().executedBankIds.isEmpty)
        scope.selectBank(try #require(scope.currentState.filteredBanks.first))
        #expect(scope.currentState.selectedBank?.name == "Rabobank")
    }

    @Test func continuingPaysExactlyOnceWithTheSelectedBank() async throws {
        let (harness, scope) = try await ready()
        scope.submit()
        #expect(harness.endpoint().executedBankIds.isEmpty)
        scope.selectBank(try #require(scope.currentState.banks.first { $0.name == "Rabobank" }))
        scope.submit()
        scope.submit()
        scope.selectBank(try #require(scope.currentState.banks.first { $0.name == "ING" }))
        #expect(await first(harness.checkout.route, where: { $0.isSuccess }) != nil)
        #expect(harness.endpoint().executedBankIds == ["RABONL2U"])
    }

    @Test func inTheTerminalEnterSelectsThenEnterOnTheSelectedRowContinues() async throws {
        let (harness, scope) = try await ready()
        let firstBank = scope.currentState.banks[0]
        var listed = TerminalKeyStore.keys(on: model(harness))
        listed.send(.enter, [.selectBank(firstBank)])
        scope.selectBank(firstBank)
        var selected = TerminalKeyStore.keys(on: model(harness))
        selected.send(.enter, [.confirm], "Enter on the selected row continues")
        selected.send(.down) { $0.highlightedBank = 1 }
        selected.send(.enter, [.selectBank(scope.currentState.banks[1])], "Enter on another row selects it instead")
        let frame = CheckoutFrameRenderer(width: 60, height: 24).frame(for: model(harness), ui: TerminalUIState(), bankSelector: scope)
            .map { $0.plain.trimmingCharacters(in: .whitespaces) }
        #expect(frame.filter { $0.contains("✓") }.count == 1, "the selected bank is marked")
        #expect(frame.contains { $0.contains(firstBank.name) && $0.hasSuffix("✓") }, "\(frame)")
    }
}

extension CheckoutRoute {
    fileprivate var isSuccess: Bool { if case .success = self { true } else { false } }
}
