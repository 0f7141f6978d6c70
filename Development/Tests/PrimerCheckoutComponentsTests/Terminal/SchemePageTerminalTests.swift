import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents
@testable import PrimerCheckoutTerminal

/// The terminal's scheme page (iDEAL 2.0): drawn from the screen model, ↑/↓ between
/// "Pay with {bank}" and "Continue to iDEAL", Enter presses the highlighted button.
@Suite("Terminal scheme page")
@MainActor
struct SchemePageTerminalTests {
    let strings = CheckoutComponentsStrings()
    let rabobank = Bank(id: "RABONL2U", name: "Rabobank", iconUrl: nil, isDisabled: false)

    private func screen(recentBank: Bank?) -> CheckoutScreenModel {
        var state = BankSelectorState(status: .ready)
        state.schemePage = BankSelectorState.SchemePage(
            schemeName: "iDEAL", logoUrl: nil, amount: 1250, currencyCode: "EUR", recentBank: recentBank)
        return .bankSelector(
            paymentMethodType: "ADYEN_IDEAL",
            BankSelectorScreenModel(state: state, presentationContext: .direct, dismissalMechanism: [.gestures], strings: strings))
    }

    @Test func theFrameShowsTheSchemeTheAmountAndTheButtonsInsteadOfASearch() {
        let frame = CheckoutFrameRenderer(width: 44, height: 12).frame(for: screen(recentBank: rabobank), ui: TerminalUIState())
        let text = frame.map { $0.plain.trimmingCharacters(in: .whitespaces) }
        #expect(text.contains("iDEAL"))
        #expect(text.contains("€12.50"))
        #expect(text.contains("You choose your bank on the iDEAL page."))
        #expect(text.contains("▸ Pay with Rabobank"))
        #expect(text.contains("Continue to iDEAL"))
        #expect(!text.contains { $0.contains("Search banks") })
    }

    @Test func enterPaysWithTheRecentBankOrContinuesToTheScheme() {
        var withRecent = TerminalKeyStore.keys(on: screen(recentBank: rabobank))
        withRecent.send(.enter, [.selectBank(rabobank)], "\"Pay with Rabobank\" is highlighted first")
        withRecent.send(.character("x"))
        withRecent.send(.escape, [.back])
        withRecent.send(.down) { $0.highlightedBank = 1 }
        withRecent.send(.enter, [.confirm], "\"Continue to iDEAL\"")
        var withoutRecent = TerminalKeyStore.keys(on: screen(recentBank: nil))
        withoutRecent.send(.enter, [.confirm], "the only button")
    }

    @Test func aScreenReaderHearsTheSchemeTheMessageAndTheFocusedButton() {
        let transcript = AccessibleTranscript(model: screen(recentBank: nil), ui: TerminalUIState())
        #expect(transcript.screen == "Choose your bank. iDEAL, €12.50")
        #expect(transcript.announcement == "You choose your bank on the iDEAL page.")
        #expect(transcript.focus == "Continue to iDEAL")
    }
}
