import Foundation
import PrimerCheckoutComponents

/// A scripted customer at the sandbox bank: presses a button on the page and comes back, or
/// stays away (a pending payment).
public final class SandboxCustomer: RedirectHandler, @unchecked Sendable {
    private let lock = NSLock()
    private let button: SandboxBankPage.Button?
    private var opened: [URL] = []

    /// `button` nil means the customer never acts.
    public init(pressing button: SandboxBankPage.Button?) {
        self.button = button
    }

    public func open(_ url: URL) async throws -> AsyncStream<RedirectEvent> {
        lock.withLock { opened.append(url) }
        let (events, continuation) = AsyncStream.makeStream(of: RedirectEvent.self)
        if let button {
            Task {
                await SandboxBankPage.press(button, at: url)
                continuation.yield(.customerReturned)
            }
        }
        return events
    }

    public func close() async {}

    /// The bank pages opened so far.
    public var openedURLs: [URL] {
        lock.withLock { opened }
    }
}
