import Foundation
@_spi(Renderer) import PrimerCheckoutComponents
import Testing

@testable import PrimerCheckoutTerminal

@Suite("Accessible transcript")
struct AccessibleTranscriptTests {
    let strings = CheckoutComponentsStrings()

    @Test func bankSelectorSpeaksTitleFieldCountAndFocusedRow() {
        let banks = [
            Bank(id: "1", name: "ING", iconUrl: nil, isDisabled: false),
            Bank(id: "2", name: "Moneyou", iconUrl: nil, isDisabled: true),
        ]
        let model = CheckoutScreenModel.bankSelector(
            paymentMethodType: "ADYEN_IDEAL",
            BankSelectorScreenModel(
                state: BankSelectorState(status: .ready, banks: banks, filteredBanks: banks, searchQuery: "n"),
                presentationContext: .direct, dismissalMechanism: [], strings: strings))
        var ui = TerminalUIState()
        let first = AccessibleTranscript(model: model, ui: ui)
        #expect(first.screen == "Choose your bank")
        #expect(first.field == "Search banks: n")
        #expect(first.announcement == "2 banks")
        #expect(first.focus == "ING. Press Enter to select this bank")
        ui.highlightedBank = 1
        #expect(AccessibleTranscript(model: model, ui: ui).focus == "Moneyou, unavailable")
    }

    @Test func thePaymentMethodListNamesItsKeysOnceAndThenTheFocusedMethod() {
        let items = [
            CheckoutScreenModel.PaymentMethodItem(type: "ADYEN_IDEAL", name: "iDEAL"),
            CheckoutScreenModel.PaymentMethodItem(type: "ADYEN_DOTPAY", name: "Dotpay"),
        ]
        var ui = TerminalUIState()
        ui.highlightedMethod = 1
        let list = AccessibleTranscript(
            model: .paymentMethodList(title: "Choose a payment method", amount: "Total: €12.50", items: items, emptyMessage: nil),
            ui: ui)
        #expect(list.screen == "Choose a payment method. Total: €12.50")
        #expect(list.announcement == "↑/↓: move, Enter: select, q: quit")
        #expect(list.focus == "Dotpay")
        let empty = AccessibleTranscript(
            model: .paymentMethodList(title: "Choose a payment method", amount: nil, items: [], emptyMessage: "No payment methods"),
            ui: TerminalUIState())
        #expect(empty.announcement == "No payment methods", "why the list is empty, not keys that move nothing")
    }

    @Test func resultScreensAnnounceTheirOutcomeAndNameTheKeysThatAct() {
        let success = AccessibleTranscript(
            model: .success(title: "Payment successful", amount: "Paid €12.50", reference: "Payment reference: p1"),
            ui: TerminalUIState())
        #expect(success.announcement == "Paid €12.50. Payment reference: p1")
        #expect(success.focus == "Enter / q: Close", "what closes it, as a key")
        let failure = AccessibleTranscript(
            model: .failure(
                .init(
                    category: .declined, title: "Payment declined", message: "Declined",
                    reference: "Reference: d1", retry: "Retry", chooseOther: nil,
                    close: "Close")),
            ui: TerminalUIState())
        #expect(failure.announcement == "Declined Reference: d1")
        #expect(failure.focus == "r: Retry, q: Close", "its buttons, as the keys that press them")
    }
}

@Suite("Announcement debounce")
struct AnnouncementDebounceTests {
    @Test func resultCountsWaitUntilTypingPausesButNewScreensSpeakAtOnce() {
        var debounce = AnnouncementDebounce()
        #expect(debounce.mayAnnounce(newScreen: false, at: 100))
        debounce.keyPressed(at: 100)
        #expect(!debounce.mayAnnounce(newScreen: false, at: 100.2))
        #expect(debounce.mayAnnounce(newScreen: true, at: 100.2))
        debounce.keyPressed(at: 100.3)
        #expect(!debounce.mayAnnounce(newScreen: false, at: 100.6))
        #expect(debounce.mayAnnounce(newScreen: false, at: 100.75))
    }
}
