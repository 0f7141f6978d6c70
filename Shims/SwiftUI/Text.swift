import Foundation

/// The key for a localized string.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) { fatalError("type-check only") }

    public init(stringLiteral value: String) { fatalError("type-check only") }

    public init(stringInterpolation: DefaultStringInterpolation) { fatalError("type-check only") }
}

/// A view that displays one or more lines of read-only text.
public struct Text: Equatable, Sendable {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        fatalError("type-check only")
    }

    public init(verbatim content: String) { fatalError("type-check only") }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { fatalError("type-check only") }

    public init(_ attributedContent: AttributedString) { fatalError("type-check only") }

    public func font(_ font: Font?) -> Text { fatalError("type-check only") }

    public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError("type-check only") }

    public func bold() -> Text { fatalError("type-check only") }

    public func italic() -> Text { fatalError("type-check only") }

    public func underline(_ active: Bool = true, color: Color? = nil) -> Text { fatalError("type-check only") }

    public func foregroundColor(_ color: Color?) -> Text { fatalError("type-check only") }

    public static func + (lhs: Text, rhs: Text) -> Text { fatalError("type-check only") }
}

/// An environment-dependent font.
public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    public static let caption2 = Font()

    public func weight(_ weight: Font.Weight) -> Font { fatalError("type-check only") }

    /// Gets a system font that uses the specified style and design.
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { fatalError("type-check only") }

    /// Create a custom font with the given name and a size that scales relative to the given text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        fatalError("type-check only")
    }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public func bold() -> Font { fatalError("type-check only") }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
    }
}

/// The Accessibility Bold Text user setting options.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

extension Text: View {
    public typealias Body = Never

    public var body: Never { fatalError("type-check only") }
}
