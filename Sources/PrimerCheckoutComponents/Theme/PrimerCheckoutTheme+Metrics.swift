extension PrimerCheckoutTheme {
    /// Corner radii, in points.
    public struct Radius: Hashable, Sendable {
        /// Badges and small marks.
        public var small: Double
        /// The search field, rows and buttons.
        public var medium: Double
        /// Sheets and large cards.
        public var large: Double

        /// Creates radii; the defaults follow the system's controls.
        public init(small: Double = 6, medium: Double = 10, large: Double = 14) {
            self.small = small
            self.medium = medium
            self.large = large
        }
    }

    /// Spacing, in points.
    public struct Spacing: Hashable, Sendable {
        /// Between an icon and its text.
        public var xsmall: Double
        /// Between lines of one element.
        public var small: Double
        /// Inside rows and fields.
        public var medium: Double
        /// Around a screen's content.
        public var large: Double
        /// Between a screen's groups.
        public var xlarge: Double

        /// Creates spacing; the defaults follow the system's layout margins.
        public init(xsmall: Double = 4, small: Double = 8, medium: Double = 12, large: Double = 16, xlarge: Double = 24) {
            self.xsmall = xsmall
            self.small = small
            self.medium = medium
            self.large = large
            self.xlarge = xlarge
        }
    }

    /// Border widths, in points.
    public struct BorderWidth: Hashable, Sendable {
        /// The search field and rows.
        public var thin: Double
        /// The selected row.
        public var medium: Double

        /// Creates border widths.
        public init(thin: Double = 1, medium: Double = 2) {
            self.thin = thin
            self.medium = medium
        }
    }
}
