import Testing

@_spi(Renderer) @testable import PrimerCheckoutComponents

/// Increase Contrast (Settings › Accessibility › Display & Text Size), decided in the core: what a
/// customer who turned it on reads, whatever colours the merchant chose.
@Suite("Theme: Increase Contrast")
struct IncreasedContrastTests {
    typealias Targets = PrimerCheckoutTheme.Colors.IncreasedContrast

    /// A merchant's pale brand and washed-out greys: standard contrast below AA in places.
    static let pale: PrimerCheckoutTheme = {
        var theme = PrimerCheckoutTheme()
        theme.colors.brand = ThemeColor(light: PrimerColor(hex: 0xFF5A5F), dark: PrimerColor(hex: 0xFFB3C1))
        theme.colors.textSecondary = ThemeColor(light: PrimerColor(hex: 0x9A9A9A), dark: PrimerColor(hex: 0x6E6E6E))
        theme.colors.textPrimary = ThemeColor(
            light: PrimerColor(red: 0, green: 0, blue: 0, opacity: 0.55), dark: PrimerColor(red: 1, green: 1, blue: 1, opacity: 0.6))
        theme.colors.border = ThemeColor(PrimerColor(hex: 0xE4E4E4))
        theme.colors.success = ThemeColor(light: PrimerColor(hex: 0x7ED957), dark: PrimerColor(hex: 0x1E5E2A))
        theme.colors.error = ThemeColor(light: PrimerColor(hex: 0xFF8A80), dark: PrimerColor(hex: 0x7A1010))
        return theme
    }()

    /// The ratio `token` reaches over each of `backgrounds` in `appearance`, the lowest.
    static func ratio(_ token: ThemeColor, over backgrounds: [ThemeColor], in appearance: ThemeColor.Appearance) -> Double {
        backgrounds.map { token.value(in: appearance).contrastRatio(over: $0.value(in: appearance)) }.min()!
    }

    /// Every token a customer reads, with what it is drawn on and the contrast it must reach.
    static func checks(_ colors: PrimerCheckoutTheme.Colors) -> [(name: String, token: ThemeColor, over: [ThemeColor], target: Double)] {
        let behindText = [colors.background, colors.surface]
        return [
            ("textPrimary", colors.textPrimary, behindText, Targets.text),
            ("textSecondary", colors.textSecondary, behindText, Targets.text),
            ("brand", colors.brand, [colors.background], Targets.text),
            ("border", colors.border, behindText, Targets.borders),
            ("error", colors.error, [colors.background], Targets.icons),
            ("success", colors.success, [colors.background], Targets.icons),
        ]
    }

    @Test(arguments: ["default", "pale", "example"])
    func everyTokenReachesItsContrastInBothAppearances(name: String) {
        let theme = name == "default" ? PrimerCheckoutTheme.default : name == "pale" ? Self.pale : ThemeTests.example
        let colors = theme.increasedContrast.colors
        for appearance in ThemeColor.Appearance.allCases {
            for check in Self.checks(colors) {
                let ratio = Self.ratio(check.token, over: check.over, in: appearance)
                #expect(ratio >= check.target, "\(name) \(appearance): \(check.name) \(ratio):1, needs \(check.target):1")
            }
            let onBrand = colors.textOnBrand.value(in: appearance).contrastRatio(over: colors.brand.value(in: appearance))
            #expect(onBrand >= Targets.text, "\(name) \(appearance): text on the brand \(onBrand):1")
        }
        #expect(colors.background == theme.colors.background && colors.surface == theme.colors.surface)
        var otherwise = theme.increasedContrast
        otherwise.colors = theme.colors
        #expect(otherwise == theme, "fonts, spacing, radii and borders as they are")
    }

    @Test(arguments: ["default", "pale", "example"])
    func aTokenThatAlreadyReadsStaysAsTheMerchantChoseIt(name: String) {
        let theme = name == "default" ? PrimerCheckoutTheme.default : name == "pale" ? Self.pale : ThemeTests.example
        for (before, after) in zip(Self.checks(theme.colors), Self.checks(theme.increasedContrast.colors)) {
            let reads = ThemeColor.Appearance.allCases.allSatisfy { Self.ratio(before.token, over: before.over, in: $0) >= before.target }
            #expect((after.token == before.token) == reads, "\(name): \(before.name) \(reads ? "read and changed" : "did not read, kept")")
        }
        let colors = PrimerCheckoutTheme.default.increasedContrast.colors
        #expect(colors.textPrimary.systemColor == .label, "still drawn as the platform's own label")
        // The hairline separator does not read at 3:1: it is drawn in the grey that does.
        #expect(colors.border.systemColor == nil)
        #expect(Self.pale.increasedContrast.colors.brand.dark == Self.pale.colors.brand.dark, "a dark mode value that reads is kept")
    }

    @Test func anOfflineBankIsFadedExceptWithIncreaseContrast() {
        let banks = [
            Bank(id: "1", name: "Online Bank", iconUrl: nil, isDisabled: false),
            Bank(id: "2", name: "Offline Bank", iconUrl: nil, isDisabled: true),
        ]
        let state = BankSelectorState(status: .ready, banks: banks, filteredBanks: banks)
        let model = BankSelectorScreenModel(
            state: state, presentationContext: .direct, dismissalMechanism: [.gestures],
            strings: CheckoutComponentsStrings())
        guard case .rows(let rows) = model.content else {
            Issue.record("the list is shown")
            return
        }
        let online = rows.first { $0.id == "1" }!
        let offline = rows.first { $0.id == "2" }!
        #expect(online.opacity(increasedContrast: false) == 1 && online.opacity(increasedContrast: true) == 1)
        #expect(offline.opacity(increasedContrast: false) == 0.6, "faded: it cannot be chosen")
        #expect(offline.opacity(increasedContrast: true) == 1, "its secondary text and \"Unavailable\" tell it")
    }

    @Test func aColourMovesOnlyAsFarAsItNeedsTowardBlackOrWhite() {
        let coral = PrimerColor(hex: 0xFF5A5F)
        let onWhite = coral.reaching(7, over: [.white])
        let ratio = onWhite.contrastRatio(over: .white)
        #expect(ratio >= 7 && ratio < 7.1, "\(ratio):1")
        #expect(onWhite.red > onWhite.green && onWhite.red > onWhite.blue, "still a red: \(onWhite)")
        let onBlack = PrimerColor(hex: 0x8E1B3A).reaching(7, over: [.black])
        #expect(onBlack.contrastRatio(over: .black) >= 7 && onBlack.red > onBlack.blue, "lighter, still a red: \(onBlack)")
        // What a translucent colour looked like, made opaque, then moved.
        let faint = PrimerColor(red: 0, green: 0, blue: 0, opacity: 0.2).reaching(3, over: [.white])
        #expect(faint.opacity == 1 && faint.contrastRatio(over: .white) >= 3)
        #expect(coral.reaching(3, over: [.white]) == coral, "3.0:1 already")
    }

    @Test func onABackgroundNothingReadsOnTheTokenBecomesWhicheverOfBlackAndWhiteReadsBetter() {
        let grey = PrimerColor(hex: 0x777777)
        #expect(PrimerColor(hex: 0x888888).reaching(7, over: [grey]) == .black)
        #expect(PrimerColor(hex: 0x555555).reaching(7, over: [PrimerColor(hex: 0x707070)]) == .white)
    }

    @Test func anyColoursAMerchantPicksReadWhereBlackOrWhiteCan() {
        var seed: UInt64 = 2026
        func next() -> UInt32 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: seed >> 33)
        }
        for _ in 0..<300 {
            let background = PrimerColor(hex: next() & 0xFFFFFF)
            let surface = PrimerColor(hex: next() & 0xFFFFFF)
            let token = PrimerColor(hex: next() & 0xFFFFFF, opacity: Double(next() % 101) / 100)
            let target = [Targets.text, Targets.icons, Targets.borders][Int(next() % 3)]
            let reached = token.reaching(target, over: [background, surface])
            let reads = [background, surface].allSatisfy { reached.contrastRatio(over: $0) >= target }
            #expect(reads || reached == .white || reached == .black, "\(token) over \(background), \(surface): \(reached)")
            // Over one background, it reads whenever black or white would.
            let alone = token.reaching(target, over: [background])
            let best = max(PrimerColor.white.contrastRatio(over: background), PrimerColor.black.contrastRatio(over: background))
            #expect(best < target || alone.contrastRatio(over: background) >= target, "\(token) over \(background): \(alone)")
        }
    }
}
