// Linux-only declaration shim of Apple's Combine (iOS 15 shapes), for type-checking
// PrimerCheckoutSwiftUI on Linux. Declarations only: never run. See docs/APPLE.md.

/// Declares that a type can transmit a sequence of values over time.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public init() { fatalError("type-check only") }

    public func send() { fatalError("type-check only") }
}

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never

    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError("type-check only") }
}

/// A type that publishes a property marked with an attribute.
@propertyWrapper
public struct Published<Value> {
    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }

    public init(wrappedValue: Value) { fatalError("type-check only") }

    public init(initialValue: Value) { fatalError("type-check only") }

    public var wrappedValue: Value {
        get { fatalError("type-check only") }
        set { fatalError("type-check only") }
    }

    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError("type-check only") }
        set { fatalError("type-check only") }
    }
}
