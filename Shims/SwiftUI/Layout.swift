import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { fatalError("type-check only") }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
}

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { fatalError("type-check only") }
        public init(_ e: Edge) { fatalError("type-check only") }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    /// An efficient set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { fatalError("type-check only") }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View {
    public typealias Body = Never

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError("type-check only")
    }

    public var body: Never { fatalError("type-check only") }
}

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
    public typealias Body = Never

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError("type-check only")
    }

    public var body: Never { fatalError("type-check only") }
}

/// A view that arranges its children in a line that grows vertically, creating items only as needed.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        fatalError("type-check only")
    }

    public var body: Never { fatalError("type-check only") }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { fatalError("type-check only") }

    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A scrollable view.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        fatalError("type-check only")
    }

    public var body: Never { fatalError("type-check only") }
}

/// The ways that scrollable content can interact with the software keyboard.
@available(iOS 16.0, *)
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    public static var automatic: ScrollDismissesKeyboardMode { fatalError("type-check only") }
    public static var immediately: ScrollDismissesKeyboardMode { fatalError("type-check only") }
    public static var interactively: ScrollDismissesKeyboardMode { fatalError("type-check only") }
    public static var never: ScrollDismissesKeyboardMode { fatalError("type-check only") }
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child views.
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { fatalError("type-check only") }

    public var body: Never { fatalError("type-check only") }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view hierarchy.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) { fatalError("type-check only") }
}

/// A normalized 2D point in a view's coordinate space.
public struct UnitPoint: Hashable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) { fatalError("type-check only") }

    public static var top: UnitPoint { fatalError("type-check only") }
}

/// A flexible space that expands along the major axis of its containing stack layout.
public struct Spacer: View {
    public typealias Body = Never

    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { fatalError("type-check only") }

    public var body: Never { fatalError("type-check only") }
}

/// A visual element that can be used to separate other content.
public struct Divider: View {
    public typealias Body = Never

    public init() { fatalError("type-check only") }

    public var body: Never { fatalError("type-check only") }
}

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    public var body: Never { fatalError("type-check only") }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError("type-check only") }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError("type-check only")
    }
}

/// A container view that defines its content as a function of its own size and coordinate space.
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError("type-check only") }

    public var body: Never { fatalError("type-check only") }
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
    public var size: CGSize { fatalError("type-check only") }
}
