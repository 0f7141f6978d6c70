extension PrimerCheckoutTheme {
    /// The fonts of the default screens. Every style scales with the customer's Dynamic Type
    /// setting, relative to its `relativeTo` style; with Bold Text on, a `fontFamily` is drawn one
    /// weight heavier, as the system font is.
    public struct Typography: Hashable, Sendable {
        /// The font family (a PostScript family name bundled with the app, e.g. "Avenir Next");
        /// `nil` draws the system font.
        public var fontFamily: String?
        /// Screen titles: the error, success and scheme screens.
        public var title: TextStyle
        /// The bank selector's title, amounts and the screens' buttons.
        public var headline: TextStyle
        /// Bank names, messages, the search text and the title bar's Cancel.
        public var body: TextStyle
        /// Notes under rows, section headings and references.
        public var footnote: TextStyle

        /// Creates typography; the defaults are the system's text styles.
        public init(
            fontFamily: String? = nil, title: TextStyle = TextStyle(size: 22, weight: .semibold, relativeTo: .title2),
            headline: TextStyle = TextStyle(size: 17, weight: .semibold, relativeTo: .headline),
            body: TextStyle = TextStyle(size: 17, weight: .regular, relativeTo: .body),
            footnote: TextStyle = TextStyle(size: 13, weight: .regular, relativeTo: .footnote)
        ) {
            self.fontFamily = fontFamily
            self.title = title
            self.headline = headline
            self.body = body
            self.footnote = footnote
        }
    }

    /// One text style: its size at the default content size, its weight, and the Dynamic Type
    /// style it scales with.
    public struct TextStyle: Hashable, Sendable {
        /// The point size at the default Dynamic Type setting (used with a `fontFamily`; the system
        /// font takes the size of `relativeTo`). A size that is not a positive number is read as
        /// the system's size of `relativeTo` (17 for `body`).
        public var size: Double { didSet { size = Self.usable(size, relativeTo: relativeTo) } }
        /// The weight.
        public var weight: Weight
        /// The Dynamic Type style whose scaling the text follows.
        public var relativeTo: DynamicTypeStyle

        /// Creates a text style.
        public init(size: Double, weight: Weight, relativeTo: DynamicTypeStyle) {
            self.size = Self.usable(size, relativeTo: relativeTo)
            self.weight = weight
            self.relativeTo = relativeTo
        }

        /// A font weight.
        public enum Weight: String, Hashable, Sendable, CaseIterable {
            /// Regular.
            case regular
            /// Medium.
            case medium
            /// Semibold.
            case semibold
            /// Bold.
            case bold
        }

        /// The Dynamic Type styles a text style can scale with.
        public enum DynamicTypeStyle: String, Hashable, Sendable, CaseIterable {
            /// Large title.
            case largeTitle
            /// Title.
            case title
            /// Title 2.
            case title2
            /// Title 3.
            case title3
            /// Headline.
            case headline
            /// Body.
            case body
            /// Callout.
            case callout
            /// Subheadline.
            case subheadline
            /// Footnote.
            case footnote
            /// Caption.
            case caption

            /// The system font's size in this style at the default Dynamic Type setting.
            var defaultSize: Double {
                switch self {
                case .largeTitle: 34
                case .title: 28
                case .title2: 22
                case .title3: 20
                case .headline, .body: 17
                case .callout: 16
                case .subheadline: 15
                case .footnote: 13
                case .caption: 12
                }
            }
        }

        /// `size`, or the system's size of `style` when no font can be drawn at it (zero,
        /// negative, NaN or infinite).
        private static func usable(_ size: Double, relativeTo style: DynamicTypeStyle) -> Double {
            size.isFinite && size > 0 ? size : style.defaultSize
        }
    }
}
