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

    @Test func pollPauseEndsOnTheClockOnTheCustomersReturnOrAtOnceOnCancellation() async throws {
        let clock = ManualClock()
        let wakeup = PollWakeup(clock: clock)
        let timer = Task { await wakeup.wait(seconds: 5) }
        #expect(await clock.sleepers(atLeast: 1))
        clock.advance(by: 5)
        #expect(await timer.value == .timer)

        let returned = Task { await wakeup.wait(seconds: 5) }
        #expect(await clock.sleepers(atLeast: 1))
        await wakeup.wake(.customerReturned)
        #expect(await returned.value == .customerReturned)
        #expect(await clock.sleepers.wait { $0 == 0 })

        let cancelled = Task { await wakeup.wait(seconds: 5) }
        #expect(await clock.sleepers(atLeast: 1))
        cancelled.cancel()
        #expect(await cancelled.value == .taskCancelled)
        #expect(await clock.sleepers.wait { $0 == 0 })
    }
}

extension InjectedTimeTests {
    @Test func aPhoneOfflineWithAZeroPollIntervalWaitsOnTheClockBetweenChecks() async throws {
        let clock = ManualClock()
        let offline = OfflineTransport()
        let poller = PaymentStatusPoller(
            api: PrimerAPIClient(transport: offline, checkoutSessionId: "s"), options: RedirectPollingOptions(interval: 0),
            paymentMethodType: "ADYEN_IDEAL", clock: clock)
        let polling = Task {
            try await poller.resumeToken(
                statusUrl: URL(string: "https://status.example/payments/p")!, accessToken: "at", events: AsyncStream { _ in })
        }
        #expect(await clock.sleepers(atLeast: 1), "the first failed check is followed by a wait, not another check")
        #expect(offline.requests.current == 1)
        clock.advance(by: 0.5)
        #expect(await offline.requests.wait { $0 == 2 })
        #expect(await clock.sleepers(atLeast: 1))
        clock.advance(by: 0.5)
        #expect(offline.requests.current == 2, "the wait doubled after the second failure")
        clock.advance(by: 0.5)
        #expect(await offline.requests.wait { $0 == 3 })
        polling.cancel()
        _ = await polling.result
    }
}

/// A network that is not there: every request fails at once, as on a phone in flight mode.
private final class OfflineTransport: HTTPTransport, Sendable {
    let requests = Observed(0)

    func send(_ request: PrimerHTTPRequest) async throws -> PrimerHTTPResponse {
        requests.update { $0 += 1 }
        throw URLError(.notConnectedToInternet)
    }
}

/// Counts a retried operation's attempts across tasks.
final class Attempts: Sendable {
    let count = Observed(0)
    func record() { count.update { $0 += 1 } }
    var value: Int { count.current }
}
