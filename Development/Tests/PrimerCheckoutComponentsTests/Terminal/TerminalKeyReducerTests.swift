import Foundation
import PrimerCheckoutComponents
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

    private func press(_ keys: [Key], on screen: CheckoutScreenModel, ui: TerminalUIState = TerminalUIState())
        -> (ui: TerminalUIState, effects: [TerminalEffect])
    {
        var ui = ui
        var effects: [TerminalEffect] = []
        for key in keys {
            let step = TerminalKeyReducer.reduce(key, screen: screen, ui: ui, pageSize: 2)
            ui = step.ui
            effects += step.effects
        }
        return (ui, effects)
    }

    @Test func theMethodListMovesWithinItsItemsAndEnterOpensTheHighlightedMethod() {
        let list = CheckoutScreenModel.paymentMethodList(
            title: "Pay", amount: nil, items: [.init(type: "ADYEN_IDEAL", name: "iDEAL"), .init(type: "ADYEN_DOTPAY", name: "Dotpay")],
            emptyMessage: nil)
        let moved = press([.down, .down, .down], on: list)
        #expect(moved.ui.highlightedMethod == 1)
        #expect(moved.effects.isEmpty)
        #expect(press([.down, .enter], on: list).effects == [.selectPaymentMethod("ADYEN_DOTPAY")])
        #expect(press([.end, .home, .enter], on: list).effects == [.selectPaymentMethod("ADYEN_IDEAL")])
        #expect(press([.character("q")], on: list).effects == [.quit])
    }

    @Test func typingSearchesFromTheFieldsTextAndStartsAgainAtTheTop() {
        var ui = TerminalUIState()
        ui.highlightedBank = 2
        let typed = press([.character("g")], on: bankSelector(query: "in"), ui: ui)
        #expect(typed.effects == [.search("ing")])
        #expect(typed.ui.highlightedBank == 0)
        #expect(press([.backspace], on: bankSelector(query: "ing")).effects == [.search("in")])
        #expect(press([.controlU], on: bankSelector(query: "ing")).effects == [.search("")])
        #expect(press([.backspace], on: bankSelector()).effects == [.search("")])
    }

    @Test func arrowsAndPagesStayWithinTheRowsAndEnterPaysWithTheHighlightedBank() {
        #expect(press([.down, .down, .down, .down], on: bankSelector()).ui.highlightedBank == 2)
        #expect(press([.pageDown, .pageUp, .down], on: bankSelector()).ui.highlightedBank == 1)
        #expect(press([.end, .up, .enter], on: bankSelector()).effects == [.selectBank(banks[1])])
        #expect(press([.escape], on: bankSelector()).effects == [.back])
    }

    @Test func atTheBankKeysActOnlyWhereTheAppCan() {
        let waiting = CheckoutScreenModel.awaitingBank(title: "t", message: "m", redirectUrl: bankPage)
        #expect(press([.character("a"), .character("o")], on: waiting).effects == [])
        let capable = TerminalUIState(sandboxActions: true, canOpenBrowser: true)
        #expect(
            press([.character("a"), .character("d"), .character("o")], on: waiting, ui: capable).effects == [
                .answerSandboxBankPage(bankPage, approve: true), .answerSandboxBankPage(bankPage, approve: false),
                .openInBrowser(bankPage),
            ])
        #expect(press([.character("c"), .escape], on: waiting).effects == [.cancelAtBank, .cancelAtBank])
    }

    @Test func theErrorScreenOffersOnlyItsActions() {
        let withBoth = CheckoutScreenModel.failure(
            .init(category: .declined, title: "t", message: "m", reference: "r", retry: "Retry", chooseOther: "Other", close: "Close"))
        let closeOnly = CheckoutScreenModel.failure(
            .init(category: .configuration, title: "t", message: "m", reference: "r", retry: nil, chooseOther: nil, close: "Close"))
        #expect(press([.character("r"), .character("m")], on: withBoth).effects == [.retry, .chooseOtherPaymentMethod])
        #expect(press([.character("r"), .character("m")], on: closeOnly).effects == [])
        #expect(press([.character("q")], on: closeOnly).effects == [.quit])
    }

    @Test func controlCQuitsFromEveryScreenAndWaitingScreensIgnoreOtherKeys() {
        let screens: [CheckoutScreenModel] = [
            .loading(message: "l"), .processing(message: "p"), bankSelector(),
            .success(title: "s", amount: nil, reference: "r"), .dismissed,
        ]
        for screen in screens {
            #expect(press([.controlC], on: screen).effects == [.quit])
        }
        #expect(press([.character("x"), .enter], on: .loading(message: "l")).effects == [])
        #expect(press([.enter], on: .success(title: "s", amount: nil, reference: "r")).effects == [.quit])
    }
}
