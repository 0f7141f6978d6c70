import Testing

@testable import PrimerCheckoutComponents

/// Bold Text (Settings › Accessibility › Display & Text Size), decided in the core: the weights a
/// customer who turned it on reads a merchant's font family in.
@Suite("Theme: Bold Text")
struct BoldTextTests {
    @Test func aMerchantsFontFamilyIsReadOneWeightHeavierInEveryStyle() {
        let theme = ThemeTests.example
        let bold = theme.boldText.typography
        #expect(bold.fontFamily == "Avenir Next")
        #expect(bold.title.weight == .bold && bold.headline.weight == .bold, "semibold is read bold")
        #expect(bold.body.weight == .semibold && bold.footnote.weight == .semibold, "regular is read semibold")
        for (before, after) in [(theme.typography.title, bold.title), (theme.typography.body, bold.body)] {
            #expect(after.size == before.size && after.relativeTo == before.relativeTo, "sizes and Dynamic Type styles kept")
        }
        var otherwise = theme.boldText
        otherwise.typography = theme.typography
        #expect(otherwise == theme, "colours, spacing, radii and borders as they are")
    }

    @Test func everyWeightIsHeavierOrAlreadyBold() {
        let order = PrimerCheckoutTheme.TextStyle.Weight.allCases
        for weight in order {
            let heavier = weight.heavier
            #expect(order.firstIndex(of: heavier)! > order.firstIndex(of: weight)! || weight == .bold, "\(weight) → \(heavier)")
        }
        #expect(PrimerCheckoutTheme.TextStyle.Weight.bold.heavier == .bold)
    }

    @Test func theSystemFontFollowsBoldTextByItself() {
        #expect(PrimerCheckoutTheme.default.boldText == PrimerCheckoutTheme.default)
    }
}
