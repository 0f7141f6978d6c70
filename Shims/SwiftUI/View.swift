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

/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { fatalError("type-check only") }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError("type-check only") }
}
