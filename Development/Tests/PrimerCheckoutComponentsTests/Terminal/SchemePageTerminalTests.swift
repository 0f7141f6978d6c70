import Foundation
import PrimerCheckoutComponents
import Testing

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
        let withRecent = screen(recentBank: rabobank)
        #expect(
            TerminalKeyReducer.reduce(.enter, screen: withRecent, ui: TerminalUIState(), pageSize: 5).effects == [.selectBank(rabobank)])
        let moved = TerminalKeyReducer.reduce(.down, screen: withRecent, ui: TerminalUIState(), pageSize: 5).ui
        #expect(TerminalKeyReducer.reduce(.enter, screen: withRecent, ui: moved, pageSize: 5).effects == [.confirm])
        #expect(
            TerminalKeyReducer.reduce(.enter, screen: screen(recentBank: nil), ui: TerminalUIState(), pageSize: 5).effects == [.confirm])
        #expect(TerminalKeyReducer.reduce(.escape, screen: withRecent, ui: TerminalUIState(), pageSize: 5).effects == [.back])
        #expect(TerminalKeyReducer.reduce(.character("x"), screen: withRecent, ui: TerminalUIState(), pageSize: 5).effects.isEmpty)
    }

    @Test func aScreenReaderHearsTheSchemeTheMessageAndTheFocusedButton() {
        let transcript = AccessibleTranscript(model: screen(recentBank: nil), ui: TerminalUIState())
        #expect(transcript.screen == "Choose your bank. iDEAL, €12.50")
        #expect(transcript.announcement == "You choose your bank on the iDEAL page.")
        #expect(transcript.focus == "Continue to iDEAL")
    }
}
