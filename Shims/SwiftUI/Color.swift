@_exported import Foundation
import UIKit

/// A type that converts to a color or pattern when filling a shape or drawing text.
public protocol ShapeStyle: Sendable {}

/// A representation of a color that adapts to a given context.
public struct Color: ShapeStyle, Hashable, CustomStringConvertible, Sendable {
    public var description: String { fatalError("type-check only") }

    public static let clear = Color()
    public static let black = Color()
    public static let white = Color()
    public static let gray = Color()
    public static let red = Color()
    public static let orange = Color()
    public static let green = Color()
    public static let blue = Color()
    public static let primary = Color()
    public static let secondary = Color()
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    // Apple's name.
    public static let accentColor = Color()

    public func opacity(_ opacity: Double) -> Color { fatalError("type-check only") }

    private init() { fatalError("type-check only") }

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Equatable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// Creates a constant color from red, green, and blue component values.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        fatalError("type-check only")
    }

    /// Creates a color from a UIKit color.
    public init(uiColor: UIColor) { fatalError("type-check only") }
}

extension Color: View {
    public typealias Body = Never

    public var body: Never { fatalError("type-check only") }
}

/// A two-dimensional shape that you can use when drawing a view.
public protocol Shape: View, Sendable {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: Never { fatalError("type-check only") }

    // `EmptyView()`, not `fatalError`, for the reason in ViewModifiers.swift.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { EmptyView() }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { EmptyView() }
}

/// The outline of a 2D shape.
public struct Path: Sendable {
    public init() { fatalError("type-check only") }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError("type-check only") }
}

/// A circle centered on the frame of the view containing it.
public struct Circle: Shape {
    public typealias Body = Never

    public init() { fatalError("type-check only") }

    public func path(in rect: CGRect) -> Path { fatalError("type-check only") }
}

/// A rectangular shape with rounded corners.
public struct RoundedRectangle: Shape {
    public typealias Body = Never

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) { fatalError("type-check only") }

    public func path(in rect: CGRect) -> Path { fatalError("type-check only") }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Equatable, Sendable {
    case circular, continuous
}

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// The contrast between the app's foreground and background colors.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Shape {
    public typealias Body = Never

    public init() { fatalError("type-check only") }

    public func path(in rect: CGRect) -> Path { fatalError("type-check only") }
}
