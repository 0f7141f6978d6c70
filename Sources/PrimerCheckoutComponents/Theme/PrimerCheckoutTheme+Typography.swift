extension PrimerCheckoutTheme {
    /// The fonts of the default screens. Every style scales with the customer's Dynamic Type
    /// setting, relative to its `relativeTo` style.
    public struct Typography: Hashable, Sendable {
        /// The font family (a PostScript family name bundled with the app, e.g. "Avenir Next");
        /// `nil` draws the system font.
        public var fontFamily: String?
        /// Screen titles: the error, success and scheme screens.
        public var title: TextStyle
        /// Bank names and buttons.
        public var headline: TextStyle
        /// Messages and the search text.
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
        /// font takes the size of `relativeTo`).
        public var size: Double
        /// The weight.
        public var weight: Weight
        /// The Dynamic Type style whose scaling the text follows.
        public var relativeTo: DynamicTypeStyle

        /// Creates a text style.
        public init(size: Double, weight: Weight, relativeTo: DynamicTypeStyle) {
            self.size = size
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
        }
    }
}
