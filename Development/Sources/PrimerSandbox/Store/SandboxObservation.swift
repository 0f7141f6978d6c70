/// What the sandbox has seen so far, for a test to wait on: every request and every analytics
/// event, in arrival order.
public struct SandboxObservation: Sendable {
    /// Every request the sandbox answered (or refused), oldest first.
    public let requests: [SandboxRequestRecord]
    /// Every analytics event received, oldest first.
    public let analyticsEvents: [[String: String]]

    /// How many requests reached `endpoint`.
    public func calls(to endpoint: SandboxEndpoint) -> Int {
        requests.filter { $0.endpoint == endpoint }.count
    }
}
