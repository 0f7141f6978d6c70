extension PrimerCheckoutTheme {
    /// This theme as a customer who turned on Increase Contrast (Settings › Accessibility ›
    /// Display & Text Size) sees it: `Colors.increasedContrast`; every other token as it is.
    package var increasedContrast: PrimerCheckoutTheme {
        var theme = self
        theme.colors = colors.increasedContrast
        return theme
    }
}

extension PrimerCheckoutTheme.Colors {
    /// The contrast each kind of token reaches under Increase Contrast: text — the brand is text
    /// too — WCAG's enhanced 7:1 (AAA), the error and success icons 4.5:1, borders 3:1 (WCAG 2's
    /// non-text contrast).
    enum IncreasedContrast {
        static let text = 7.0
        static let icons = 4.5
        static let borders = 3.0
    }

    /// These tokens under Increase Contrast: a token short of its contrast over what it is drawn on
    /// moves toward black or white just as far as it needs; the background and surface are kept.
    package var increasedContrast: Self {
        var colors = self
        let behindText = [background, surface]
        colors.textPrimary = textPrimary.reaching(IncreasedContrast.text, over: behindText)
        colors.textSecondary = textSecondary.reaching(IncreasedContrast.text, over: behindText)
        colors.brand = brand.reaching(IncreasedContrast.text, over: [background])
        colors.border = border.reaching(IncreasedContrast.borders, over: behindText)
        colors.error = error.reaching(IncreasedContrast.icons, over: [background])
        colors.success = success.reaching(IncreasedContrast.icons, over: [background])
        return colors
    }
}

extension ThemeColor {
    /// This token with the value of each appearance reaching `ratio` over that appearance's
    /// `backgrounds` (`PrimerColor.reaching(_:over:)`); itself, system colour included, when both
    /// already do.
    package func reaching(_ ratio: Double, over backgrounds: [ThemeColor]) -> ThemeColor {
        let light = light.reaching(ratio, over: backgrounds.map(\.light))
        let dark = dark.reaching(ratio, over: backgrounds.map(\.dark))
        return light == self.light && dark == self.dark ? self : ThemeColor(light: light, dark: dark)
    }
}

extension PrimerColor {
    /// This colour, moved toward black or white just far enough to read at `ratio` over each of
    /// `backgrounds` (opaque); that black or white where even it cannot.
    package func reaching(_ ratio: Double, over backgrounds: [PrimerColor]) -> PrimerColor {
        func reads(_ color: PrimerColor) -> Bool { backgrounds.allSatisfy { color.contrastRatio(over: $0) >= ratio } }
        guard let first = backgrounds.first, !reads(self) else { return self }
        let behind = first.composited(over: .white)
        let extreme = behind.readableText
        guard reads(extreme) else { return extreme }
        // Halving between a move that does not read and one that does: what is returned reads,
        // and is no further from the colour than it needs to be (to 1/2^20 of the way).
        let start = composited(over: behind)
        var short = 0.0
        var enough = 1.0
        for _ in 0..<20 {
            let middle = (short + enough) / 2
            if reads(start.moved(toward: extreme, by: middle)) { enough = middle } else { short = middle }
        }
        return start.moved(toward: extreme, by: enough)
    }

    /// This colour moved `fraction` of the way to `other`, channel by channel.
    private func moved(toward other: PrimerColor, by fraction: Double) -> PrimerColor {
        PrimerColor(
            red: red + (other.red - red) * fraction, green: green + (other.green - green) * fraction,
            blue: blue + (other.blue - blue) * fraction, opacity: opacity + (other.opacity - opacity) * fraction)
    }
}
