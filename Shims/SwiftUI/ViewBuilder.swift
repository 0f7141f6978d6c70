/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { fatalError("type-check only") }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError("type-check only") }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        fatalError("type-check only")
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError("type-check only") }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError("type-check only") }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError("type-check only") }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError("type-check only") }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError("type-check only") }
}
