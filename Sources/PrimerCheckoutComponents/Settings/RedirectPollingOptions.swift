import Foundation

/// How the checkout waits for the bank's result while the customer is away.
public struct RedirectPollingOptions: Equatable, Sendable {
    /// Time between status checks while the payment is pending.
    public var interval: TimeInterval
    /// Longest wait between checks after errors (the wait doubles after each error).
    public var maximumBackoff: TimeInterval
    /// Overall deadline; past it the payment fails with a timeout. Every wait must be a positive
    /// number of seconds (the deadline may be `.infinity`); a checkout refuses other values with
    /// `PrimerError.invalidValue`.
    public var timeout: TimeInterval

    /// Creates options; the defaults are a 1 s interval, 8 s maximum backoff and a 5 minute deadline.
    public init(interval: TimeInterval = 1, maximumBackoff: TimeInterval = 8, timeout: TimeInterval = 300) {
        self.interval = interval
        self.maximumBackoff = maximumBackoff
        self.timeout = timeout
    }
}

extension RedirectPollingOptions {
    /// The options, checked: every wait is a positive number of seconds (the deadline may be
    /// infinite: the checkout then waits as long as the payment is open).
    /// - Throws: `PrimerError.invalidValue` naming the first that is not — a zero, negative or NaN
    ///   interval would ask the server for the status without a pause.
    package func validate() throws(PrimerError) {
        let waits: [(key: String, seconds: TimeInterval, mayBeInfinite: Bool)] = [
            ("interval", interval, false), ("maximumBackoff", maximumBackoff, false), ("timeout", timeout, true),
        ]
        for wait in waits where !(wait.seconds > 0 && (wait.mayBeInfinite || wait.seconds.isFinite)) {
            throw .invalidValue(
                key: "redirectPolling.\(wait.key)", value: "\(wait.seconds)",
                reason: wait.mayBeInfinite ? "it must be a positive number of seconds" : "it must be a positive, finite number of seconds",
                diagnosticsId: PrimerError.newDiagnosticsId())
        }
    }
}
