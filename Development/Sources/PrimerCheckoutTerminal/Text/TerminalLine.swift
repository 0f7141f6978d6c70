/// One line of styled terminal text.
public struct TerminalLine: Equatable, Sendable, ExpressibleByStringLiteral {
    /// A run of text in one style.
    public struct Span: Equatable, Sendable {
        /// The characters.
        public var text: String
        /// How they are drawn.
        public var style: TextStyle
        /// A run of `text` in `style`.
        public init(_ text: String, style: TextStyle = []) {
            self.text = text
            self.style = style
        }
    }

    /// The runs, left to right.
    public var spans: [Span]

    /// A line made of `spans`.
    public init(_ spans: [Span] = []) {
        self.spans = spans
    }

    /// A line of `text` in one `style`.
    public init(_ text: String, style: TextStyle = []) {
        spans = [Span(text, style: style)]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text without styles.
    public var plain: String { spans.map(\.text).joined() }

    /// The width in terminal columns.
    public var width: Int { DisplayWidth.of(plain) }

    /// This line cut to `width` columns (ending in "…" when cut) and padded with spaces to exactly `width`.
    public func fitted(to width: Int) -> TerminalLine {
        var result: [Span] = []
        var used = 0
        let cut = self.width > width
        let budget = cut ? max(0, width - 1) : width
        outer: for span in spans {
            var text = ""
            for character in span.text {
                let columns = DisplayWidth.of(character)
                if used + columns > budget {
                    result.append(Span(text, style: span.style))
                    break outer
                }
                text.append(character)
                used += columns
            }
            result.append(Span(text, style: span.style))
        }
        if cut && width > 0 {
            result.append(Span("…"))
            used += 1
        }
        if used < width { result.append(Span(String(repeating: " ", count: width - used))) }
        return TerminalLine(result)
    }

    /// The line as terminal output, with ANSI styles when `color` is on.
    public func rendered(color: Bool) -> String {
        rendered(palette: color ? TerminalPalette() : nil)
    }

    /// The line as terminal output, its styles drawn with `palette`; plain text without one
    /// (`NO_COLOR`).
    public func rendered(palette: TerminalPalette?) -> String {
        guard let palette else { return plain }
        return spans.map { span in
            let codes = span.style.sgrCodes(palette)
            return codes.isEmpty ? span.text : "\u{1B}[\(codes.map(String.init).joined(separator: ";"))m\(span.text)\u{1B}[0m"
        }.joined()
    }

    /// `lhs` followed by `rhs`.
    public static func + (lhs: TerminalLine, rhs: TerminalLine) -> TerminalLine {
        TerminalLine(lhs.spans + rhs.spans)
    }
}
