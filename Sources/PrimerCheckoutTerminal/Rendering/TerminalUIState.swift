/// What the terminal app adds to the screen model: the highlighted list rows and animation.
public struct TerminalUIState: Equatable, Sendable {
    /// The highlighted row of the bank list.
    public var highlightedBank = 0
    /// The highlighted payment method of the method list.
    public var highlightedMethod = 0
    /// The spinner's animation step.
    public var spinnerFrame = 0
    /// Whether `a` / `d` can act on the sandbox bank page.
    public var sandboxActions = false
    /// Whether `o` can open the bank page in a browser.
    public var canOpenBrowser = false

    public init(sandboxActions: Bool = false, canOpenBrowser: Bool = false) {
        self.sandboxActions = sandboxActions
        self.canOpenBrowser = canOpenBrowser
    }
}
