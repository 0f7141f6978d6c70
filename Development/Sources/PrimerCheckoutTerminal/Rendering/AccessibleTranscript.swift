@_spi(Renderer) import PrimerCheckoutComponents

/// What a screen reader user hears, as plain lines: the screen, its announcement, and the focused element.
package struct AccessibleTranscript: Equatable, Sendable {
    package let screen: String
    /// The search field's label and text, on screens that have one.
    package let field: String?
    package let announcement: String?
    package let focus: String?

    /// The transcript of `model` with the terminal's highlighted rows; hints name the terminal's
    /// keys in `words`' language, not a phone's gestures.
    package init(model: CheckoutScreenModel, ui: TerminalUIState, words: TerminalWords = .english) {
        switch model {
        case .loading(let message):
            self.init(screen: message, announcement: message, focus: nil)
        case .paymentMethodList(let title, let amount, let items, let empty):
            let focused = items.indices.contains(ui.highlightedMethod) ? items[ui.highlightedMethod].name : nil
            self.init(
                screen: [title, amount].compactMap { $0 }.joined(separator: ". "), announcement: empty ?? Self.keys(model, ui, words),
                focus: focused)
        case .bankSelector(_, let screen):
            if let page = screen.schemePage {
                let (choices, focused) = SchemePageChoice.highlighted(in: page, ui: ui)
                self.init(
                    screen: "\(screen.header.title). \(page.schemeName), \(page.amount)", announcement: screen.announcement,
                    focus: choices[focused].accessibility.label)
                return
            }
            var focus: String?
            if case .rows(let rows) = screen.content, rows.indices.contains(ui.highlightedBank) {
                let row = rows[ui.highlightedBank].accessibility
                focus =
                    row.hint.map { _ in "\(row.label.hasSuffix(".") ? row.label : row.label + ".") \(words.selectBankHint)" } ?? row.label
            }
            let search =
                screen.searchField.text.isEmpty
                ? screen.searchField.accessibility.label
                : "\(screen.searchField.accessibility.label): \(screen.searchField.text)"
            // The suggestion ends the core's announcement; here it is taken with Tab.
            let announcement = screen.suggestion == nil ? screen.announcement : "\(screen.announcement) (Tab)"
            self.init(screen: screen.header.title, field: search, announcement: announcement, focus: focus)
        case .processing(let message):
            self.init(screen: message, announcement: message, focus: nil)
        case .awaitingBank(let title, let message, let url):
            self.init(screen: title, announcement: "\(message) \(url.absoluteString)", focus: Self.keys(model, ui, words))
        case .success(let title, let amount, let reference):
            self.init(
                screen: title, announcement: [amount, reference].compactMap { $0 }.joined(separator: ". "),
                focus: Self.keys(model, ui, words))
        case .failure(let screen):
            self.init(
                screen: screen.title, announcement: "\(screen.message) \(screen.reference)", focus: Self.keys(model, ui, words))
        case .dismissed:
            self.init(screen: "", announcement: nil, focus: nil)
        }
    }

    /// The screen's keys as a sentence: its buttons are keys here ("r: Retry, q: Close").
    private static func keys(_ model: CheckoutScreenModel, _ ui: TerminalUIState, _ words: TerminalWords) -> String {
        words.keys(for: model, ui: ui).map { "\($0.key): \($0.action)" }.joined(separator: ", ")
    }

    init(screen: String, field: String? = nil, announcement: String?, focus: String?) {
        self.screen = screen
        self.field = field
        self.announcement = announcement
        self.focus = focus
    }
}
