import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents
@testable import PrimerCheckoutTerminal

@Suite("Terminal frames")
@MainActor
struct CheckoutFrameRendererTests {
    let renderer = CheckoutFrameRenderer(width: 40, height: 10)
    let strings = CheckoutComponentsStrings()

    private func bankScreen(
        _ banks: [Bank], query: String = "", filtered: [Bank]? = nil, status: BankSelectorState.Status = .ready,
        context: PresentationContext = .fromPaymentSelection
    ) -> CheckoutScreenModel {
        .bankSelector(
            paymentMethodType: "ADYEN_DOTPAY",
            BankSelectorScreenModel(
                state: BankSelectorState(status: status, banks: banks, filteredBanks: filtered ?? banks, searchQuery: query),
                presentationContext: context, dismissalMechanism: [.gestures], strings: strings))
    }

    private func plain(_ frame: [TerminalLine]) -> [String] {
        frame.map(\.plain)
    }

    @Test func bankListWithPolishNamesAndAnOfflineBankLinesUp() {
        let banks = [
            Bank(id: "74", name: "Banki Spółdzielcze", iconUrl: nil, isDisabled: false),
            Bank(id: "51", name: "Płać z BOŚ", iconUrl: nil, isDisabled: false),
            Bank(id: "83", name: "EnveloBank", iconUrl: nil, isDisabled: true),
        ]
        let frame = renderer.frame(for: bankScreen(banks), ui: TerminalUIState())
        #expect(
            plain(frame) == [
                "Choose your bank                        ",
                "🔍 Search banks▏                        ",
                "────────────────────────────────────────",
                "▸ [BS] Banki Spółdzielcze               ",
                "  [PZ] Płać z BOŚ                       ",
                "  [EN] EnveloBank            Unavailable",
                "                                        ",
                "────────────────────────────────────────",
                "↑/↓ PgUp/PgDn move · Enter select       ",
                "Esc Back · Ctrl-C quit                  ",
            ])
        #expect(frame.allSatisfy { $0.width == 40 })
        #expect(frame[5].spans.contains { $0.text == "EnveloBank" && $0.style.contains(.dim) })
    }

    @Test func wideCJKNamesArePaddedByDisplayWidth() {
        let banks = [Bank(id: "cmb", name: "招商银行", iconUrl: nil, isDisabled: true)]
        let frame = renderer.frame(for: bankScreen(banks), ui: TerminalUIState())
        #expect(frame[3].plain == "▸ [招商] 招商银行            Unavailable")
        #expect(frame[3].width == 40)
    }

    @Test func matchedLettersAreHighlighted() {
        let bank = Bank(id: "74", name: "Banki Spółdzielcze", iconUrl: nil, isDisabled: false)
        let frame = renderer.frame(for: bankScreen([bank], query: "spol"), ui: TerminalUIState())
        #expect(frame[1].plain.hasPrefix("🔍 spol▏"))
        #expect(frame[3].spans.contains { $0.text == "Spół" && $0.style.contains(.highlight) })
    }

    @Test func emptyStatesSayWhy() {
        let noResults = renderer.frame(
            for: bankScreen([Bank(id: "1", name: "ING", iconUrl: nil, isDisabled: false)], query: "zz", filtered: []),
            ui: TerminalUIState())
        #expect(noResults[3].plain.hasPrefix("No banks found"))
        let noBanks = renderer.frame(for: bankScreen([], query: "zz"), ui: TerminalUIState())
        #expect(noBanks[3].plain.hasPrefix("No banks available"))
        let loading = renderer.frame(for: bankScreen([], status: .loading), ui: TerminalUIState())
        #expect(loading[3].plain.hasSuffix("Loading banks" + String(repeating: " ", count: 40 - 15)))
    }

    @Test func longListScrollsToKeepTheHighlightedRowVisible() {
        let banks = (1...30).map { Bank(id: "\($0)", name: "Bank \($0)", iconUrl: nil, isDisabled: false) }
        var ui = TerminalUIState()
        ui.highlightedBank = 20
        let frame = renderer.frame(for: bankScreen(banks), ui: ui)
        #expect(frame.contains { $0.plain.hasPrefix("▸ [B2] Bank 21") })
        #expect(!frame.contains { $0.plain.contains("Bank 1 ") })
    }

    /// PgDn shows the next page of banks: the highlight moves by as many banks as the terminal
    /// draws, whatever its size and however many lines the keys below the list take.
    @Test(arguments: [(40, 10), (80, 24), (24, 12), (120, 40)])
    func pageDownMovesByTheBanksTheTerminalShows(width: Int, height: Int) {
        let renderer = CheckoutFrameRenderer(width: width, height: height)
        let banks = (1...90).map { Bank(id: "\($0)", name: "Bank \($0)", iconUrl: nil, isDisabled: false) }
        let screen = bankScreen(banks)
        func rows(_ ui: TerminalUIState) -> [String] { renderer.frame(for: screen, ui: ui).map(\.plain).filter { $0.contains("] Bank ") } }
        let shown = rows(TerminalUIState()).count
        #expect(shown > 0)
        #expect(renderer.bankPageSize(for: screen, ui: TerminalUIState()) == shown)
        let paged = TerminalKeyReducer.reduce(.pageDown, screen: screen, ui: TerminalUIState(), pageSize: shown).ui
        #expect(paged.highlightedBank == shown)
        guard case .bankSelector(_, let model) = screen, case .rows(let listed) = model.content else {
            Issue.record("no bank rows")
            return
        }
        let next = listed[shown].bank.name
        #expect(rows(paged).last.map { $0.hasPrefix("▸ ") && $0.trimmingCharacters(in: .whitespaces).hasSuffix("] \(next)") } == true)
        let success = CheckoutScreenModel.success(title: "Payment successful", amount: nil, reference: "pay_1")
        #expect(renderer.bankPageSize(for: success, ui: TerminalUIState()) == 1, "no list, no page")
    }

    /// At 40×10 the bank's page: its address whole, over as many lines as it takes, never cut.
    @Test func theBankPagesAddressIsWrappedWholeOnASmallTerminal() {
        let address = "http://127.0.0.1:40301/bank/ref_9_55ceed9a"
        let frame = renderer.frame(
            for: .awaitingBank(
                title: strings.awaitingBankTitle, message: strings.awaitingBankMessage, redirectUrl: URL(string: address)!),
            ui: TerminalUIState(sandboxActions: true, canOpenBrowser: true))
        let text = plain(frame).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(text.joined().contains(address), "\(text)")
        #expect(text.joined(separator: " ").contains("c Cancel"))
    }

    /// With a recent bank the list has headings; scrolled to its end they are out of view and take
    /// no lines: the last bank sits on the screen's last line of the list.
    @Test(arguments: [(100, 20), (40, 10)])
    func headingsScrolledAwayLeaveNoBlankRows(width: Int, height: Int) {
        let renderer = CheckoutFrameRenderer(width: width, height: height)
        let banks = (1...22).map { Bank(id: "B\($0)", name: "Bank \($0)", iconUrl: nil, isDisabled: false) }
        var state = BankSelectorState(status: .ready, banks: banks, filteredBanks: banks)
        state.recentBankId = "B5"
        let screen = CheckoutScreenModel.bankSelector(
            paymentMethodType: "ADYEN_IDEAL",
            BankSelectorScreenModel(
                state: state, presentationContext: .fromPaymentSelection, dismissalMechanism: [.gestures], strings: strings))
        var atTheEnd = TerminalUIState()
        atTheEnd.highlightedBank = 21
        let lines = plain(renderer.frame(for: screen, ui: atTheEnd)).map { $0.trimmingCharacters(in: .whitespaces) }
        let rule = lines.lastIndex { $0.hasPrefix("───") } ?? 0
        let listEnd = lines[..<rule].lastIndex { !$0.isEmpty } ?? 0
        #expect(listEnd == rule - 1, "no blank row above the keys: \(lines)")
        #expect(lines[listEnd].hasPrefix("▸ "), "the last bank, highlighted, on the list's last line: \(lines)")

        var atTheTop = TerminalUIState()
        atTheTop.highlightedBank = 0
        let top = plain(renderer.frame(for: screen, ui: atTheTop)).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(top.contains(strings.bankSelectorSectionRecent), "the headings while in view: \(top)")
    }

    @Test func aCancelAtTheBankIsSaidAboveTheList() {
        let banks = (1...3).map { Bank(id: "B\($0)", name: "Bank \($0)", iconUrl: nil, isDisabled: false) }
        var state = BankSelectorState(status: .ready, banks: banks, filteredBanks: banks)
        state.cancelledAtTheBank = true
        let screen = CheckoutScreenModel.bankSelector(
            paymentMethodType: "ADYEN_IDEAL",
            BankSelectorScreenModel(
                state: state, presentationContext: .fromPaymentSelection, dismissalMechanism: [.gestures], strings: strings))
        let text = plain(CheckoutFrameRenderer(width: 80, height: 24).frame(for: screen, ui: TerminalUIState())).joined(separator: " ")
        #expect(text.contains("The payment was cancelled. Nothing was charged."), "\(text)")
        #expect(text.contains("Bank 3"))
    }

    @Test func customBankRowRendersThroughTheSlot() async throws {
        let harness = CheckoutHarness()
        harness.checkout.bankSelector { scope in
            scope.terminalBankItemComponent = { bank in TerminalText("★ \(bank.name) ★") }
        }
        let scope = try #require(await harness.readyBankSelector())
        let model = CheckoutScreenModel(checkout: harness.checkout, strings: strings)
        let frame = renderer.frame(for: model, ui: TerminalUIState(), bankSelector: scope)
        #expect(frame[3].plain.hasPrefix("▸ ★ ABN AMRO ★"))
    }

    @Test func customScreenReplacesTheDefault() async throws {
        let harness = CheckoutHarness()
        harness.checkout.bankSelector { scope in
            scope.terminalScreen = { scope in TerminalText("My bank picker for \(scope.paymentMethodType)") }
        }
        let scope = try #require(await harness.readyBankSelector())
        let frame = renderer.frame(
            for: CheckoutScreenModel(checkout: harness.checkout, strings: strings), ui: TerminalUIState(),
            bankSelector: scope)
        #expect(frame[0].plain.hasPrefix("My bank picker for ADYEN_IDEAL"))
        #expect(!frame.contains { $0.plain.contains("Choose your bank") })
    }

    @Test func resultScreens() {
        let success = renderer.frame(
            for: .success(title: "Payment successful", amount: "Paid €12.50", reference: "Payment reference: pay_1"),
            ui: TerminalUIState())
        #expect(
            plain(success).prefix(4) == [
                "✓ Payment successful                    ", String(repeating: " ", count: 40),
                "Paid €12.50                             ", "Payment reference: pay_1                ",
            ])
        let failure = renderer.frame(
            for: .failure(
                .init(
                    category: .declined, title: "Payment declined", message: "Declined by the bank",
                    reference: "Reference: d1", retry: "Retry",
                    chooseOther: "Choose another payment method", close: "Close")),
            ui: TerminalUIState())
        #expect(failure[2].plain.hasPrefix("Declined by the bank"))
        #expect(failure[4].plain.hasPrefix("Reference: d1"))
        #expect(failure[4].spans.first?.style == .dim)
        #expect(
            plain(failure).suffix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "r Retry", "m Choose another payment method", "q Close",
            ])
        let configuration = renderer.frame(
            for: .failure(
                .init(
                    category: .configuration, title: "Payment unavailable", message: "Contact",
                    reference: "Reference: d2", retry: nil, chooseOther: nil, close: "Close")),
            ui: TerminalUIState())
        #expect(configuration[9].plain.hasPrefix("q Close  "))
    }

    @Test func aPaymentNotConfirmedYetIsDrawnAsAWaitNotAnError() {
        let frame = renderer.frame(
            for: .failure(
                .init(
                    category: .notConfirmed, title: "Payment not confirmed yet", message: "Continue it",
                    reference: "Reference: d3", retry: "Continue payment", chooseOther: "Pay another way",
                    close: "Close")),
            ui: TerminalUIState())
        #expect(frame[0].plain.hasPrefix("⏳ Payment not confirmed yet"))
        #expect(frame[0].spans.allSatisfy { !$0.style.contains(.error) })
        #expect(
            plain(frame).suffix(2).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "r Continue payment · m Pay another way", "q Close",
            ])
    }

    /// Every screen, in languages with long words (German, Greek), another script (Japanese, Arabic)
    /// and Polish names, at sizes from the smallest the renderer draws to a large one: the frame
    /// fills the terminal exactly and names every key that acts there.
    @Test(arguments: ["en", "de", "el", "ja", "ar", "pl"])
    func everyScreenFillsEveryTerminalSizeAndNamesEveryKeyThatActs(locale: String) {
        let strings = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: locale))
        let words = TerminalWords(speaking: strings)
        let banks = (1...40).map { Bank(id: "\($0)", name: "Bank Spółdzielczy nr \($0)", iconUrl: nil, isDisabled: $0 == 3) }
        let amount = strings.formattedAmount(4999, currencyCode: "PLN")
        var sections = BankSelectorState(status: .ready, banks: banks, filteredBanks: banks)
        sections.options = BankSelectorOptions(highlightedBankIds: ["7", "12"], selection: .confirm)
        sections.selectedBank = banks[0]
        let popularAndConfirm = BankSelectorScreenModel(
            state: sections, presentationContext: .direct, dismissalMechanism: [.gestures], strings: strings)
        let screens: [(CheckoutScreenModel, TerminalUIState)] = [
            (
                .paymentMethodList(
                    title: strings.paymentMethodSelectionTitle, amount: strings.paymentMethodSelectionAmount(amount),
                    items: [.init(type: "ADYEN_IDEAL", name: "iDEAL"), .init(type: "ADYEN_DOTPAY", name: "Dotpay")], emptyMessage: nil),
                TerminalUIState()
            ),
            (
                .bankSelector(
                    paymentMethodType: "ADYEN_DOTPAY",
                    BankSelectorScreenModel(
                        state: BankSelectorState(status: .ready, banks: banks, filteredBanks: banks, searchQuery: "bank"),
                        presentationContext: .fromPaymentSelection, dismissalMechanism: [.gestures], strings: strings)),
                TerminalUIState()
            ),
            (.bankSelector(paymentMethodType: "ADYEN_DOTPAY", popularAndConfirm), TerminalUIState()),
            (
                .awaitingBank(
                    title: strings.awaitingBankTitle, message: strings.awaitingBankMessage,
                    redirectUrl: URL(string: "http://127.0.0.1:8080/bank/ref_5_99eb4c2d8f7a4b21a0c3")!),
                TerminalUIState(sandboxActions: true, canOpenBrowser: true)
            ),
            (
                .failure(
                    .init(
                        category: .declined, title: strings.errorTitle(.declined), message: strings.errorMessage(.declined),
                        reference: strings.errorReference("F2CC35CC-856A-4C17-BC56-1567E4A1B2C3"), retry: strings.retry,
                        chooseOther: strings.chooseOtherPaymentMethod, close: strings.close)),
                TerminalUIState()
            ),
            (
                .success(title: strings.successTitle, amount: strings.successAmount(amount), reference: strings.successReference("pay_1")),
                TerminalUIState()
            ),
        ]
        var wrong: [String] = []
        for width in [20, 23, 31, 40, 57, 80, 133] {
            for height in [8, 9, 12, 24, 50] {
                let renderer = CheckoutFrameRenderer(width: width, height: height, words: words)
                for (screen, ui) in screens {
                    let frame = renderer.frame(for: screen, ui: ui)
                    let size = "\(width)×\(height) \(String(describing: screen).prefix(20))"
                    if frame.count != height { wrong.append("\(size): \(frame.count) lines") }
                    if let line = frame.first(where: { $0.width != width }) { wrong.append("\(size): a line \(line.width) wide") }
                    // The keys are drawn last: below the rule that closes the body.
                    let footer = frame.suffix(from: (frame.lastIndex { $0.plain.hasPrefix("─") } ?? 0) + 1).map(\.plain)
                    for key in words.keys(for: screen, ui: ui) {
                        let named = footer.contains { $0.hasPrefix("\(key.key) ") || $0.contains(" · \(key.key) ") }
                        if !named { wrong.append("\(size): no \(key.key) in \(footer)") }
                    }
                    // PgUp / PgDn move by the banks drawn (one at least, where the terminal has room for none).
                    let rows = frame.filter { $0.plain.range(of: #"^(▸ |  )\[..\] "#, options: .regularExpression) != nil }.count
                    if case .bankSelector = screen, renderer.bankPageSize(for: screen, ui: ui) != max(1, rows) {
                        wrong.append("\(size): a page of \(renderer.bankPageSize(for: screen, ui: ui)), \(rows) banks drawn")
                    }
                    // The confirm button is under the rows, not pushed off by them, where there is room for both.
                    if case .bankSelector(_, let model) = screen, model.confirmButton != nil, height >= 12,
                        !frame.contains(where: { $0.plain.hasPrefix("Enter  ") })
                    {
                        wrong.append("\(size): no confirm button")
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(5))")
    }

    @Test func aLineFilledToTheEdgeBeforeAWordWiderThanALineIsNotCutOff() {
        let narrow = CheckoutFrameRenderer(width: 20, height: 12)
        let long = String(repeating: "x", count: 30)
        let frame = narrow.frame(
            for: .failure(
                .init(
                    category: .declined, title: "Declined", message: "abcdefghijklmnopqrst \(long)", reference: "r",
                    retry: nil, chooseOther: nil, close: "Close")),
            ui: TerminalUIState())
        let text = plain(frame).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(text[2...4]) == ["abcdefghijklmnopqrst", String(long.prefix(20)), String(long.prefix(10))])
    }

    @Test func aNarrowTerminalShowsEveryKeyAndTheWholeMessageWrappedNotCutOff() {
        let ja = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "ja"))
        let narrow = CheckoutFrameRenderer(width: 30, height: 14)
        let frame = narrow.frame(
            for: .awaitingBank(
                title: ja.awaitingBankTitle, message: ja.awaitingBankMessage,
                redirectUrl: URL(string: "http://127.0.0.1:8080/bank/ref_5_99eb4c2d8f7a4b21a0c3")!),
            ui: TerminalUIState(sandboxActions: true, canOpenBrowser: true))
        let text = plain(frame).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!text.contains { $0.contains("…") }, "nothing cut off: \(text)")
        #expect(text.joined().contains(ja.awaitingBankMessage.filter { $0 != " " }))
        #expect(text.joined().contains("http://127.0.0.1:8080/bank/ref_5_99eb4c2d8f7a4b21a0c3"))
        #expect(text.joined(separator: " ").contains("c Cancel"))
        #expect(frame.allSatisfy { $0.width == 30 })
        #expect(!text.contains { $0.hasPrefix("。") || $0.hasPrefix("、") }, "no line starts with a closing mark")

        let reference = "Reference: F2CC35CC-856A-4C17-BC56-1567E4A1B2C3"
        let failure = narrow.frame(
            for: .failure(
                .init(
                    category: .declined, title: ja.errorTitle(.declined), message: ja.errorMessage(.declined),
                    reference: reference, retry: ja.retry, chooseOther: ja.chooseOtherPaymentMethod, close: ja.close)),
            ui: TerminalUIState())
        let failureText = plain(failure).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!failureText.contains { $0.contains("…") }, "nothing cut off: \(failureText)")
        #expect(failureText.joined().filter { $0 != " " }.contains(reference.filter { $0 != " " }), "the whole reference, for support")
        #expect(failureText.suffix(3) == ["r \(ja.retry)", "m \(ja.chooseOtherPaymentMethod)", "q \(ja.close)"])
    }

    @Test func colorIsOnlyEmittedWhenAsked() {
        let line = TerminalLine("ING", style: .bold)
        #expect(line.rendered(color: true) == "\u{1B}[1mING\u{1B}[0m")
        #expect(line.rendered(color: false) == "ING")
    }
}

@Suite("Terminal keys")
struct KeyDecoderTests {
    @Test func controlKeysLettersAndArrowsAreDecoded() {
        #expect(KeyDecoder.keys(in: [0x03, 0x15, 0x7F, 0x0D]) == [.controlC, .controlU, .backspace, .enter])
        #expect(KeyDecoder.keys(in: Array("\u{1B}[Bś".utf8)) == [.down, .character("ś")])
        #expect(KeyDecoder.keys(in: [0x1B]) == [.escape])
    }
}
