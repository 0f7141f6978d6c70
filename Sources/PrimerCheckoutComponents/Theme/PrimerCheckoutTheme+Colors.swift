extension PrimerCheckoutTheme {
    /// The colour tokens. The defaults are the system's dynamic colours where those reach WCAG AA
    /// (text 4.5:1, icons 3:1) on the default background; the brand, secondary text, error and
    /// success use the system's increased-contrast values, which do. For a customer who turned on
    /// Increase Contrast, the default screens raise every token that does not reach 7:1 for text
    /// (the brand included), 4.5:1 for the error and success icons and 3:1 for borders, moving it
    /// toward black or white only as far as it needs; the rest are drawn as you chose them.
    public struct Colors: Hashable, Sendable {
        /// Buttons that pay or continue, the other buttons' text (Back, Cancel, "Did you mean"),
        /// the selected bank's check mark and outline, and the progress indicator. As it is text
        /// too, pick one that reads at 4.5:1 on `background` (`PrimerColor.contrastRatio(over:)`).
        public var brand: ThemeColor
        /// The screen behind everything.
        public var background: ThemeColor
        /// Raised content on the background: the search field.
        public var surface: ThemeColor
        /// Titles, bank names, body text.
        public var textPrimary: ThemeColor
        /// Notes under rows, section headings, references, messages, icons beside text and offline banks.
        public var textSecondary: ThemeColor
        /// The outlines of the search field and the payment method rows, and the lines between banks.
        public var border: ThemeColor
        /// The error screen's icon.
        public var error: ThemeColor
        /// The success screen's icon.
        public var success: ThemeColor

        /// Creates colour tokens; each defaults to the system look.
        public init(
            brand: ThemeColor = Colors.systemBrand, background: ThemeColor = Colors.systemBackground,
            surface: ThemeColor = Colors.systemSurface, textPrimary: ThemeColor = Colors.systemTextPrimary,
            textSecondary: ThemeColor = Colors.systemTextSecondary, border: ThemeColor = Colors.systemBorder,
            error: ThemeColor = Colors.systemError, success: ThemeColor = Colors.systemSuccess
        ) {
            self.brand = brand
            self.background = background
            self.surface = surface
            self.textPrimary = textPrimary
            self.textSecondary = textSecondary
            self.border = border
            self.error = error
            self.success = success
        }

        /// The text on a filled brand button: black or white, whichever reads better on `brand`.
        public var textOnBrand: ThemeColor { brand.readableText }

        /// The text of a bank row: secondary for a bank that cannot be chosen (offline), primary
        /// otherwise.
        package func rowText(isDisabled: Bool) -> ThemeColor {
            isDisabled ? textSecondary : textPrimary
        }

        /// The fill of a bank's monogram badge in colour slot `tint` (`Row.badgeTint`): the brand,
        /// then five increased-contrast system colours. Its letters are `badgeFill(_:).readableText`,
        /// which reads at 4.5:1 or better on any fill.
        package func badgeFill(_ tint: Int) -> ThemeColor {
            let slot = (tint % 6 + 6) % 6
            return slot == 0 ? brand : Self.badgeFills[slot - 1]
        }

        /// The increased-contrast system orange, green, red, indigo and grey.
        private static let badgeFills = [
            ThemeColor(light: PrimerColor(hex: 0xC93400), dark: PrimerColor(hex: 0xFFB340)),
            systemSuccess,
            systemError,
            ThemeColor(light: PrimerColor(hex: 0x3634A3), dark: PrimerColor(hex: 0x7D7AFF)),
            systemTextSecondary,
        ]

        /// The increased-contrast system blue.
        @usableFromInline static let systemBrand = ThemeColor(light: PrimerColor(hex: 0x0040DD), dark: PrimerColor(hex: 0x409CFF))
        /// `systemBackground`.
        @usableFromInline static let systemBackground = ThemeColor(.systemBackground, light: .white, dark: .black)
        /// `secondarySystemBackground`.
        @usableFromInline static let systemSurface = ThemeColor(
            .secondarySystemBackground, light: PrimerColor(hex: 0xF2F2F7), dark: PrimerColor(hex: 0x1C1C1E))
        /// `label`.
        @usableFromInline static let systemTextPrimary = ThemeColor(.label, light: .black, dark: .white)
        /// The increased-contrast secondary label.
        @usableFromInline static let systemTextSecondary = ThemeColor(light: PrimerColor(hex: 0x6C6C70), dark: PrimerColor(hex: 0xAEAEB2))
        /// `separator`.
        @usableFromInline static let systemBorder = ThemeColor(
            .separator, light: PrimerColor(hex: 0x3C3C43, opacity: 0.29), dark: PrimerColor(hex: 0x545458, opacity: 0.6))
        /// The increased-contrast system red.
        @usableFromInline static let systemError = ThemeColor(light: PrimerColor(hex: 0xD70015), dark: PrimerColor(hex: 0xFF6961))
        /// The increased-contrast system green.
        @usableFromInline static let systemSuccess = ThemeColor(light: PrimerColor(hex: 0x248A3D), dark: PrimerColor(hex: 0x30DB5B))
    }
}
