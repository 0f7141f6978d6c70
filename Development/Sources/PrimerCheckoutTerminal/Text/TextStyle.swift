/// How a span of terminal text looks.
public struct TextStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Bold text.
    public static let bold = TextStyle(rawValue: 1 << 0)
    /// Faint text, e.g. an offline bank.
    public static let dim = TextStyle(rawValue: 1 << 1)
    /// Foreground and background swapped, e.g. the highlighted row.
    public static let reverse = TextStyle(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = TextStyle(rawValue: 1 << 3)
    /// Matched search letters.
    public static let highlight = TextStyle(rawValue: 1 << 4)
    /// The accent colour: the theme's brand, or cyan.
    public static let accent = TextStyle(rawValue: 1 << 5)
    /// The error colour: the theme's error, or red.
    public static let error = TextStyle(rawValue: 1 << 6)
    /// The success colour: the theme's success, or green.
    public static let success = TextStyle(rawValue: 1 << 7)
    /// Blue.
    public static let blue = TextStyle(rawValue: 1 << 8)
    /// Magenta.
    public static let magenta = TextStyle(rawValue: 1 << 9)

    /// The ANSI SGR codes of this style, its colours drawn with `palette`.
    func sgrCodes(_ palette: TerminalPalette = TerminalPalette()) -> [Int] {
        var codes: [Int] = []
        if contains(.bold) { codes.append(1) }
        if contains(.dim) { codes.append(2) }
        if contains(.underline) { codes.append(4) }
        if contains(.reverse) { codes.append(7) }
        if contains(.highlight) { codes.append(33) }
        let colors = palette.theme.colors
        if contains(.accent) { codes += palette.foreground(colors.brand) ?? [36] }
        if contains(.error) { codes += palette.foreground(colors.error) ?? [31] }
        if contains(.success) { codes += palette.foreground(colors.success) ?? [32] }
        if contains(.blue) { codes.append(34) }
        if contains(.magenta) { codes.append(35) }
        return codes
    }
}
