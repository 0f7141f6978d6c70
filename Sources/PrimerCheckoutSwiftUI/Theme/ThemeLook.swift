import PrimerCheckoutComponents
import SwiftUI
import UIKit

/// The theme's tokens as SwiftUI values in one colour scheme: what a default screen draws with.
/// Every decision (which token, which text on the brand) is the core theme's; this only maps.
struct ThemeLook {
    let theme: PrimerCheckoutTheme
    let scheme: ColorScheme

    var colors: PrimerCheckoutTheme.Colors { theme.colors }

    func color(_ token: ThemeColor) -> Color {
        if let system = token.systemColor { return Color(uiColor: Self.uiColor(system)) }
        let value = token.value(in: scheme == .dark ? .dark : .light)
        return Color(.sRGB, red: value.red, green: value.green, blue: value.blue, opacity: value.opacity)
    }

    func font(_ style: PrimerCheckoutTheme.TextStyle) -> Font {
        let textStyle = Self.textStyle(style.relativeTo)
        guard let family = theme.typography.fontFamily else { return Font.system(textStyle).weight(Self.weight(style.weight)) }
        return Font.custom(family, size: CGFloat(style.size), relativeTo: textStyle).weight(Self.weight(style.weight))
    }

    var title: Font { font(theme.typography.title) }
    var headline: Font { font(theme.typography.headline) }
    var body: Font { font(theme.typography.body) }
    var footnote: Font { font(theme.typography.footnote) }

    /// A spacing token in points: every padding and gap of the default screens is one, so a
    /// merchant's `theme.spacing` lays out the whole checkout.
    func space(_ token: KeyPath<PrimerCheckoutTheme.Spacing, Double>) -> CGFloat { CGFloat(theme.spacing[keyPath: token]) }

    /// The rounded rectangle of a radius token (`theme.radius.medium`): every rounded corner of the
    /// default screens is one, with the system's continuous curve.
    @MainActor func rounded(_ radius: Double) -> RoundedRectangle { RoundedRectangle(cornerRadius: CGFloat(radius), style: .continuous) }

    private static func uiColor(_ system: ThemeColor.SystemColor) -> UIColor {
        switch system {
        case .label: .label
        case .systemBackground: .systemBackground
        case .secondarySystemBackground: .secondarySystemBackground
        case .separator: .separator
        }
    }

    private static func textStyle(_ style: PrimerCheckoutTheme.TextStyle.DynamicTypeStyle) -> Font.TextStyle {
        switch style {
        case .largeTitle: .largeTitle
        case .title: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .body: .body
        case .callout: .callout
        case .subheadline: .subheadline
        case .footnote: .footnote
        case .caption: .caption
        }
    }

    private static func weight(_ weight: PrimerCheckoutTheme.TextStyle.Weight) -> Font.Weight {
        switch weight {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
    }
}

/// A default screen's access to the theme: the environment's theme in the current colour scheme.
protocol Themed: View {
    var themeReference: ThemeReference { get }
    var scheme: ColorScheme { get }
}

extension Themed {
    var theme: PrimerCheckoutTheme { themeReference.theme }
    var look: ThemeLook { ThemeLook(theme: theme, scheme: scheme) }
}
