import Foundation

/// A view that displays an image.
public struct Image: Equatable, Sendable {
    public init(systemName: String) { fatalError("type-check only") }

    public init(_ name: String, bundle: Bundle? = nil) { fatalError("type-check only") }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        fatalError("type-check only")
    }
}

extension Image: View {
    public typealias Body = Never

    public var body: Never { fatalError("type-check only") }
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Equatable, Sendable {
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError("type-check only") }

    public init() { fatalError("type-check only") }
}

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

/// The current phase of the asynchronous image loading operation.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? { fatalError("type-check only") }

    public var error: (any Error)? { fatalError("type-check only") }
}

/// The context of the current state-processing update.
public struct Transaction {
    public init() { fatalError("type-check only") }
}

/// A view that asynchronously loads and displays an image.
public struct AsyncImage<Content: View>: View {
    public typealias Body = Never

    public init(url: URL?, scale: CGFloat = 1) where Content == Image { fatalError("type-check only") }

    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        fatalError("type-check only")
    }

    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        fatalError("type-check only")
    }

    public var body: Never { fatalError("type-check only") }
}
