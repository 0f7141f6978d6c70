import Testing

@testable import PrimerCheckoutComponents

/// The theme's rules, decided in the core for every renderer: what reads on what, in both
/// appearances, for the default look and for a merchant's brand.
@Suite("Theme")
struct ThemeTests {
    /// A merchant's brand: deep purple on warm off-white, a dark mode of its own.
    static let example: PrimerCheckoutTheme = {
        var theme = PrimerCheckoutTheme()
        theme.colors.brand = ThemeColor(light: PrimerColor(hex: 0x5B2A86), dark: PrimerColor(hex: 0xC9A4F2))
        theme.colors.background = ThemeColor(light: PrimerColor(hex: 0xFBF8F3), dark: PrimerColor(hex: 0x17131C))
        theme.colors.surface = ThemeColor(light: PrimerColor(hex: 0xF1EBE2), dark: PrimerColor(hex: 0x241E2B))
        theme.colors.textPrimary = ThemeColor(light: PrimerColor(hex: 0x1D1A21), dark: PrimerColor(hex: 0xF4F0F8))
        theme.colors.textSecondary = ThemeColor(light: PrimerColor(hex: 0x5E5866), dark: PrimerColor(hex: 0xB3ABBD))
        theme.typography.fontFamily = "Avenir Next"
        theme.radius.medium = 16
        return theme
    }()

    @Test(arguments: ["default", "example"])
    func textReadsAtWCAGAAInBothAppearances(name: String) {
        let colors = (name == "default" ? PrimerCheckoutTheme.default : Self.example).colors
        for appearance in ThemeColor.Appearance.allCases {
            for behind in [colors.background, colors.surface] {
                let background = behind.value(in: appearance)
                for (token, text) in [("textPrimary", colors.textPrimary), ("textSecondary", colors.textSecondary)] {
                    let ratio = text.value(in: appearance).contrastRatio(over: background)
                    #expect(ratio >= 4.5, "\(name) \(appearance): \(token) \(ratio):1")
                }
            }
            let onBrand = colors.textOnBrand.value(in: appearance).contrastRatio(over: colors.brand.value(in: appearance))
            #expect(onBrand >= 4.5, "\(name) \(appearance): text on brand \(onBrand):1")
            let background = colors.background.value(in: appearance)
            // The brand is also text: outlined buttons, Back, Cancel, "Did you mean".
            let brandText = colors.brand.value(in: appearance).contrastRatio(over: background)
            #expect(brandText >= 4.5, "\(name) \(appearance): brand as text \(brandText):1")
            for (token, icon) in [("brand", colors.brand), ("error", colors.error), ("success", colors.success)] {
                let ratio = icon.value(in: appearance).contrastRatio(over: background)
                #expect(ratio >= 3, "\(name) \(appearance): \(token) \(ratio):1 (icons and controls need 3:1)")
            }
        }
    }

    @Test func contrastFollowsWCAG() {
        #expect(abs(PrimerColor.black.contrastRatio(over: .white) - 21) < 0.001)
        #expect(abs(PrimerColor.white.contrastRatio(over: .white) - 1) < 0.001)
        // #767676 is the lightest grey that reaches 4.5:1 on white.
        #expect(PrimerColor(hex: 0x767676).contrastRatio(over: .white) >= 4.5)
        #expect(PrimerColor(hex: 0x777777).contrastRatio(over: .white) < 4.5)
        // A translucent colour is judged as drawn.
        #expect(PrimerColor(red: 0, green: 0, blue: 0, opacity: 0).contrastRatio(over: .white) < 1.001)
    }

    @Test func textOnTheBrandIsWhateverReadsBetter() {
        #expect(ThemeColor(PrimerColor(hex: 0x5B2A86)).readableText == ThemeColor(.white))
        #expect(ThemeColor(PrimerColor(hex: 0xFFD60A)).readableText == ThemeColor(.black))
        #expect(ThemeColor(light: PrimerColor(hex: 0x0040DD), dark: PrimerColor(hex: 0x409CFF)).readableText.dark == .black)
    }

    @Test(arguments: ["default", "example", "yellow"])
    func aBankBadgesLettersReadOnItsFillInEverySlotAndAppearance(name: String) {
        var colors = (name == "example" ? Self.example : PrimerCheckoutTheme.default).colors
        if name == "yellow" { colors.brand = ThemeColor(PrimerColor(hex: 0xFFD60A)) }
        for appearance in ThemeColor.Appearance.allCases {
            for tint in 0..<6 {
                let fill = colors.badgeFill(tint)
                let ratio = fill.readableText.value(in: appearance).contrastRatio(over: fill.value(in: appearance))
                #expect(ratio >= 4.5, "\(name) \(appearance) slot \(tint): \(ratio):1")
            }
        }
        #expect(colors.badgeFill(0) == colors.brand, "the first slot is the merchant's brand")
        #expect(Set((0..<6).map(colors.badgeFill)).count == 6, "six distinct fills")
    }

    @Test func anOfflineBanksRowUsesTheSecondaryText() {
        let colors = PrimerCheckoutTheme.default.colors
        #expect(colors.rowText(isDisabled: true) == colors.textSecondary)
        #expect(colors.rowText(isDisabled: false) == colors.textPrimary)
    }

    @Test func defaultsNameTheSystemColoursTheyStandFor() {
        let colors = PrimerCheckoutTheme.default.colors
        #expect(colors.background.systemColor == .systemBackground && colors.textPrimary.systemColor == .label)
        #expect(colors.surface.systemColor == .secondarySystemBackground && colors.border.systemColor == .separator)
        #expect(Self.example.colors.brand.systemColor == nil, "a merchant's colour is drawn as given")
        #expect(PrimerColor(red: 2, green: -1, blue: .nan) == PrimerColor(red: 1, green: 0, blue: 0), "out-of-range values are clamped")
    }

    @Test func aColourComponentSetLaterIsClampedAsTheInitializerClampsIt() {
        var theme = PrimerCheckoutTheme()
        theme.colors.brand.light.red = 2
        theme.colors.brand.light.green = -1
        theme.colors.brand.light.blue = .nan
        theme.colors.brand.light.opacity = .infinity
        #expect(theme.colors.brand.light == PrimerColor(red: 1, green: 0, blue: 0, opacity: 1))
        #expect(theme.colors.brand.light.contrastRatio(over: .white).isFinite)
        theme.colors.brand.dark.green = 0.25
        #expect(theme.colors.brand.dark.green == 0.25, "a value within 0…1 is kept as set")
    }

    @Test func aLengthNoLayoutCanUseIsReadAsZero() {
        var theme = PrimerCheckoutTheme()
        theme.radius.medium = -4
        theme.spacing.large = .nan
        theme.spacing.small = .infinity
        theme.borderWidth.thin = -.infinity
        #expect(theme.radius.medium == 0 && theme.spacing.large == 0 && theme.spacing.small == 0 && theme.borderWidth.thin == 0)
        theme.radius.large = 20
        theme.borderWidth.medium = 0.5
        #expect(theme.radius.large == 20 && theme.borderWidth.medium == 0.5, "a usable length is kept as set")
        let made = PrimerCheckoutTheme.Spacing(xsmall: -1, small: .nan, medium: 0, large: 16, xlarge: .infinity)
        #expect([made.xsmall, made.small, made.medium, made.large, made.xlarge] == [0, 0, 0, 16, 0])
        #expect(PrimerCheckoutTheme.Radius(small: .nan).small == 0 && PrimerCheckoutTheme.BorderWidth(medium: -2).medium == 0)
    }

    @Test func aTextSizeNoFontCanBeDrawnAtIsTheSystemSizeOfItsStyle() {
        var theme = PrimerCheckoutTheme()
        theme.typography.fontFamily = "Avenir Next"
        theme.typography.body.size = 0
        theme.typography.headline.size = .nan
        theme.typography.title.size = -.infinity
        #expect(theme.typography.body.size == 17 && theme.typography.headline.size == 17 && theme.typography.title.size == 22)
        let made = PrimerCheckoutTheme.TextStyle(size: .infinity, weight: .bold, relativeTo: .largeTitle)
        #expect(made.size == 34)
        theme.typography.footnote.size = 14.5
        #expect(theme.typography.footnote.size == 14.5, "a drawable size is kept as set")
    }
}
