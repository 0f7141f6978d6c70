import PrimerCheckoutComponents
import Testing

@testable import PrimerCheckoutTerminal

/// The terminal draws the theme's colours as far as it can, and nothing with `NO_COLOR`.
@Suite("Terminal palette")
struct TerminalPaletteTests {
    private var purple: PrimerCheckoutTheme {
        var theme = PrimerCheckoutTheme()
        theme.colors.brand = ThemeColor(light: PrimerColor(hex: 0x5B2A86), dark: PrimerColor(hex: 0xC9A4F2))
        return theme
    }

    @Test func theBrandColoursTheAccentAsFarAsTheTerminalCan() {
        let line = TerminalLine("ING", style: .accent)
        #expect(line.rendered(palette: TerminalPalette(theme: purple, depth: .basic)) == "\u{1B}[36mING\u{1B}[0m")
        #expect(line.rendered(palette: TerminalPalette(theme: purple, depth: .trueColor)) == "\u{1B}[38;2;201;164;242mING\u{1B}[0m")
        #expect(
            line.rendered(palette: TerminalPalette(theme: purple, depth: .trueColor, appearance: .light))
                == "\u{1B}[38;2;91;42;134mING\u{1B}[0m")
        #expect(line.rendered(palette: TerminalPalette(theme: purple, depth: .xterm256)) == "\u{1B}[38;5;183mING\u{1B}[0m")
        #expect(line.rendered(palette: nil) == "ING", "NO_COLOR: plain text")
        #expect(line.rendered(color: true) == "\u{1B}[36mING\u{1B}[0m", "no theme: the basic colours")
    }

    @Test func errorsAndSuccessTakeTheirTokens() {
        let palette = TerminalPalette(depth: .trueColor)
        #expect(TerminalLine("x", style: .error).rendered(palette: palette) == "\u{1B}[38;2;255;105;97mx\u{1B}[0m")
        #expect(TerminalLine("x", style: [.bold, .success]).rendered(palette: palette) == "\u{1B}[1;38;2;48;219;91mx\u{1B}[0m")
    }

    @Test func xtermsNearestColourComesFromTheCubeOrTheGreyRamp() {
        #expect(TerminalPalette.xterm256Index(PrimerColor(hex: 0xFF0000)) == 196)
        #expect(TerminalPalette.xterm256Index(.black) == 16)
        #expect(TerminalPalette.xterm256Index(.white) == 231)
        #expect(TerminalPalette.xterm256Index(PrimerColor(hex: 0x808080)) == 244)
    }

    @Test func theDepthIsWhatTheTerminalAnnounces() {
        #expect(TerminalPalette.depth(environment: ["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
        #expect(TerminalPalette.depth(environment: ["COLORTERM": "24bit"]) == .trueColor)
        #expect(TerminalPalette.depth(environment: ["TERM": "xterm-256color"]) == .xterm256)
        #expect(TerminalPalette.depth(environment: ["TERM": "screen"]) == .basic)
        #expect(TerminalPalette.depth(environment: [:]) == .basic)
    }
}
