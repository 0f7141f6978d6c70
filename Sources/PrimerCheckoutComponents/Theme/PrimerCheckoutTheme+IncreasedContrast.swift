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

    /// These tokens for a customer who turned on Increase Contrast: a token that does not reach
    /// its contrast (`IncreasedContrast`) over what it is drawn on — text and borders over the
    /// background and the surface, the brand and the icons over the background — moves toward
    /// black or white, whichever contrasts more with the background, just as far as it needs; one
    /// that reaches it stays as the merchant chose it (a system colour stays the platform's own).
    /// The background and the surface are kept.
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
    /// This colour, or — when it does not read at `ratio` over each of `backgrounds` — the colour
    /// it looks like over the first of them moved toward black or white, whichever contrasts more
    /// with that background, just far enough that it does (opaque). Where even black or white
    /// cannot reach `ratio` (a mid grey background), that black or white.
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
