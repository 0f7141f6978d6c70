import Foundation
import PrimerCheckoutComponents
import Testing

/// The default screens are laid out by the merchant's theme and fit every Dynamic Type size. SwiftUI
/// does not draw on Linux, so the screens' sources are read: for a gap, padding or size written as a
/// number instead of a token, a colour that is not the theme's, and a screen that cannot scroll.
@Suite("SwiftUI screens' layout")
struct ScreenLayoutTests {
    static let screens = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PrimerCheckoutSwiftUI/Screens")

    /// A number where a token belongs, or SwiftUI's own default padding (which no token changes).
    /// A gap of 0 is no gap, whatever the theme.
    static let fixedLayout = [
        #"(spacing|minLength):\s*[1-9]"#, #"\.padding\((\.\w+,\s*)?[0-9]"#, #"\.padding\((\.\w+)?\)"#,
        #"\.frame\((width|height):\s*[0-9]"#,
    ]

    @Test func everyGapPaddingAndLogoSizeOfTheDefaultScreensComesFromTheThemeOrDynamicType() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.screens, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        #expect(files.count >= 6, "the screens were not found at \(Self.screens.path)")
        var fixed: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated()
            where Self.fixedLayout.contains(where: { line.range(of: $0, options: .regularExpression) != nil }) {
                fixed.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(fixed == [], "use look.space(\\.token) for gaps and paddings, @ScaledMetric for sizes")
    }

    /// A colour of the default screens is a theme token: a system colour (or the app's accent) would
    /// ignore the merchant's theme, and white letters on it may not read (white on system orange is 2.2:1).
    @Test func everyColourOfTheDefaultScreensComesFromTheTheme() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.screens, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        let literal = #"(Color)?\.(white|black|blue|red|green|orange|gray|yellow|purple|pink|teal|indigo|accentColor|primary|secondary)\b"#
        var literals: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() where line.range(of: literal, options: .regularExpression) != nil {
                literals.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(literals == [], "use look.color(look.colors.token)")
    }

    /// Every text of the default screens is in one of the theme's text styles, so a merchant's
    /// font family and sizes reach the buttons, the search field and the title bar too: each `Text`
    /// and `TextField` gets `.font(look.…)` within the next three lines.
    @Test func everyTextOfTheDefaultScreensIsInTheThemesTypography() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.screens, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        var unstyled: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() where line.contains("Text(verbatim:") || line.contains("TextField(") {
                let styled = lines[number..<min(lines.count, number + 4)].contains { $0.contains(".font(look.") }
                if !styled { unstyled.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))") }
            }
        }
        #expect(unstyled == [], "give each text .font(look.title | headline | body | footnote)")
    }

    /// Every token of the theme is drawn by the default SwiftUI screens, so each one a merchant sets
    /// changes something (the tokens are read from the theme itself: a new one is checked too).
    @Test func everyThemeTokenIsDrawnByTheDefaultScreens() throws {
        let sources = Self.screens.deletingLastPathComponent()
        var code = ""
        for folder in ["Screens", "Checkout", "Theme"] {
            let files = try FileManager.default.contentsOfDirectory(
                at: sources.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            for file in files where file.pathExtension == "swift" { code += try String(contentsOf: file, encoding: .utf8) }
        }
        let theme = PrimerCheckoutTheme.default
        func names(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        let uses =
            names(theme.colors).map { "colors.\($0)" } + names(theme.radius).map { "radius.\($0)" }
            + names(theme.borderWidth).map { "borderWidth.\($0)" } + names(theme.spacing).map { "(\\.\($0))" }
            + names(theme.typography).map { $0 == "fontFamily" ? "typography.fontFamily" : "look.\($0)" }
        #expect(uses.count == 23, "8 colours, 3 radii, 2 border widths, 5 spacings, a font family and 4 text styles")
        #expect(uses.filter { !code.contains($0) } == [], "a token no default screen draws")
    }

    /// A whole screen of one block (the error, success, progress and scheme pages) scrolls when it is
    /// taller than the display, as it is at the largest text sizes: no button is out of reach.
    @Test(arguments: ["FailureScreen", "SuccessScreen", "ProgressScreen", "SchemePageView", "PaymentMethodListScreen"])
    func aScreenScrollsWhenItsContentIsTallerThanTheDisplay(screen: String) throws {
        let source = try String(contentsOf: Self.screens.appendingPathComponent("\(screen).swift"), encoding: .utf8)
        let body = try #require(source.range(of: "var body: some View {"))
        let firstView = source[body.upperBound...].drop { $0.isWhitespace }.prefix { $0 != " " && $0 != "(" && $0 != "{" }
        #expect(["ScrollableScreen", "ScrollView"].contains(String(firstView)))
    }

    /// A customer who scrolled down the list and then types sees the new search's best match: the
    /// list starts again at the top on every change of the search text.
    @Test func aNewSearchShowsTheBankListFromTheTop() throws {
        let source = try String(contentsOf: Self.screens.appendingPathComponent("BankSelectorScreen.swift"), encoding: .utf8)
        let list = try #require(source.range(of: "ScrollViewReader { proxy in"), "the bank list is scrolled by a reader")
        let rest = source[list.upperBound...]
        #expect(rest.contains(".id(Self.listTop)"))
        #expect(rest.contains(".onChange(of: model.searchField.text) { _ in proxy.scrollTo(Self.listTop, anchor: .top) }"))
    }
}
