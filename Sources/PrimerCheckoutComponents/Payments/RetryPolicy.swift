import Foundation

/// Retries calls that failed on the way (transport errors, 5xx, 429) with exponential backoff
/// and jitter. Client errors (4xx) are never retried, and nothing is sent once the calling task
/// is cancelled: a cancelled back-off ends with the last failure.
struct RetryPolicy: Sendable {
    var attempts: Int = 3
    var baseDelay: TimeInterval = RetryPolicy.firstBackoff
    var maximumDelay: TimeInterval = 4
    var clock: any CheckoutClock = SystemClock()

    static let none = RetryPolicy(attempts: 1)

    /// The first wait after a failure, when nothing else sets it: also where status polling's
    /// back-off starts when its interval is zero.
    static let firstBackoff: TimeInterval = 0.25

    func run<T: Sendable>(_ operation: () async throws(PrimerError) -> T) async throws(PrimerError) -> T {
        var attempt = 1
        while true {
            do {
                return try await operation()
            } catch  where error.isRetryable && attempt < attempts && !Task.isCancelled {
                let failure = error
                let delay = min(maximumDelay, baseDelay * pow(2, Double(attempt - 1))) * Double.random(in: 0.5...1)
                do {
                    try await clock.sleep(seconds: delay)
                } catch {
                    throw failure
                }
                attempt += 1
            }
        }
    }
}
