import Foundation

/// The time source of retries, polling and deadlines: a monotonic "now" and a sleep that ends at
/// once, with `CancellationError`, when its task is cancelled. Injected so that tests can move time
/// by hand instead of waiting for it.
@_spi(Renderer) public protocol CheckoutClock: Sendable {
    /// Seconds since an arbitrary start, on a clock that never goes back (changing the device's
    /// date and time does not move it).
    var now: TimeInterval { get }

    /// Waits `seconds` (none when not positive).
    /// - Throws: `CancellationError` as soon as the calling task is cancelled.
    func sleep(seconds: TimeInterval) async throws
}

/// The real clock: the system's uptime and `Task.sleep`.
@_spi(Renderer) public struct SystemClock: CheckoutClock {
    public init() {}

    public var now: TimeInterval {
        ProcessInfo.processInfo.systemUptime
    }

    public func sleep(seconds: TimeInterval) async throws {
        try Task.checkCancellation()
        // A century is "forever" and keeps the nanoseconds inside UInt64.
        let bounded = seconds.isNaN ? 0 : min(max(0, seconds), 3_153_600_000)
        guard bounded > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(bounded * 1_000_000_000))
    }
}
