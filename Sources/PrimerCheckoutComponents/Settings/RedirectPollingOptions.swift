import Foundation

/// How the checkout waits for the bank's result while the customer is away.
public struct RedirectPollingOptions: Equatable, Sendable {
    /// Time between status checks while the payment is pending.
    public var interval: TimeInterval
    /// Longest wait between checks after errors (the wait doubles after each error).
    public var maximumBackoff: TimeInterval
    /// Overall deadline; past it the payment fails with a timeout.
    public var timeout: TimeInterval

    /// Creates options; the defaults are a 1 s interval, 8 s maximum backoff and a 5 minute deadline.
    public init(interval: TimeInterval = 1, maximumBackoff: TimeInterval = 8, timeout: TimeInterval = 300) {
        self.interval = interval
        self.maximumBackoff = maximumBackoff
        self.timeout = timeout
    }
}
