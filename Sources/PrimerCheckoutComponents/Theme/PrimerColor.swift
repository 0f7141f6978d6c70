import Foundation

/// A colour as sRGB red, green and blue with an opacity, each from 0 to 1: the value of a theme's
/// colour token in one appearance, independent of any UI framework.
public struct PrimerColor: Hashable, Sendable {
    /// Red, 0…1; a value set outside is clamped, NaN is 0.
    public var red: Double { didSet { red = Self.clamped(red) } }
    /// Green, 0…1; a value set outside is clamped, NaN is 0.
    public var green: Double { didSet { green = Self.clamped(green) } }
    /// Blue, 0…1; a value set outside is clamped, NaN is 0.
    public var blue: Double { didSet { blue = Self.clamped(blue) } }
    /// Opacity, 0…1; a value set outside is clamped, NaN is 0.
    public var opacity: Double { didSet { opacity = Self.clamped(opacity) } }

    /// Creates a colour from components from 0 to 1; values outside are clamped, NaN is 0.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.opacity = Self.clamped(opacity)
    }

    /// Creates an opaque colour from `0xRRGGBB`, e.g. `PrimerColor(hex: 0x0040DD)`.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
            opacity: opacity)
    }

    /// White.
    public static let white = PrimerColor(red: 1, green: 1, blue: 1)
    /// Black.
    public static let black = PrimerColor(red: 0, green: 0, blue: 0)

    /// This colour drawn over an opaque `background`: what the eye sees.
    package func composited(over background: PrimerColor) -> PrimerColor {
        PrimerColor(
            red: red * opacity + background.red * (1 - opacity), green: green * opacity + background.green * (1 - opacity),
            blue: blue * opacity + background.blue * (1 - opacity))
    }

    /// WCAG 2's relative luminance of the colour (its opacity ignored): 0 for black, 1 for white.
    package var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.040_45 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio of this colour drawn over `background` (1…21). Body text needs
    /// 4.5:1 (AA), large text and icons 3:1.
    public func contrastRatio(over background: PrimerColor) -> Double {
        let opaqueBackground = background.composited(over: .white)
        let foreground = composited(over: opaqueBackground).relativeLuminance
        let behind = opaqueBackground.relativeLuminance
        return (max(foreground, behind) + 0.05) / (min(foreground, behind) + 0.05)
    }

    /// Black or white, whichever reads better drawn over this colour.
    package var readableText: PrimerColor {
        PrimerColor.white.contrastRatio(over: self) >= PrimerColor.black.contrastRatio(over: self) ? .white : .black
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}
