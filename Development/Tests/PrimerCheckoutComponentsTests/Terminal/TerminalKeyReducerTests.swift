import CheckoutTestSupport
import Foundation
@_spi(Renderer) import PrimerCheckoutComponents
import Testing

@testable import PrimerCheckoutTerminal

/// The terminal app's keys, without a terminal: key + screen + UI state → UI state + effects.
@Suite("Terminal keys")
struct TerminalKeyReducerTests {
    let strings = CheckoutComponentsStrings()
    let banks = [
        Bank(id: "ABNANL2A", name: "ABN AMRO", iconUrl: nil, isDisabled: false),
        Bank(id: "INGBNL2A", name: "ING", iconUrl: nil, isDisabled: false),
        Bank(id: "RABONL2U", name: "Rabobank", iconUrl: nil, isDisabled: false),
    ]
    let bankPage = URL(string: "https://bank.example/pay")!

    private func bankSelector(query: String = "") -> CheckoutScreenModel {
        .bankSelector(
            paymentMethodType: "ADYEN_IDEAL",
            BankSelectorScreenModel(
                state: BankSelectorState(status: .ready, banks: banks, filteredBanks: banks, searchQuery: query),
                presentationContext: .fromPaymentSelection, dismissalMechanism: [.gestures], strings: strings))
    }

    private func keys(on screen: CheckoutScreenModel, ui: TerminalUIState = TerminalUIState()) -> TerminalKeyStore {
        .keys(on: screen, ui: ui, pageSize: 2)
    }

    /// The keys the footer and the accessible transcript name are the keys that act: a hint
    /// table and the key handling that drift apart would send the customer to a dead key.
    @Test func everyLetterKeyAScreenNamesDoesSomethingThere() {
        let ui = TerminalUIState(sandboxActions: true, canOpenBrowser: true)
        let screens: [CheckoutScreenModel] = [
            .loading(message: "Loading"), .processing(message: "Processing"),
            .awaitingBank(title: "Waiting", message: "Approve", redirectUrl: bankPage),
            .success(title: "Paid", amount: nil, reference: "p1"),
            .failure(
                .init(
                    category: .declined, title: "Declined", message: "m", reference: "r", retry: "Retry",
                    chooseOther: "Choose another payment method", close: "Close")),
        ]
        for screen in screens {
            let letters = TerminalWords.english.keys(for: screen, ui: ui)
                .flatMap { $0.key.components(separatedBy: " / ") }.filter { $0.count == 1 }
            for letter in letters {
                let effects = TerminalKeyReducer.reduce(.character(Character(letter)), screen: screen, ui: ui, pageSize: 2).effects
                #expect(!effects.isEmpty, "\(letter) on \(screen)")
            }
        }
    }

    @Test func theMethodListMovesWithinItsItemsAndEnterOpensTheHighlightedMethod() {
        let list = CheckoutScreenModel.paymentMethodList(
            title: "Pay", amount: nil, items: [.init(type: "ADYEN_IDEAL", name: "iDEAL"), .init(type: "ADYEN_DOTPAY", name: "Dotpay")],
            emptyMessage: nil)
        var store = keys(on: list)
        store.send(.down) { $0.highlightedMethod = 1 }
        store.send(.down, [], "the last item is as far as it goes")
        store.send(.enter, [.selectPaymentMethod("ADYEN_DOTPAY")])
        store.send(.home) { $0.highlightedMethod = 0 }
        store.send(.end) { $0.highlightedMethod = 1 }
        store.send(.up) { $0.highlightedMethod = 0 }
        store.send(.enter, [.selectPaymentMethod("ADYEN_IDEAL")])
        store.send(.character("q"), [.quit])
    }

    /// Esc is the terminal's swipe: without `.gestures` in the dismissal setting it leaves the
    /// method list open, and `q` — drawn as Cancel — is the way out.
    @Test @MainActor func withoutGesturesEscapeLeavesTheMethodListOpenAndQCancels() {
        let list = CheckoutScreenModel.paymentMethodList(
            title: "Pay", amount: nil, items: [.init(type: "ADYEN_IDEAL", name: "iDEAL")], emptyMessage: nil)
        var held = TerminalUIState()
        held.escapeClosesMethodList = false
        held.methodListCancel = "Cancel"
        var store = keys(on: list, ui: held)
        store.send(.escape, [], "no swipe")
        store.send(.character("q"), [.quit])
        var swipeable = keys(on: list)
        swipeable.send(.escape, [.quit])
        let frame = CheckoutFrameRenderer(width: 60, height: 8).frame(for: list, ui: held)
        #expect(frame.last?.plain.trimmingCharacters(in: .whitespaces) == "↑/↓ move · Enter select · q Cancel")
        let quitting = CheckoutFrameRenderer(width: 60, height: 8).frame(for: list, ui: TerminalUIState())
        #expect(quitting.last?.plain.trimmingCharacters(in: .whitespaces) == "↑/↓ move · Enter select · q quit")
    }

    @Test func typingSearchesFromTheFieldsTextAndStartsAgainAtTheTop() {
        var ui = TerminalUIState()
        ui.highlightedBank = 2
        var typing = keys(on: bankSelector(query: "in"), ui: ui)
        typing.send(.character("g"), [.search("ing")]) { $0.highlightedBank = 0 }
        var editing = keys(on: bankSelector(query: "ing"))
        editing.send(.backspace, [.search("in")])
        editing.send(.controlU, [.search("")])
        var empty = keys(on: bankSelector())
        empty.send(.backspace, [.search("")], "an empty field stays empty")
    }

    @Test func arrowsAndPagesStayWithinTheRowsAndEnterPaysWithTheHighlightedBank() {
        var store = keys(on: bankSelector())
        store.send(.down) { $0.highlightedBank = 1 }
        store.send(.down) { $0.highlightedBank = 2 }
        store.send(.down, [], "the last row is as far as it goes")
        store.send(.pageUp) { $0.highlightedBank = 0 }
        store.send(.pageDown) { $0.highlightedBank = 2 }
        store.send(.home) { $0.highlightedBank = 0 }
        store.send(.end) { $0.highlightedBank = 2 }
        store.send(.up) { $0.highlightedBank = 1 }
        store.send(.enter, [.selectBank(banks[1])])
        store.send(.escape, [.back])
    }

    @Test func atTheBankKeysActOnlyWhereTheAppCan() {
        let waiting = CheckoutScreenModel.awaitingBank(title: "t", message: "m", redirectUrl: bankPage)
        var plain = keys(on: waiting)
        plain.send(.character("a"), [], "no sandbox to answer")
        plain.send(.character("o"), [], "no browser to open")
        plain.send(.character("c"), [.cancelAtBank])
        plain.send(.escape, [.cancelAtBank])
        var capable = keys(on: waiting, ui: TerminalUIState(sandboxActions: true, canOpenBrowser: true))
        capable.send(.character("a"), [.answerSandboxBankPage(bankPage, approve: true)])
        capable.send(.character("d"), [.answerSandboxBankPage(bankPage, approve: false)])
        capable.send(.character("o"), [.openInBrowser(bankPage)])
    }

    @Test func theErrorScreenOffersOnlyItsActions() {
        var withBoth = keys(
            on: .failure(
                .init(
                    category: .declined, title: "t", message: "m", reference: "r", retry: "Retry", chooseOther: "Other",
                    close: "Close")))
        withBoth.send(.character("r"), [.retry])
        withBoth.send(.character("m"), [.chooseOtherPaymentMethod])
        var closeOnly = keys(
            on: .failure(
                .init(category: .configuration, title: "t", message: "m", reference: "r", retry: nil, chooseOther: nil, close: "Close")))
        closeOnly.send(.character("r"), [], "nothing to retry")
        closeOnly.send(.character("m"), [], "no other method to choose")
        closeOnly.send(.character("q"), [.quit])
    }

    @Test func controlCQuitsFromEveryScreenAndWaitingScreensIgnoreOtherKeys() {
        let screens: [CheckoutScreenModel] = [
            .loading(message: "l"), .processing(message: "p"), bankSelector(),
            .success(title: "s", amount: nil, reference: "r"), .dismissed,
        ]
        for screen in screens {
            var store = keys(on: screen)
            store.send(.controlC, [.quit])
        }
        var loading = keys(on: .loading(message: "l"))
        loading.send(.character("x"))
        loading.send(.enter)
        var success = keys(on: .success(title: "s", amount: nil, reference: "r"))
        success.send(.enter, [.quit])
    }
}
