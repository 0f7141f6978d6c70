import Foundation

extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError("type-check only") }

    public func padding(_ length: CGFloat) -> some View { fatalError("type-check only") }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        fatalError("type-check only")
    }

    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        fatalError("type-check only")
    }

    public func font(_ font: Font?) -> some View { fatalError("type-check only") }

    public func foregroundColor(_ color: Color?) -> some View { fatalError("type-check only") }

    /// Conditionally prevents interactive dismissal of a popover or a sheet.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { fatalError("type-check only") }

    /// Sets the tint color within this view.
    public func tint(_ tint: Color?) -> some View { fatalError("type-check only") }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { fatalError("type-check only") }

    public func lineLimit(_ number: Int?) -> some View { fatalError("type-check only") }

    public func opacity(_ opacity: Double) -> some View { fatalError("type-check only") }

    public func disabled(_ disabled: Bool) -> some View { fatalError("type-check only") }

    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        fatalError("type-check only")
    }

    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        fatalError("type-check only")
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { fatalError("type-check only") }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { fatalError("type-check only") }

    public func scaledToFit() -> some View { fatalError("type-check only") }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { fatalError("type-check only") }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { fatalError("type-check only") }

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        fatalError("type-check only")
    }

    public func previewDisplayName(_ value: String?) -> some View { fatalError("type-check only") }

    public func id<ID: Hashable>(_ id: ID) -> some View { fatalError("type-check only") }

    // MARK: Lifecycle

    public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError("type-check only") }

    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        fatalError("type-check only")
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { fatalError("type-check only") }

    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        fatalError("type-check only")
    }

    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        fatalError("type-check only")
    }

    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        fatalError("type-check only")
    }

    // MARK: Text input

    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        fatalError("type-check only")
    }

    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { fatalError("type-check only") }

    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        fatalError("type-check only")
    }

    public func disableAutocorrection(_ disable: Bool?) -> some View { fatalError("type-check only") }

    // MARK: Accessibility

    public func accessibilityLabel(_ label: Text) -> some View { fatalError("type-check only") }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { fatalError("type-check only") }

    public func accessibilityHint(_ hint: Text) -> some View { fatalError("type-check only") }

    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { fatalError("type-check only") }

    public func accessibilityValue(_ valueDescription: Text) -> some View { fatalError("type-check only") }

    public func accessibilityIdentifier(_ identifier: String) -> some View { fatalError("type-check only") }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { fatalError("type-check only") }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { fatalError("type-check only") }

    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { fatalError("type-check only") }

    public func accessibilityHidden(_ hidden: Bool) -> some View { fatalError("type-check only") }

    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { fatalError("type-check only") }
}
