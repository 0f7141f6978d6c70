import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@testable import PrimerCheckoutComponents

/// Back-off and poll pauses on the injected clock: they end when time passes or at once when
/// their task is cancelled, and a cancelled back-off never sends another request.
@Suite("Injected time")
@MainActor
struct InjectedTimeTests {
    /// Runs `policy` over an operation that fails with `error` until attempt `succeedOn`.
    nonisolated private static func run(
        _ policy: RetryPolicy, _ attempts: Attempts, failing error: PrimerError,
        succeedOn: Int = .max
    ) async -> Result<Int, PrimerError> {
        do throws(PrimerError) {
            return .success(
                try await policy.run { () async throws(PrimerError) -> Int in
                    attempts.record()
                    if attempts.value < succeedOn { throw error }
                    return attempts.value
                })
        } catch {
            return .failure(error)
        }
    }

    @Test func retryWaitsForTheClockBetweenAttempts() async throws {
        let clock = ManualClock()
        let attempts = Attempts()
        let policy = RetryPolicy(attempts: 3, baseDelay: 1, maximumDelay: 4, clock: clock)
        let call = Task { await Self.run(policy, attempts, failing: .networkFailure(reason: "offline", diagnosticsId: "d"), succeedOn: 3) }
        #expect(await clock.sleepers(atLeast: 1))
        #expect(attempts.value == 1)
        clock.advance(by: 1)
        #expect(await attempts.count.wait { $0 == 2 })
        #expect(await clock.sleepers(atLeast: 1))
        clock.advance(by: 2)
        #expect(await call.value == .success(3))
    }

    @Test func cancellingDuringBackOffEndsWithTheLastFailureAndSendsNothingMore() async throws {
        let clock = ManualClock()
        let attempts = Attempts()
        let policy = RetryPolicy(attempts: 5, clock: clock)
        let call = Task {
            await Self.run(policy, attempts, failing: .serverError(statusCode: 503, errorId: nil, description: nil, diagnosticsId: "d-503"))
        }
        #expect(await clock.sleepers(atLeast: 1))
        call.cancel()
        #expect(await call.value == .failure(.serverError(statusCode: 503, errorId: nil, description: nil, diagnosticsId: "d-503")))
        clock.advance(by: 60)
        #expect(attempts.value == 1, "the call ended: a later tick of the clock sends nothing")
    }
}

/// Counts a retried operation's attempts across tasks.
final class Attempts: Sendable {
    let count = Observed(0)
    func record() { count.update { $0 += 1 } }
    var value: Int { count.current }
}
