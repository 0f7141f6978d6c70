import Foundation

/// How the checkout waits for the bank's result while the customer is away.
public struct RedirectPollingOptions: Equatable, Sendable {
    /// Time between status checks while the payment is pending (`0`: the next check at once).
    public var interval: TimeInterval
    /// Longest wait between checks after errors: the wait doubles after each error — from a
    /// quarter second when `interval` is zero, so an outage or a phone offline is never asked
    /// about in a busy loop — up to this (`0`: no wait after errors either).
    public var maximumBackoff: TimeInterval
    /// Overall deadline; past it the payment fails with a timeout (`0`: one check, then the
    /// timeout; `.infinity`: no deadline). Every wait is a number of seconds, zero or more; a
    /// checkout refuses a negative or NaN one with `PrimerError.invalidValue`.
    public var timeout: TimeInterval

    /// Creates options; the defaults are a 1 s interval, 8 s maximum backoff and a 5 minute deadline.
    public init(interval: TimeInterval = 1, maximumBackoff: TimeInterval = 8, timeout: TimeInterval = 300) {
        self.interval = interval
        self.maximumBackoff = maximumBackoff
        self.timeout = timeout
    }
}

extension RedirectPollingOptions {
    /// The wait before the next status check after `failures` errors in a row (none: `interval`).
    package func pause(afterFailures failures: Int) -> TimeInterval {
        guard failures > 0 else { return interval }
        let base = interval > 0 ? interval : RetryPolicy.firstBackoff
        return min(maximumBackoff, base * pow(2, Double(min(failures, 64))))
    }

    /// The options, checked: every wait is a number of seconds, zero or more (zero checks again at
    /// once, `.infinity` waits for the customer's return or the deadline).
    /// - Throws: `PrimerError.invalidValue` naming the first that is negative or NaN.
    package func validate() throws(PrimerError) {
        for (key, seconds) in [("interval", interval), ("maximumBackoff", maximumBackoff), ("timeout", timeout)]
        where !(seconds >= 0) {
            throw .invalidValue(
                key: "redirectPolling.\(key)", value: "\(seconds)", reason: "it must be a number of seconds, zero or more",
                diagnosticsId: PrimerError.newDiagnosticsId())
        }
    }
}
