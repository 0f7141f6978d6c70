// Linux-only declaration shim of Apple's SwiftUI (iOS 15 shapes), for type-checking
// PrimerCheckoutSwiftUI and merchant snippets on Linux. Declarations only: never run.
// See docs/APPLE.md.

/// A type that represents part of an app's user interface.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never { fatalError("type-check only") }
}

/// A view that doesn't contain any content.
public struct EmptyView: View {
    public typealias Body = Never

    public init() { fatalError("type-check only") }

    public var body: Never { fatalError("type-check only") }
}

/// A type-erased view.
public struct AnyView: View {
    public typealias Body = Never

    public init<V: View>(_ view: V) { fatalError("type-check only") }

    public init?(_fromValue value: Any) { fatalError("type-check only") }

    public var body: Never { fatalError("type-check only") }
}

/// A view that shows one of two views, built by `ViewBuilder` from `if`/`else` and `switch`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    public var body: Never { fatalError("type-check only") }
}

/// A view made of several views, built by `ViewBuilder` from a block.
public struct TupleView<T>: View {
    public typealias Body = Never

    public var value: T

    public init(_ value: T) { fatalError("type-check only") }

    public var body: Never { fatalError("type-check only") }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public var body: Never { fatalError("type-check only") }
}

/// A view that groups other views without laying them out.
public struct Group<Content> {
    public typealias Body = Never
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { fatalError("type-check only") }

    public var body: Never { fatalError("type-check only") }
}
