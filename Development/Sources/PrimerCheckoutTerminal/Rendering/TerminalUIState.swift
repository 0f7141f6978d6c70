/// What the terminal app adds to the screen model: the highlighted list rows and animation.
package struct TerminalUIState: Equatable, Sendable {
    /// The highlighted row of the bank list.
    package var highlightedBank = 0
    /// The highlighted payment method of the method list.
    package var highlightedMethod = 0
    /// The spinner's animation step.
    package var spinnerFrame = 0
    /// Whether `a` / `d` can act on the sandbox bank page.
    package var sandboxActions = false
    /// Whether `o` can open the bank page in a browser.
    package var canOpenBrowser = false
    /// The payment method list's Cancel (`q`), when the checkout's dismissal setting gives it one
    /// (`CheckoutPresenter.cancelButton`); `q` quits either way.
    package var methodListCancel: String?
    /// Whether Esc closes the payment method list: the terminal's swipe, so only when the presenter
    /// lets the screen go (`CheckoutPresenter.holdsPresentation`).
    package var escapeClosesMethodList = true

    package init(sandboxActions: Bool = false, canOpenBrowser: Bool = false) {
        self.sandboxActions = sandboxActions
        self.canOpenBrowser = canOpenBrowser
    }
}
