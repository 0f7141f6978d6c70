import Foundation

// A modifier's opaque result is `EmptyView()`, not `fatalError`: a body of only `fatalError` makes
// the result type `Never`, and an optimized build then warns that the code after every modifier
// "will never be executed" (docs/APPLE.md). `EmptyView`'s initializer traps, so nothing here runs.
extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { EmptyView() }

    public func padding(_ length: CGFloat) -> some View { EmptyView() }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        EmptyView()
    }

    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        EmptyView()
    }

    public func font(_ font: Font?) -> some View { EmptyView() }

    public func foregroundColor(_ color: Color?) -> some View { EmptyView() }

    /// Conditionally prevents interactive dismissal of a popover or a sheet.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { EmptyView() }

    /// Sets the tint color within this view.
    public func tint(_ tint: Color?) -> some View { EmptyView() }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { EmptyView() }

    public func lineLimit(_ number: Int?) -> some View { EmptyView() }

    public func opacity(_ opacity: Double) -> some View { EmptyView() }

    public func disabled(_ disabled: Bool) -> some View { EmptyView() }

    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        EmptyView()
    }

    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        EmptyView()
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { EmptyView() }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { EmptyView() }

    public func scaledToFit() -> some View { EmptyView() }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { EmptyView() }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { EmptyView() }

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EmptyView()
    }

    public func previewDisplayName(_ value: String?) -> some View { EmptyView() }

    public func id<ID: Hashable>(_ id: ID) -> some View { EmptyView() }

    // MARK: Lifecycle

    public func onAppear(perform action: (() -> Void)? = nil) -> some View { EmptyView() }

    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        EmptyView()
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { EmptyView() }

    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { EmptyView() }

    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        EmptyView()
    }

    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        EmptyView()
    }

    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        EmptyView()
    }

    // MARK: Text input

    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        EmptyView()
    }

    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { EmptyView() }

    /// Modifies this view by binding its focus state to the given Boolean state value.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { EmptyView() }

    /// Configures the behavior in which scrollable content interacts with the software keyboard.
    @available(iOS 16.0, *)
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { EmptyView() }

    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        EmptyView()
    }

    public func disableAutocorrection(_ disable: Bool?) -> some View { EmptyView() }

    // MARK: Accessibility

    public func accessibilityLabel(_ label: Text) -> some View { EmptyView() }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { EmptyView() }

    public func accessibilityHint(_ hint: Text) -> some View { EmptyView() }

    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { EmptyView() }

    public func accessibilityValue(_ valueDescription: Text) -> some View { EmptyView() }

    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { EmptyView() }

    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { EmptyView() }

    public func accessibilityIdentifier(_ identifier: String) -> some View { EmptyView() }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { EmptyView() }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { EmptyView() }

    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { EmptyView() }

    public func accessibilityHidden(_ hidden: Bool) -> some View { EmptyView() }

    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { EmptyView() }

    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { EmptyView() }
}
