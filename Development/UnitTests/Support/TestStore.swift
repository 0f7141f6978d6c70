import Testing

/// An exhaustive test store for a reducer, after Point-Free's `TestStore`: each `send` states the
/// whole change of the published snapshot and every effect, in order. A change or an effect the
/// test did not state fails it; so does one it stated that did not happen.
public struct TestStore<Machine, Action, Effect: Equatable, Snapshot: Equatable> {
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
        var expected = published(machine)
        change(&expected)
        let actual = reducer(&machine, action)
        #expect(actual == effects, comment, sourceLocation: sourceLocation)
        #expect(published(machine) == expected, comment, sourceLocation: sourceLocation)
    }

    /// Sends `action` without asserting: the steps that only set up the case under test.
    public mutating func prepare(_ actions: Action...) {
        for action in actions { _ = reducer(&machine, action) }
    }
}
