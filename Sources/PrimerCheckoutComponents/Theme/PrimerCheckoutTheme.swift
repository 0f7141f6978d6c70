/// The look of the checkout's default screens as design tokens — colours (light and dark),
/// typography that scales with Dynamic Type, corner radius, spacing and border width — shared by
/// every renderer. Give it to `PrimerCheckout(theme:)`; a component slot a merchant sets still
/// draws whatever it draws.
///
/// ```swift
/// var theme = PrimerCheckoutTheme()
/// theme.colors.brand = ThemeColor(light: PrimerColor(hex: 0x5B2A86), dark: PrimerColor(hex: 0xC9A4F2))
/// theme.typography.fontFamily = "Avenir Next"
/// theme.radius.medium = 16
/// ```
public struct PrimerCheckoutTheme: Hashable, Sendable {
    /// Colour tokens, each with a light and a dark value.
    public var colors: Colors
    /// Corner radii, in points.
    public var radius: Radius
    /// Spacing, in points.
    public var spacing: Spacing
    /// Fonts and text styles.
    public var typography: Typography
    /// Border widths, in points.
    public var borderWidth: BorderWidth

    /// Creates a theme; every group defaults to the system look.
    public init(
        colors: Colors = Colors(), radius: Radius = Radius(), spacing: Spacing = Spacing(), typography: Typography = Typography(),
        borderWidth: BorderWidth = BorderWidth()
    ) {
        self.colors = colors
        self.radius = radius
        self.spacing = spacing
        self.typography = typography
        self.borderWidth = borderWidth
    }

    /// The system look: what the checkout draws when given no theme.
    public static let `default` = PrimerCheckoutTheme()
}
