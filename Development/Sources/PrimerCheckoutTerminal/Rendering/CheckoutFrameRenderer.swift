import Foundation
@_spi(Renderer) import PrimerCheckoutComponents

/// Draws a screen model as exactly `height` lines of `width` columns.
@MainActor
package struct CheckoutFrameRenderer {
    package let width: Int
    package let height: Int
    /// The terminal's key hints, in the checkout's language.
    package let words: TerminalWords
    private static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    package init(width: Int, height: Int, words: TerminalWords = .english) {
        self.width = max(20, width)
        self.height = max(8, height)
        self.words = words
    }

    /// The frame for `model`; `bankSelector` supplies the merchant's customizations.
    package func frame(
        for model: CheckoutScreenModel, ui: TerminalUIState,
        bankSelector: (any PrimerBankSelectorScope)? = nil
    ) -> [TerminalLine] {
        let footer = footerKeys(for: model, ui: ui)
        let bodyHeight = max(1, height - 1 - footer.count)
        let body: [TerminalLine]
        switch model {
        case .loading(let message):
            body = [title(message), "", TerminalLine("\(spinner(ui)) \(message)")]
        case .paymentMethodList(let heading, let amount, let items, let empty):
            var lines = [title(heading)]
            if let amount { lines.append(TerminalLine(amount, style: .bold)) }
            lines.append(rule())
            if let empty { lines.append(TerminalLine(empty, style: .dim)) }
            for (index, item) in items.enumerated() {
                let selected = index == ui.highlightedMethod
                lines.append(TerminalLine(selected ? "▸ " : "  ") + TerminalLine(item.name, style: selected ? [.reverse] : []))
            }
            body = lines
        case .bankSelector(_, let screen):
            if let bankSelector, let custom = bankSelector.terminalScreen {
                body = custom(bankSelector).lines(width: width)
            } else {
                body = bankSelectorLines(screen, ui: ui, bankSelector: bankSelector, height: bodyHeight)
            }
        case .processing(let message):
            body = [title(message), "", TerminalLine("\(spinner(ui)) \(message)")]
        case .awaitingBank(let heading, let message, let url):
            var parts: [[TerminalLine]] = [
                [title(heading)], [""], wrap(message), [""], wrap(url.absoluteString, style: [.underline, .accent]), [""],
                [TerminalLine("\(spinner(ui)) \(heading)")],
            ]
            // The address is wrapped, never cut: a cut one opens another page. On a short screen
            // the spacing, the spinner and then the message give way to it.
            for part in [5, 3, 1, 6, 2] where parts.joined().count > bodyHeight { parts[part] = [] }
            body = Array(parts.joined())
        case .success(let heading, let amount, let reference):
            body =
                [title("✓ \(heading)", style: [.bold, .success]), ""] + (amount.map { [TerminalLine($0, style: .bold)] } ?? [])
                + wrap(reference)
        case .failure(let screen):
            body =
                [screen.isWait ? title("⏳ \(screen.title)") : title("✗ \(screen.title)", style: [.bold, .error]), ""]
                + wrap(screen.message)
                + [""] + wrap(screen.reference, style: .dim)
        case .dismissed:
            body = []
        }
        var lines = Array(body.prefix(bodyHeight))
        while lines.count < bodyHeight { lines.append("") }
        lines.append(rule())
        lines += footer
        return lines.prefix(height).map { $0.fitted(to: width) }
    }

    /// How many banks the bank list shows at once on `model`, what PgUp / PgDn move by: the body's
    /// height less the title, the search field and what sits around the rows, or every bank when
    /// they all fit. 1 on another screen.
    package func bankPageSize(for model: CheckoutScreenModel, ui: TerminalUIState, bankSelector: (any PrimerBankSelectorScope)? = nil)
        -> Int
    {
        guard case .bankSelector(_, let screen) = model, bankSelector?.terminalScreen == nil, screen.schemePage == nil,
            case .rows(let rows) = screen.content
        else { return 1 }
        let bodyHeight = max(1, height - 1 - footerKeys(for: model, ui: ui).count)
        let window = rowWindow(
            screen, rows: rows.count, ui: ui, below: bankSelectorTop(screen, bankSelector: bankSelector).count, height: bodyHeight)
        return max(1, min(rows.count, window.count))
    }

    /// The first row shown and how many, below `top` lines of a body `height` lines tall: the
    /// suggestion and the confirm button take a line each, and so does each heading in view.
    private func rowWindow(_ screen: BankSelectorScreenModel, rows: Int, ui: TerminalUIState, below top: Int, height: Int)
        -> (first: Int, count: Int)
    {
        let extras = (screen.suggestion == nil ? 0 : 1) + (screen.confirmButton == nil ? 0 : 1)
        return Self.visibleRows(
            count: rows, headersAt: Set(Self.headings(screen).keys), highlighted: min(max(0, ui.highlightedBank), rows - 1),
            lines: max(1, height - top - extras))
    }

    /// Each section heading's label, by the index of the row it stands above.
    private static func headings(_ screen: BankSelectorScreenModel) -> [Int: String] {
        var headers: [Int: String] = [:]
        var start = 0
        for section in screen.sections {
            if let header = section.header { headers[start] = header.label }
            start += section.rows.count
        }
        return headers
    }

    /// The screen's keys, packed into as many lines as the width needs: a key the customer needs is
    /// never cut off (a narrow terminal, a long translation).
    private func footerKeys(for model: CheckoutScreenModel, ui: TerminalUIState) -> [TerminalLine] {
        let keys = words.keys(for: model, ui: ui).map { "\($0.key) \($0.action)" }
        var lines: [String] = []
        for key in keys {
            if let last = lines.last, DisplayWidth.of(last) + 3 + DisplayWidth.of(key) <= width {
                lines[lines.count - 1] = last + " · " + key
            } else {
                lines.append(key)
            }
        }
        return (lines.isEmpty ? [""] : lines).map { TerminalLine($0, style: .dim) }
    }

    private func bankSelectorLines(
        _ screen: BankSelectorScreenModel, ui: TerminalUIState,
        bankSelector: (any PrimerBankSelectorScope)?, height: Int
    ) -> [TerminalLine] {
        if let page = screen.schemePage { return [title(screen.header.title)] + schemePageLines(page, ui: ui) }
        var lines = bankSelectorTop(screen, bankSelector: bankSelector)
        switch screen.content {
        case .loading(let accessibility):
            lines.append(TerminalLine("\(spinner(ui)) \(accessibility.label)"))
        case .noResults(let message, _):
            lines += bankSelector?.terminalEmptyStateComponent?().lines(width: width) ?? [TerminalLine(message, style: .dim)]
            if let clear = screen.clearSearchButton { lines.append(TerminalLine("Ctrl-U  \(clear.label)", style: .accent)) }
        case .noBanksAvailable(let message, _):
            lines.append(TerminalLine(message, style: .dim))
        case .rows(let rows):
            let (first, window) = rowWindow(screen, rows: rows.count, ui: ui, below: lines.count, height: height)
            if let suggestion = screen.suggestion { lines.append(TerminalLine("Tab  \(suggestion.text)", style: .accent)) }
            let headers = Self.headings(screen)
            let highlighted = min(max(0, ui.highlightedBank), rows.count - 1)
            for index in first..<min(rows.count, first + window) {
                if let header = headers[index] { lines.append(TerminalLine(header, style: [.bold, .dim])) }
                let row = rows[index]
                let content =
                    bankSelector?.terminalBankItemComponent?(row.bank).lines(width: width - 2).first
                    ?? BankRowView(row: row).lines(width: width - 2)[0]
                let marker = TerminalLine(index == highlighted ? "▸ " : "  ", style: .accent)
                lines.append(
                    marker
                        + (index == highlighted
                            ? TerminalLine(
                                content.spans.map {
                                    TerminalLine.Span($0.text, style: $0.style.union(.underline))
                                }) : content))
            }
            if let confirm = screen.confirmButton { lines.append(TerminalLine("Enter  \(confirm.label)", style: [.bold, .accent])) }
        }
        return lines
    }

    /// The bank list's title, search field (or the merchant's), the rule under them and the notice.
    private func bankSelectorTop(_ screen: BankSelectorScreenModel, bankSelector: (any PrimerBankSelectorScope)?) -> [TerminalLine] {
        var lines: [TerminalLine] = [title(screen.header.title)]
        if let custom = bankSelector?.terminalSearchBarComponent {
            lines += custom().lines(width: width)
        } else {
            let field =
                screen.searchField.text.isEmpty
                ? TerminalLine(screen.searchField.placeholder, style: .dim)
                : TerminalLine(screen.searchField.text, style: .bold)
            lines.append(TerminalLine("🔍 ") + field + TerminalLine("▏", style: .accent))
        }
        lines.append(rule())
        if let notice = screen.notice { lines += wrap(notice, style: .accent) }
        return lines
    }

    /// The first row shown and how many rows fit in `lines` around the highlighted one: a section's
    /// heading takes a line only while it is in view, so the list ends at the screen's last line
    /// once the headings scrolled away.
    static func visibleRows(count: Int, headersAt headers: Set<Int>, highlighted: Int, lines: Int) -> (first: Int, count: Int) {
        for shown in stride(from: max(1, lines), through: 1, by: -1) {
            let first = min(max(0, highlighted - shown + 1), max(0, count - shown))
            let headings = headers.filter { $0 >= first && $0 < first + shown }.count
            if shown + headings <= lines { return (first, shown) }
        }
        return (min(max(0, highlighted), max(0, count - 1)), 1)
    }

    /// The scheme's name and the amount, what happens next, then the buttons with the highlighted one marked.
    private func schemePageLines(_ page: BankSelectorScreenModel.SchemePage, ui: TerminalUIState) -> [TerminalLine] {
        let (choices, highlighted) = SchemePageChoice.highlighted(in: page, ui: ui)
        var lines = [rule(), TerminalLine(page.schemeName, style: [.bold, .accent]), TerminalLine(page.amount, style: .bold)]
        lines += wrap(page.message, style: .dim)
        lines.append(TerminalLine(""))
        for (index, choice) in choices.enumerated() {
            lines.append(
                index == highlighted
                    ? TerminalLine("▸ ", style: .accent) + TerminalLine(choice.accessibility.label, style: [.bold, .underline])
                    : TerminalLine("  " + choice.accessibility.label))
        }
        return lines
    }

    private func title(_ text: String, style: TextStyle = .bold) -> TerminalLine {
        TerminalLine(text, style: style)
    }

    private func rule() -> TerminalLine {
        TerminalLine(String(repeating: "─", count: width), style: .dim)
    }

    private func spinner(_ ui: TerminalUIState) -> String {
        Self.spinner[ui.spinnerFrame % Self.spinner.count]
    }

    /// `text` in lines of the width, broken between words; a word wider than a line (an address,
    /// a sentence in a script written without spaces) is broken between its characters, never
    /// before a mark that closes a phrase (。、」).
    private func wrap(_ text: String, style: TextStyle = []) -> [TerminalLine] {
        var lines: [String] = []
        var current = ""
        var used = 0
        func breakLine() {
            lines.append(current)
            current = ""
            used = 0
        }
        for word in text.split(separator: " ") {
            let wordWidth = DisplayWidth.of(String(word))
            let gap = current.isEmpty ? 0 : 1
            if used + gap + wordWidth > width, wordWidth <= width { breakLine() }
            if !current.isEmpty, used < width {
                current += " "
                used += 1
            }
            for character in word {
                let columns = DisplayWidth.of(character)
                if used + columns > width {
                    // A closing mark takes the line's last character down with it.
                    let carried = Self.closesPhrase.contains(character) && current.count > 1 ? current.popLast() : nil
                    while current.last == " " { current.removeLast() }
                    breakLine()
                    if let carried {
                        current.append(carried)
                        used = DisplayWidth.of(carried)
                    }
                }
                current.append(character)
                used += columns
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { TerminalLine($0, style: style) }
    }

    /// Marks a line does not start with in Chinese and Japanese text (a short kinsoku set).
    private static let closesPhrase: Set<Character> = [
        "。", "、", "，", "．", "：", "；", "！", "？", "」", "』", "）", "】", "〉", "》", "ー", "…", "々",
    ]
}
