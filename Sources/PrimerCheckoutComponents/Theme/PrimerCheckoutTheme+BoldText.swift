extension PrimerCheckoutTheme {
    /// This theme as a customer who turned on Bold Text (Settings › Accessibility › Display & Text
    /// Size) reads it: with a `Typography.fontFamily`, every text style one weight heavier
    /// (`TextStyle.Weight.heavier`). The system font follows the setting by itself, so a theme
    /// without a family is itself.
    package var boldText: PrimerCheckoutTheme {
        guard typography.fontFamily != nil else { return self }
        var theme = self
        for style in [\Typography.title, \.headline, \.body, \.footnote] {
            theme.typography[keyPath: style].weight = typography[keyPath: style].weight.heavier
        }
        return theme
    }
}

extension PrimerCheckoutTheme.TextStyle.Weight {
    /// One weight heavier, bold at most: regular is read semibold, medium and semibold bold.
    package var heavier: Self {
        switch self {
        case .regular: .semibold
        case .medium, .semibold, .bold: .bold
        }
    }
}
