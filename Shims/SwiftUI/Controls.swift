import Foundation

/// A control that initiates an action.
public struct Button<Label: View>: View {
    public typealias Body = Never

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError("type-check only") }

    public var body: Never { fatalError("type-check only") }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { fatalError("type-check only") }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { fatalError("type-check only") }
}

/// A control that displays an editable text interface.
public struct TextField<Label: View>: View {
    public typealias Body = Never

    public var body: Never { fatalError("type-check only") }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) { fatalError("type-check only") }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) { fatalError("type-check only") }
}

/// A view that shows the progress towards completion of a task.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never

    public var body: Never { fatalError("type-check only") }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { fatalError("type-check only") }
}

/// A type that applies standard interaction behavior to all buttons within a view hierarchy.
public protocol PrimitiveButtonStyle {}

/// A button style that doesn't style or decorate its content while idle.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() { fatalError("type-check only") }
}

/// A button style that applies standard border artwork based on the button's context.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() { fatalError("type-check only") }
}

/// A button style that applies standard border prominent artwork based on the button's context.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() { fatalError("type-check only") }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { fatalError("type-check only") }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { fatalError("type-check only") }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { fatalError("type-check only") }
}

/// A semantic label describing the label of submission within a view hierarchy.
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel()
    public static let go = SubmitLabel()
    public static let search = SubmitLabel()
}

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { fatalError("type-check only") }

    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The kind of autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}
