import CheckoutDemo
import CheckoutTestSupport
import Foundation
import PrimerCheckoutComponents

/// A customer at the sandbox bank's page: loads it like a browser, presses a button, comes back.
final class BankCustomer: RedirectHandler, @unchecked Sendable {
    enum Behaviour: Sendable {
        /// Press Approve / Decline / Cancel on the page, then return to the app.
        case press(String)
        /// Leave the page open and never come back.
        case stayAway
        /// Close the browser without pressing anything.
        case abandon
    }

    private let lock = NSLock()
    private let behaviour: Behaviour
    private var opened: [URL] = []
    /// How many times the checkout closed the bank's page.
    let closes = Observed(0)

    init(_ behaviour: Behaviour) {
        self.behaviour = behaviour
    }

    func open(_ url: URL) async throws -> AsyncStream<RedirectEvent> {
        lock.withLock { opened.append(url) }
        let (events, continuation) = AsyncStream.makeStream(of: RedirectEvent.self)
        let behaviour = behaviour
        Task {
            switch behaviour {
            case .press(let button):
                if let button = SandboxBankPage.Button(rawValue: button) { await SandboxBankPage.press(button, at: url) }
                continuation.yield(.customerReturned)
            case .abandon:
                continuation.yield(.customerCancelled)
            case .stayAway:
                break
            }
        }
        return events
    }

    func close() async {
        closes.update { $0 += 1 }
    }

    var openedURLs: [URL] { lock.withLock { opened } }
    var closeCount: Int { closes.current }
}
