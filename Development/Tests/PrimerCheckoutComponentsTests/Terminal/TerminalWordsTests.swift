import Foundation
@_spi(Renderer) import PrimerCheckoutComponents
import Testing

@testable import PrimerCheckoutTerminal

@Suite("The terminal's own words")
@MainActor
struct TerminalWordsTests {
    private func strings(_ locale: String) -> CheckoutComponentsStrings {
        CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: locale))
    }

    private let awaitingBank = CheckoutScreenModel.awaitingBank(
        title: "Wachten op je bank", message: "Keur de betaling goed bij je bank.",
        redirectUrl: URL(string: "https://bank.example/approve")!)

    @Test func keyHintsSpeakTheScreensLanguage() {
        let dutch = strings("nl-NL")
        let renderer = CheckoutFrameRenderer(width: 100, height: 10, words: TerminalWords(speaking: dutch))
        let ui = TerminalUIState(sandboxActions: true)
        let footer = renderer.frame(for: awaitingBank, ui: ui).last?.plain.trimmingCharacters(in: .whitespaces)
        #expect(footer == "a goedkeuren (sandbox) · d weigeren (sandbox) · c Annuleren")
        let success = renderer.frame(for: .success(title: "Betaling geslaagd", amount: nil, reference: "p1"), ui: ui)
        #expect(success.last?.plain.trimmingCharacters(in: .whitespaces) == "Enter / q Sluiten")
    }

    @Test func theAccessibleTranscriptNamesTheTerminalsKeysNotAPhonesGesture() {
        let dutch = strings("nl-NL")
        let words = TerminalWords(speaking: dutch)
        let banks = [Bank(id: "1", name: "ING", iconUrl: nil, isDisabled: false)]
        let list = CheckoutScreenModel.bankSelector(
            paymentMethodType: "ADYEN_IDEAL",
            BankSelectorScreenModel(
                state: BankSelectorState(status: .ready, banks: banks, filteredBanks: banks, searchQuery: ""),
                presentationContext: .direct, dismissalMechanism: [], strings: dutch))
        #expect(AccessibleTranscript(model: list, ui: TerminalUIState(), words: words).focus == "ING. Druk op Enter om deze bank te kiezen")
        let english = AccessibleTranscript(model: awaitingBank, ui: TerminalUIState(sandboxActions: true, canOpenBrowser: true))
        #expect(english.focus == "a: approve (sandbox), d: decline (sandbox), o: open in browser, c: Cancel")
    }

    @Test func everyTableOfTheCheckoutHasTheTerminalsWordsInItsLanguage() {
        for locale in CheckoutComponentsStrings.availableLocales {
            let checkout = strings(locale)
            let words = TerminalWords(speaking: checkout)
            let language = String(locale.prefix { $0 != "-" })
            #expect(
                language == "en" || words != .english,
                "\(locale): the terminal's words fell back to English while the screen speaks \(checkout.tableNames)")
            #expect(words.cancel == checkout.cancel)
        }
    }

    @Test func serbianInLatinScriptGetsTheTerminalsWordsInLatinLetters() {
        let words = TerminalWords(speaking: strings("sr-Latn"))
        #expect(words.quit == "izlaz")
        #expect(words.selectBankHint == "Pritisnite Enter da biste izabrali ovu banku")
        #expect(words.cancel == strings("sr-Latn").cancel)
    }

    @Test func anUnknownLanguageFallsBackToEnglishLikeTheScreen() {
        let words = TerminalWords(speaking: strings("xx-YY"))
        #expect(words == .english)
    }
}
