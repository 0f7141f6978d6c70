/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits

    public static let isButton = AccessibilityTraits()
    public static let isHeader = AccessibilityTraits()
    public static let isSelected = AccessibilityTraits()
    public static let isLink = AccessibilityTraits()
    public static let isSearchField = AccessibilityTraits()
    public static let isImage = AccessibilityTraits()
    public static let playsSound = AccessibilityTraits()
    public static let isKeyboardKey = AccessibilityTraits()
    public static let isStaticText = AccessibilityTraits()
    public static let isSummaryElement = AccessibilityTraits()
    public static let updatesFrequently = AccessibilityTraits()
    public static let startsMediaSession = AccessibilityTraits()
    public static let allowsDirectInteraction = AccessibilityTraits()
    public static let causesPageTurn = AccessibilityTraits()
    public static let isModal = AccessibilityTraits()

    public init() { fatalError("type-check only") }
    public init(arrayLiteral elements: AccessibilityTraits...) { fatalError("type-check only") }
    public func contains(_ member: AccessibilityTraits) -> Bool { fatalError("type-check only") }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError("type-check only") }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError("type-check only") }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError("type-check only") }
    // Apple's AccessibilityTraits warns when these results are unused (checked against the iOS 18.6 SDK).
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        fatalError("type-check only")
    }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError("type-check only") }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError("type-check only") }
    public mutating func formUnion(_ other: AccessibilityTraits) { fatalError("type-check only") }
    public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError("type-check only") }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError("type-check only") }
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { fatalError("type-check only") }
}

/// Defines the behavior for the child elements of the new parent element.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}
