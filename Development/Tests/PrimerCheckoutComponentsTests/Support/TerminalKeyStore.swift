import CheckoutTestSupport
@_spi(Renderer) import PrimerCheckoutComponents

@testable import PrimerCheckoutTerminal

/// The terminal's key reducer on one screen as an exhaustive test store: each `send` states the
/// whole next UI state and every effect.
typealias TerminalKeyStore = TestStore<TerminalUIState, Key, TerminalEffect, TerminalUIState>

extension TestStore where Machine == TerminalUIState, Action == Key, Effect == TerminalEffect, Snapshot == TerminalUIState {
    /// Keys pressed on `screen`, starting from `ui`; PgUp / PgDn move `pageSize` rows.
    static func keys(on screen: CheckoutScreenModel, ui: TerminalUIState = TerminalUIState(), pageSize: Int = 5) -> Self {
        TestStore(
            ui, snapshot: { $0 },
            reduce: { ui, key in
                let step = TerminalKeyReducer.reduce(key, screen: screen, ui: ui, pageSize: pageSize)
                ui = step.ui
                return step.effects
            })
    }
}
