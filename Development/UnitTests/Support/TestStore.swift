import Testing

/// An exhaustive test store for a reducer, after Point-Free's `TestStore`: each `send` states the
/// whole change of the observed state and every effect, in order. A change or an effect the test
/// did not state fails it; so does one it stated that did not happen, and so does a change of the
/// machine that the observed state does not show.
public struct TestStore<Machine: Equatable, Action, Effect: Equatable, Snapshot: Equatable> {
    public private(set) var machine: Machine
    private let reducer: (inout Machine, Action) -> [Effect]
    private let published: (Machine) -> Snapshot

    public init(
        _ machine: Machine, snapshot: @escaping (Machine) -> Snapshot, reduce: @escaping (inout Machine, Action) -> [Effect]
    ) {
        self.machine = machine
        published = snapshot
        reducer = reduce
    }

    /// The snapshot a subscriber sees now.
    public var snapshot: Snapshot { published(machine) }

    /// Sends `action`: the effects must be exactly `effects`, and the new snapshot the old one
    /// changed by `change` (nothing else).
    public mutating func send(
        _ action: Action, _ effects: [Effect] = [], _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation, change: (inout Snapshot) -> Void = { _ in }
    ) {
        let before = machine
        var expected = published(machine)
        change(&expected)
        let actual = reducer(&machine, action)
        #expect(actual == effects, comment, sourceLocation: sourceLocation)
        let observed = published(machine)
        if observed != expected {
            Issue.record(
                "the state changed other than stated\(comment.map { " (\($0))" } ?? ""):\n\(difference(expected, observed))",
                sourceLocation: sourceLocation)
        }
        if published(before) == published(machine) {
            #expect(before == machine, "the machine changed where the test does not look", sourceLocation: sourceLocation)
        }
    }

    /// Sends `action` without asserting: the steps that only set up the case under test.
    public mutating func prepare(_ actions: Action...) {
        for action in actions { _ = reducer(&machine, action) }
    }
}

/// The fields in which `actual` differs from `expected`, one line each, as paths into nested structs.
func difference(_ expected: Any, _ actual: Any, at path: String = "") -> String {
    let expectedMirror = Mirror(reflecting: expected)
    let actualMirror = Mirror(reflecting: actual)
    guard expectedMirror.displayStyle == .struct, actualMirror.children.count == expectedMirror.children.count else {
        let (was, now) = (String(describing: expected), String(describing: actual))
        return was == now ? "" : "\(path.isEmpty ? "state" : path): expected \(was), got \(now)\n"
    }
    return zip(expectedMirror.children, actualMirror.children).map { expected, actual in
        difference(expected.value, actual.value, at: path.isEmpty ? expected.label ?? "?" : "\(path).\(expected.label ?? "?")")
    }.joined()
}
