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

    /// The screens' source files.
    static func screenFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: screens, includingPropertiesForKeys: nil).filter { $0.pathExtension == "swift" }
    }

    /// Each line of the screens that `matches` (given the file's lines and the line's index), as
    /// "File.swift:line: code".
    static func screenLines(where matches: ([String], Int) -> Bool) throws -> [String] {
        var found: [String] = []
        for file in try screenFiles() {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for number in lines.indices where matches(lines, number) {
                found.append("\(file.lastPathComponent):\(number + 1): \(lines[number].trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    @Test func everyGapPaddingAndLogoSizeOfTheDefaultScreensComesFromTheThemeOrDynamicType() throws {
        #expect(try Self.screenFiles().count >= 6, "the screens were not found at \(Self.screens.path)")
        let fixed = try Self.screenLines { lines, number in
            Self.fixedLayout.contains { lines[number].range(of: $0, options: .regularExpression) != nil }
        }
        #expect(fixed == [], "use look.space(\\.token) for gaps and paddings, @ScaledMetric for sizes")
    }

    /// A colour of the default screens is a theme token: a system colour (or the app's accent) would
    /// ignore the merchant's theme, and white letters on it may not read (white on system orange is 2.2:1).
    @Test func everyColourOfTheDefaultScreensComesFromTheTheme() throws {
        let literal = #"(Color)?\.(white|black|blue|red|green|orange|gray|yellow|purple|pink|teal|indigo|accentColor|primary|secondary)\b"#
        let literals = try Self.screenLines { lines, number in lines[number].range(of: literal, options: .regularExpression) != nil }
        #expect(literals == [], "use look.color(look.colors.token)")
    }

    /// Every text of the default screens is in one of the theme's text styles, so a merchant's
    /// font family and sizes reach the buttons, the search field and the title bar too: each `Text`
    /// and `TextField` gets `.font(look.…)` within the next three lines.
    @Test func everyTextOfTheDefaultScreensIsInTheThemesTypography() throws {
        let unstyled = try Self.screenLines { lines, number in
            guard lines[number].contains("Text(verbatim:") || lines[number].contains("TextField(") else { return false }
            return !lines[number..<min(lines.count, number + 4)].contains { $0.contains(".font(look.") }
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

    /// Every button of the default screens can be hit with a finger, whatever its icon or text and
    /// however tight the merchant's spacing: its label is at least 44 by 44 points (`tapTarget()`,
    /// or the full-width action button's `TapTarget.minimumSide`), Apple's minimum. Before, Back
    /// (a chevron), Cancel, the search field's ×, "Did you mean" and "Clear search" were as small
    /// as what they draw.
    @Test func everyButtonOfTheDefaultScreensIsAtLeast44PointsEachWayToTap() throws {
        let minimum = try String(contentsOf: Self.screens.appendingPathComponent("TapTarget.swift"), encoding: .utf8)
        #expect(minimum.contains("static let minimumSide: CGFloat = 44"))
        var buttons = 0
        let small = try Self.screenLines { lines, number in
            guard lines[number].trimmingCharacters(in: .whitespaces) == "Button {" else { return false }
            buttons += 1
            let indent = String(lines[number].prefix { $0 == " " })
            guard let label = lines[number...].firstIndex(where: { $0 == indent + "} label: {" }),
                let end = lines[(label + 1)...].firstIndex(where: { $0.hasPrefix(indent + "}") })
            else { return true }
            return !lines[label...end].contains { $0.contains(".tapTarget(") || $0.contains("TapTarget.minimumSide") }
        }
        #expect(buttons >= 8, "the buttons were not found")
        #expect(small == [], "give the label .tapTarget()")
    }

    /// Smart Invert (Settings › Accessibility › Display & Text Size) inverts the screens' colours
    /// but not a bank's or a method's logo: a logo in inverted colours is another brand's. Every
    /// remote image is drawn by `RemoteLogo`, which opts its loaded image out.
    @Test func aLogoKeepsItsColoursUnderSmartInvert() throws {
        let images = try Self.screenLines { lines, number in lines[number].contains("AsyncImage(") }
        #expect(images.map { $0.prefix { $0 != ":" } } == ["RemoteLogo.swift"])
        let logo = try String(contentsOf: Self.screens.appendingPathComponent("RemoteLogo.swift"), encoding: .utf8)
        #expect(logo.contains("image.resizable().scaledToFit().accessibilityIgnoresInvertColors()"))
    }

    /// The checkout draws every screen with the theme as the customer's accessibility settings
    /// ask (the decisions are the core's: `IncreasedContrastTests`, `BoldTextTests`): raised to
    /// its contrast with Increase Contrast, a font family one weight heavier with Bold Text; and
    /// that theme, not the merchant's as given, is the one the screens read.
    @Test func theScreensDrawTheThemeAsIncreaseContrastAndBoldTextAsk() throws {
        let host = try String(
            contentsOf: Self.screens.deletingLastPathComponent().appendingPathComponent("Checkout/CheckoutHostView.swift"),
            encoding: .utf8)
        #expect(host.contains("@Environment(\\.colorSchemeContrast) private var contrast"))
        #expect(host.contains("@Environment(\\.legibilityWeight) private var legibility"))
        #expect(host.contains("raisedTheme = theme.increasedContrast"))
        #expect(host.contains("let raised = contrast == .increased ? raisedTheme : theme"))
        #expect(host.contains("let theme = legibility == .bold ? raised.boldText : raised"))
        #expect(host.contains(".environment(\\.primerTheme, theme)"))
        let rows = try String(contentsOf: Self.screens.appendingPathComponent("BankRow.swift"), encoding: .utf8)
        #expect(rows.contains(".opacity(row.opacity(increasedContrast: contrast == .increased))"), "offline banks not faded")
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

    /// A customer who scrolls the list to look for a bank sees the rows the keyboard covered: the
    /// list puts the keyboard away when dragged, not when the SDK scrolls it to the top after a
    /// search; on iOS 16 and later by `scrollDismissesKeyboard`, on iOS 15 (no such setting) by a
    /// drag on the list that takes the focus from the default search field.
    @Test func scrollingTheBankListPutsTheKeyboardAwayOnEveryIOSTheSDKSupports() throws {
        let source = try String(contentsOf: Self.screens.appendingPathComponent("BankSelectorScreen.swift"), encoding: .utf8)
        let list = try #require(source.range(of: "ScrollViewReader { proxy in"), "the bank list is scrolled by a reader")
        let reader = source[list.upperBound...]
        let away = try #require(reader.range(of: ".keyboardAwayOnScroll($isSearching)"), "the list does not put the keyboard away")
        #expect(reader[..<away.lowerBound].contains(".id(Self.listTop)"), "not on the bank list's scroll view")
        #expect(source.contains("scrollDismissesKeyboard(.immediately)"), "iOS 16 and later")
        #expect(source.contains("simultaneousGesture(DragGesture().onChanged { _ in isSearching.wrappedValue = false })"), "iOS 15")
        #expect(source.contains("BankSearchField(field: model.searchField, query: $query, isFocused: $isSearching)"))
        #expect(source.contains(".focused(isFocused)"), "the focus the drag takes is the search field's")
    }

    /// A customer feels the outcome as it shows, with the system's own haptics: success on the
    /// success screen; on an error screen a warning when it tells of a wait (a payment not finished
    /// yet, `FailureScreen.isWait`, tested in the core), an error otherwise.
    @Test func theOutcomeScreensPlayTheSystemsHaptics() throws {
        func source(_ file: String) throws -> String {
            try String(contentsOf: Self.screens.appendingPathComponent(file), encoding: .utf8)
        }
        #expect(try source("SuccessScreen.swift").contains("OutcomeHaptic.success.play()"))
        #expect(try source("FailureScreen.swift").contains("OutcomeHaptic.failure(isWait: screen.isWait).play()"))
        let haptic = try source("OutcomeHaptic.swift")
        for (ours, systems) in [("success", "success"), ("wait", "warning"), ("error", "error")] {
            #expect(haptic.contains("case .\(ours): .\(systems)"))
        }
        #expect(haptic.contains("UINotificationFeedbackGenerator().notificationOccurred(type)"))
    }

    /// Every element the screens describe answers Voice Control by the names the core chose for it
    /// (a bank row by the bank's name and the other name it shows), or else by its label.
    @Test func voiceControlAnswersToTheNamesTheCoreChose() throws {
        let file = Self.screens.deletingLastPathComponent().appendingPathComponent("Accessibility/View+AccessibilityConfiguration.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        #expect(
            source.contains(
                ".accessibilityInputLabels(configuration.inputLabels.isEmpty ? [configuration.label] : configuration.inputLabels)"))
    }
}
