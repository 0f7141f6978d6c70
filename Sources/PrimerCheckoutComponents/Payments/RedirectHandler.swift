import Foundation

/// What the customer did while away at the bank's page.
public enum RedirectEvent: Equatable, Sendable {
    /// The customer came back to the app; the checkout checks the payment status at once.
    case customerReturned
    /// The customer abandoned the bank's page; the payment attempt is cancelled.
    case customerCancelled
}

/// Sends the customer to the bank's page and reports their return. Supplied by the platform:
/// a browser session on iOS, the terminal app on Linux.
public protocol RedirectHandler: Sendable {
    /// Opens `url` and returns a stream of what the customer does there.
    /// - Throws: when the page cannot be opened.
    func open(_ url: URL) async throws -> AsyncStream<RedirectEvent>

    /// Closes the bank's page (if the platform can) once the payment has a result.
    func close() async

    /// Closes the bank's page opened for `url`, if it is still the one shown: a handler shared by
    /// two checkouts never closes the page another checkout opened since. The checkout calls this
    /// one; by default it calls `close()`.
    func close(_ url: URL) async
}

extension RedirectHandler {
    /// Calls `close()`: a handler that shows one page at a time for one checkout needs no more.
    public func close(_ url: URL) async {
        await close()
    }
}
