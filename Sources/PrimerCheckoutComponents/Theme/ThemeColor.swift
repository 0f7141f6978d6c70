/// A colour token: its value in the light and in the dark appearance. A default token also names
/// the system colour it stands for, so that renderers draw the platform's own dynamic colour.
public struct ThemeColor: Hashable, Sendable {
    /// The value in the light appearance.
    public var light: PrimerColor
    /// The value in the dark appearance.
    public var dark: PrimerColor
    /// The system colour this token is, when it is one of the defaults (`nil` for a merchant's own).
    package private(set) var systemColor: SystemColor?

    /// The system colours the defaults use; renderers draw the platform's dynamic colour of the
    /// same name, whose light and dark values are the ones given here.
    package enum SystemColor: String, Hashable, Sendable, CaseIterable {
        /// Text: `label`.
        case label
        /// The screen: `systemBackground`.
        case systemBackground
        /// Grouped content on the screen: `secondarySystemBackground`.
        case secondarySystemBackground
        /// Hairlines and borders: `separator`.
        case separator
    }

    /// A colour with a value for each appearance.
    public init(light: PrimerColor, dark: PrimerColor) {
        self.light = light
        self.dark = dark
    }

    /// A colour that is the same in both appearances.
    public init(_ color: PrimerColor) {
        self.init(light: color, dark: color)
    }

    init(_ system: SystemColor, light: PrimerColor, dark: PrimerColor) {
        self.init(light: light, dark: dark)
        systemColor = system
    }

    /// The appearance a colour is drawn in.
    public enum Appearance: Hashable, Sendable, CaseIterable {
        /// Light mode.
        case light
        /// Dark mode.
        case dark
    }

    /// The value in `appearance`.
    public func value(in appearance: Appearance) -> PrimerColor {
        appearance == .light ? light : dark
    }

    /// Black or white, whichever reads better on this colour in each appearance: the text colour
    /// on a filled button of this colour.
    package var readableText: ThemeColor {
        ThemeColor(light: light.readableText, dark: dark.readableText)
    }
}
