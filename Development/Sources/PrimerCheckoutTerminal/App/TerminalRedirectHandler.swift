import Foundation
import PrimerCheckoutComponents

/// Sends the customer to the bank from the terminal: the page address is shown on screen (and can
/// be opened with `xdg-open`); the app reports the customer's return or cancellation.
public final class TerminalRedirectHandler: RedirectHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: AsyncStream<RedirectEvent>.Continuation?

    /// Creates a handler; the app reports the customer's return or cancellation through it.
    public init() {}

    public func open(_ url: URL) async throws -> AsyncStream<RedirectEvent> {
        let (events, continuation) = AsyncStream.makeStream(of: RedirectEvent.self)
        lock.withLock {
            self.continuation?.finish()
            self.continuation = continuation
        }
        return events
    }

    public func close() async {
        lock.withLock {
            continuation?.finish()
            continuation = nil
        }
    }

    /// The customer came back: the checkout checks the status at once.
    public func customerReturned() {
        _ = lock.withLock { continuation?.yield(.customerReturned) }
    }

    /// The customer gave up at the bank.
    public func customerCancelled() {
        _ = lock.withLock { continuation?.yield(.customerCancelled) }
    }
}
