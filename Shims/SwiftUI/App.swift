// Linux-only declaration shim of Apple's SwiftUI (iOS 15 shapes): the app lifecycle, for
// type-checking the example app on Linux. Declarations only: never run. See docs/APPLE.md.
import UIKit

/// A type that represents the structure and behavior of an app.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}

extension App {
    /// Initializes and runs the app.
    @MainActor @preconcurrency public static func main() { fatalError("type-check only") }
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public struct SceneBuilder {
    /// Passes a single scene through unmodified.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { fatalError("type-check only") }
}

/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never

    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) { fatalError("type-check only") }

    public var body: Never { fatalError("type-check only") }
}

/// A UIKit view controller that manages a SwiftUI view hierarchy.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    public init(rootView: Content) { fatalError("type-check only") }

    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    public var rootView: Content {
        get { fatalError("type-check only") }
        set { fatalError("type-check only") }
    }
}
