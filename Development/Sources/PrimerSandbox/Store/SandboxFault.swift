/// A fault the sandbox injects into an endpoint's answers.
public enum SandboxFault: Sendable, Equatable {
    /// Answer after `seconds` more.
    case latency(seconds: Double)
    /// Answer with this status code and the API's error body.
    case status(Int)
    /// Answer 200 with a body that is not JSON.
    case malformedBody
    /// Answer 200 announcing the full body but sending half of it, then close.
    case truncatedBody
    /// Process the request, then close the connection without an answer.
    case dropConnection
    /// Close the connection without processing the request.
    case dropConnectionBeforeProcessing
}

/// When a fault applies: to the next N calls, or to each call with a seeded probability.
public enum SandboxFaultSchedule: Sendable, Equatable {
    case nextCalls(Int)
    case probability(Double, seed: UInt64)
}
