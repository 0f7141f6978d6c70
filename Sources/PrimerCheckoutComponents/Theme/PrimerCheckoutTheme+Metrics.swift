extension PrimerCheckoutTheme {
    /// Corner radii, in points: a negative or non-finite value is 0.
    public struct Radius: Hashable, Sendable {
        /// Bank logos and their monogram badges.
        public var small: Double { didSet { small = points(small) } }
        /// The search field, payment method rows, buttons and the selected bank's outline.
        public var medium: Double { didSet { medium = points(medium) } }
        /// The scheme's logo on its page (iDEAL's "Continue to iDEAL" screen).
        public var large: Double { didSet { large = points(large) } }

        /// Creates radii; the defaults follow the system's controls.
        public init(small: Double = 6, medium: Double = 10, large: Double = 14) {
            self.small = points(small)
            self.medium = points(medium)
            self.large = points(large)
        }
    }

    /// Spacing, in points: a negative or non-finite value is 0.
    public struct Spacing: Hashable, Sendable {
        /// Between an icon and its text.
        public var xsmall: Double { didSet { xsmall = points(xsmall) } }
        /// Between lines of one element.
        public var small: Double { didSet { small = points(small) } }
        /// Inside rows and fields.
        public var medium: Double { didSet { medium = points(medium) } }
        /// Around a screen's content.
        public var large: Double { didSet { large = points(large) } }
        /// Between a screen's groups.
        public var xlarge: Double { didSet { xlarge = points(xlarge) } }

        /// Creates spacing; the defaults follow the system's layout margins.
        public init(xsmall: Double = 4, small: Double = 8, medium: Double = 12, large: Double = 16, xlarge: Double = 24) {
            self.xsmall = points(xsmall)
            self.small = points(small)
            self.medium = points(medium)
            self.large = points(large)
            self.xlarge = points(xlarge)
        }
    }

    /// Border widths, in points: a negative or non-finite value is 0.
    public struct BorderWidth: Hashable, Sendable {
        /// The search field, payment method rows, outlined buttons and the lines between banks.
        public var thin: Double { didSet { thin = points(thin) } }
        /// The selected bank's outline (the confirm selection).
        public var medium: Double { didSet { medium = points(medium) } }

        /// Creates border widths.
        public init(thin: Double = 1, medium: Double = 2) {
            self.thin = points(thin)
            self.medium = points(medium)
        }
    }
}

/// A length a layout can use: a negative, NaN or infinite value becomes 0 when it is set, so every
/// renderer draws what the merchant reads back and none is handed a length that breaks its layout.
private func points(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
