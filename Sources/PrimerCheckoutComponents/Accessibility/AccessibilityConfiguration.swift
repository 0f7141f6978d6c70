/// What assistive technology learns about one element.
@_spi(Renderer) public final class AccessibilityConfiguration: Equatable, Sendable {
    /// The element's role and state.
    public struct Traits: OptionSet, Equatable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A control that acts when activated.
        public static let button = Traits(rawValue: 1 << 0)
        /// A heading that organizes the screen.
        public static let header = Traits(rawValue: 1 << 1)
        /// A text field for searching.
        public static let searchField = Traits(rawValue: 1 << 2)
        /// A control that cannot be used now (an offline bank).
        public static let notEnabled = Traits(rawValue: 1 << 3)
        /// The chosen element of a group.
        public static let selected = Traits(rawValue: 1 << 4)
        /// Text that does not change.
        public static let staticText = Traits(rawValue: 1 << 5)
        /// Content that changes while shown (a spinner's status).
        public static let updatesFrequently = Traits(rawValue: 1 << 6)
    }

    /// The identifier UI tests find the element by.
    public let identifier: String
    /// What assistive technology reads as the element's name.
    public let label: String
    /// What activating the element does, when that is not obvious.
    public let hint: String?
    /// The element's role and state.
    public let traits: Traits
    /// The names a customer may say (Voice Control) or type (Full Keyboard Access) for the
    /// element, most likely first, when the label is longer than a name ("Getin Bank PBL, VeloBank"
    /// answers to "Getin Bank PBL" and "VeloBank"); empty when the label is the one name.
    public let inputLabels: [String]

    /// Creates a configuration.
    public init(identifier: String, label: String, hint: String? = nil, traits: Traits = [], inputLabels: [String] = []) {
        self.identifier = identifier
        self.label = label
        self.hint = hint
        self.traits = traits
        self.inputLabels = inputLabels
    }

    /// Whether both describe the element alike.
    public static func == (lhs: AccessibilityConfiguration, rhs: AccessibilityConfiguration) -> Bool {
        lhs.identifier == rhs.identifier && lhs.label == rhs.label && lhs.hint == rhs.hint && lhs.traits == rhs.traits
            && lhs.inputLabels == rhs.inputLabels
    }
}
