import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values for
/// each of its states.
@MainActor @preconcurrency
public protocol Gesture {
    /// The type representing the gesture's value.
    associatedtype Value
}

/// A dragging motion that invokes an action as the drag-event sequence changes.
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {}

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds.
    public init(minimumDistance: CGFloat = 10) { fatalError("type-check only") }
}

/// A gesture that updates as the value of the gesture it wraps changes.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { fatalError("type-check only") }
}

/// Options that control how adding a gesture to a view affects other gestures recognized by the
/// view and its subviews.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { fatalError("type-check only") }

    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

extension View {
    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        EmptyView()
    }
}
