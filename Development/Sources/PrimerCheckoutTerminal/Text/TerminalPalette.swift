import PrimerCheckoutComponents

/// How the terminal draws the theme's colour tokens: as exact colours where it supports 24-bit
/// colour, as the nearest of xterm's 256 where it supports those, and as the basic ANSI colours
/// otherwise. With `NO_COLOR` (or output that is not a terminal) nothing is coloured at all.
public struct TerminalPalette: Equatable, Sendable {
    /// The colours a terminal can show.
    public enum Depth: Equatable, Sendable {
        /// The 8 basic ANSI colours: the accent is cyan, errors red, success green.
        case basic
        /// xterm's 256 colours.
        case xterm256
        /// 24-bit colour.
        case trueColor
    }

    /// The theme whose brand, error and success tokens colour the accent, error and success text.
    public var theme: PrimerCheckoutTheme
    /// The terminal's colour depth.
    public var depth: Depth
    /// Which of each token's values to draw: terminals are most often dark.
    public var appearance: ThemeColor.Appearance

    /// Creates a palette.
    public init(theme: PrimerCheckoutTheme = .default, depth: Depth = .basic, appearance: ThemeColor.Appearance = .dark) {
        self.theme = theme
        self.depth = depth
        self.appearance = appearance
    }

    /// The depth a terminal announces: `COLORTERM=truecolor` (or `24bit`), a `TERM` with `256color`,
    /// or the basic colours.
    public static func depth(environment: [String: String]) -> Depth {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if environment["TERM"]?.contains("256color") == true { return .xterm256 }
        return .basic
    }

    /// The SGR codes that draw `token` as the foreground; `nil` at the basic depth, where each
    /// style keeps its own basic colour.
    func foreground(_ token: ThemeColor) -> [Int]? {
        let color = token.value(in: appearance)
        switch depth {
        case .basic: return nil
        case .xterm256: return [38, 5, Self.xterm256Index(color)]
        case .trueColor:
            return [38, 2, Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded())]
        }
    }

    /// The nearest of xterm's 256 colours: the 6×6×6 cube (16–231) or the grey ramp (232–255).
    static func xterm256Index(_ color: PrimerColor) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ channel: Double) -> Int {
            let value = channel * 255
            return levels.indices.min { abs(Double(levels[$0]) - value) < abs(Double(levels[$1]) - value) } ?? 0
        }
        let (r, g, b) = (nearestLevel(color.red), nearestLevel(color.green), nearestLevel(color.blue))
        let cube = 16 + 36 * r + 6 * g + b
        let cubeColor = (Double(levels[r]), Double(levels[g]), Double(levels[b]))
        let average = (color.red + color.green + color.blue) / 3 * 255
        let greyStep = min(23, max(0, Int(((average - 8) / 10).rounded())))
        let grey = Double(8 + 10 * greyStep)
        func distance(_ other: (Double, Double, Double)) -> Double {
            let (dr, dg, db) = (color.red * 255 - other.0, color.green * 255 - other.1, color.blue * 255 - other.2)
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cubeColor) ? 232 + greyStep : cube
    }
}
