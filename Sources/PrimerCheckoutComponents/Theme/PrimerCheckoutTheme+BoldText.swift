extension PrimerCheckoutTheme {
    /// This theme under Bold Text: with a `Typography.fontFamily`, every text style one weight
    /// heavier; the system font follows the setting by itself.
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
