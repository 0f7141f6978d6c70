/// Something the terminal renderer can draw: the default screens and merchant customizations.
public protocol TerminalView {
    /// The view's lines for a terminal `width` columns wide.
    func lines(width: Int) -> [TerminalLine]
}

/// Plain styled text as a view.
public struct TerminalText: TerminalView {
    /// The line drawn.
    public let line: TerminalLine

    /// A line of `text` in `style`.
    public init(_ text: String, style: TextStyle = []) {
        line = TerminalLine(text, style: style)
    }

    /// A line made of styled spans.
    public init(_ line: TerminalLine) {
        self.line = line
    }

    public func lines(width: Int) -> [TerminalLine] {
        [line]
    }
}

/// Several views stacked.
public struct TerminalStack: TerminalView {
    /// The views, top to bottom.
    public let views: [any TerminalView]

    /// Stacks `views` top to bottom.
    public init(_ views: [any TerminalView]) {
        self.views = views
    }

    public func lines(width: Int) -> [TerminalLine] {
        views.flatMap { $0.lines(width: width) }
    }
}
