import Foundation
@_spi(Renderer) import PrimerCheckoutComponents

/// The terminal app's key handling as a pure function: a key on a screen, with the app's UI state,
/// gives the next UI state and the effects to run. No terminal, scope or clock involved.
package enum TerminalKeyReducer {
    /// Applies `key` to `ui` on `screen`; `pageSize` is how many rows PgUp / PgDn move.
    package static func reduce(_ key: Key, screen: CheckoutScreenModel, ui: TerminalUIState, pageSize: Int)
        -> (ui: TerminalUIState, effects: [TerminalEffect])
    {
        if key == .controlC { return (ui, [.quit]) }
        switch screen {
        case .loading, .processing:
            return (ui, key == .character("q") ? [.quit] : [])
        case .paymentMethodList(_, _, let items, _):
            return methodList(key, items: items, ui: ui)
        case .bankSelector(_, let model):
            return bankSelector(key, model: model, ui: ui, pageSize: pageSize)
        case .awaitingBank(_, _, let url):
            return (ui, awaitingBank(key, url: url, ui: ui))
        case .success:
            return (ui, [.enter, .character("q"), .escape].contains(key) ? [.quit] : [])
        case .failure(let failure):
            switch key {
            case .character("r") where failure.retry != nil: return (ui, [.retry])
            case .character("m") where failure.chooseOther != nil: return (ui, [.chooseOtherPaymentMethod])
            case .character("q"), .escape: return (ui, [.quit])
            default: return (ui, [])
            }
        case .dismissed:
            return (ui, [.quit])
        }
    }

    private static func methodList(_ key: Key, items: [CheckoutScreenModel.PaymentMethodItem], ui: TerminalUIState)
        -> (ui: TerminalUIState, effects: [TerminalEffect])
    {
        var ui = ui
        let last = max(0, items.count - 1)
        switch key {
        case .up: ui.highlightedMethod = max(0, ui.highlightedMethod - 1)
        case .down: ui.highlightedMethod = min(last, ui.highlightedMethod + 1)
        case .home: ui.highlightedMethod = 0
        case .end: ui.highlightedMethod = last
        case .enter where items.indices.contains(ui.highlightedMethod):
            ui.highlightedBank = 0
            return (ui, [.selectPaymentMethod(items[ui.highlightedMethod].type)])
        case .character("q"): return (ui, [.quit])
        case .escape where ui.escapeClosesMethodList: return (ui, [.quit])
        default: break
        }
        return (ui, [])
    }

    private static func bankSelector(_ key: Key, model: BankSelectorScreenModel, ui: TerminalUIState, pageSize: Int)
        -> (ui: TerminalUIState, effects: [TerminalEffect])
    {
        if let page = model.schemePage { return schemePage(key, page: page, ui: ui) }
        var ui = ui
        let rows: [BankSelectorScreenModel.Row] = if case .rows(let rows) = model.content { rows } else { [] }
        let last = max(0, rows.count - 1)
        let query = model.searchField.text
        switch key {
        case .up: ui.highlightedBank = max(0, ui.highlightedBank - 1)
        case .down: ui.highlightedBank = min(last, ui.highlightedBank + 1)
        case .pageUp: ui.highlightedBank = max(0, ui.highlightedBank - pageSize)
        case .pageDown: ui.highlightedBank = min(last, ui.highlightedBank + pageSize)
        case .home: ui.highlightedBank = 0
        case .end: ui.highlightedBank = last
        case .enter where rows.indices.contains(ui.highlightedBank):
            let row = rows[ui.highlightedBank]
            let confirming = model.confirmButton != nil && row.isSelected
            return (ui, [confirming ? .confirm : .selectBank(row.bank)])
        case .escape: return (ui, [.back])
        case .tab:
            guard let suggestion = model.suggestion else { break }
            ui.highlightedBank = 0
            return (ui, [.search(suggestion.query)])
        case .backspace:
            ui.highlightedBank = 0
            return (ui, [.search(String(query.dropLast()))])
        case .controlU:
            ui.highlightedBank = 0
            return (ui, [.search("")])
        case .character(let character):
            ui.highlightedBank = 0
            return (ui, [.search(query + String(character))])
        default: break
        }
        return (ui, [])
    }

    /// ↑/↓ move between "Pay with {bank}" and "Continue to iDEAL"; Enter presses the highlighted one.
    private static func schemePage(_ key: Key, page: BankSelectorScreenModel.SchemePage, ui: TerminalUIState)
        -> (ui: TerminalUIState, effects: [TerminalEffect])
    {
        var ui = ui
        let (choices, highlighted) = SchemePageChoice.highlighted(in: page, ui: ui)
        switch key {
        case .up: ui.highlightedBank = max(0, highlighted - 1)
        case .down: ui.highlightedBank = min(choices.count - 1, highlighted + 1)
        case .escape: return (ui, [.back])
        case .enter:
            switch choices[highlighted] {
            case .payWith(let bank, _): return (ui, [.selectBank(bank)])
            case .continueToScheme: return (ui, [.confirm])
            }
        default: break
        }
        return (ui, [])
    }

    private static func awaitingBank(_ key: Key, url: URL, ui: TerminalUIState) -> [TerminalEffect] {
        switch key {
        case .character("a") where ui.sandboxActions: [.answerSandboxBankPage(url, approve: true)]
        case .character("d") where ui.sandboxActions: [.answerSandboxBankPage(url, approve: false)]
        case .character("o") where ui.canOpenBrowser: [.openInBrowser(url)]
        case .character("c"), .escape: [.cancelAtBank]
        default: []
        }
    }
}
