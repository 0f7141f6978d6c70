@_exported import Combine
import Foundation

/// A property wrapper type that can read and write a value managed by SwiftUI.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError("type-check only") }

    public init(initialValue value: Value) { fatalError("type-check only") }

    public var wrappedValue: Value {
        get { fatalError("type-check only") }
        nonmutating set { fatalError("type-check only") }
    }

    public var projectedValue: Binding<Value> { fatalError("type-check only") }
}

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError("type-check only") }

    public static func constant(_ value: Value) -> Binding<Value> { fatalError("type-check only") }

    public var wrappedValue: Value {
        get { fatalError("type-check only") }
        nonmutating set { fatalError("type-check only") }
    }

    public var projectedValue: Binding<Value> { fatalError("type-check only") }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("type-check only")
    }
}

/// A property wrapper type that can read and write a value that SwiftUI updates as the placement of
/// focus within the scene changes.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A property wrapper type that can read and write a value that indicates the current focus
    /// location. (Declared here as a plain type: a wrapper needs an initializer, and Apple's has
    /// none a caller can use.)
    public struct Binding {
        public var wrappedValue: Value {
            get { fatalError("type-check only") }
            nonmutating set { fatalError("type-check only") }
        }

        public var projectedValue: FocusState<Value>.Binding { fatalError("type-check only") }
    }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool { fatalError("type-check only") }

    public var wrappedValue: Value {
        get { fatalError("type-check only") }
        nonmutating set { fatalError("type-check only") }
    }

    public var projectedValue: FocusState<Value>.Binding { fatalError("type-check only") }
}

/// A property wrapper type that instantiates an observable object.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError("type-check only") }

    @MainActor public var wrappedValue: ObjectType { fatalError("type-check only") }

    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError("type-check only") }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view whenever
/// the observable object changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            fatalError("type-check only")
        }
    }

    public init(wrappedValue: ObjectType) { fatalError("type-check only") }

    public init(initialValue: ObjectType) { fatalError("type-check only") }

    public var wrappedValue: ObjectType { fatalError("type-check only") }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError("type-check only") }
}

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {}

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { fatalError("type-check only") }
}

/// A dynamic property that scales a numeric value with the user's Dynamic Type size.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { fatalError("type-check only") }

    public init(wrappedValue: Value) { fatalError("type-check only") }

    public var wrappedValue: Value { fatalError("type-check only") }
}

/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError("type-check only") }

    public var wrappedValue: Value { fatalError("type-check only") }
}

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    public init() { fatalError("type-check only") }

    public var description: String { fatalError("type-check only") }

    public var layoutDirection: LayoutDirection {
        get { fatalError("type-check only") }
        set { fatalError("type-check only") }
    }

    public var colorScheme: ColorScheme {
        get { fatalError("type-check only") }
        set { fatalError("type-check only") }
    }

    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError("type-check only") }
        set { fatalError("type-check only") }
    }

    /// The contrast associated with the color scheme of this environment.
    public var colorSchemeContrast: ColorSchemeContrast { fatalError("type-check only") }

    /// The font weight to apply to text (the Bold Text accessibility setting).
    public var legibilityWeight: LegibilityWeight? {
        get { fatalError("type-check only") }
        set { fatalError("type-check only") }
    }

    public var locale: Locale {
        get { fatalError("type-check only") }
        set { fatalError("type-check only") }
    }

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError("type-check only") }
        set { fatalError("type-check only") }
    }

    public var sizeCategory: ContentSizeCategory {
        get { fatalError("type-check only") }
        set { fatalError("type-check only") }
    }
}

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// The sizes that you can specify for content (Dynamic Type).
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
}
