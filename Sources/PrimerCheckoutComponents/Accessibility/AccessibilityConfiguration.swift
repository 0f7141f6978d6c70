/// What assistive technology learns about one element.
public struct AccessibilityConfiguration: Equatable, Sendable {
    /// The element's role and state.
    public struct Traits: OptionSet, Equatable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let button = Traits(rawValue: 1 << 0)
        public static let header = Traits(rawValue: 1 << 1)
        public static let searchField = Traits(rawValue: 1 << 2)
        public static let notEnabled = Traits(rawValue: 1 << 3)
        public static let selected = Traits(rawValue: 1 << 4)
        public static let staticText = Traits(rawValue: 1 << 5)
        public static let updatesFrequently = Traits(rawValue: 1 << 6)
    }

    public let identifier: String
    public let label: String
    public let hint: String?
    public let traits: Traits

    public init(identifier: String, label: String, hint: String? = nil, traits: Traits = []) {
        self.identifier = identifier
        self.label = label
        self.hint = hint
        self.traits = traits
    }
}
