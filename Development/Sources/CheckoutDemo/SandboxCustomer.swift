import Foundation
import PrimerCheckoutComponents

/// A scripted customer at the sandbox bank's page: loads it like a browser, presses a button and
/// comes back to the app, or stays away, or closes the browser. The demo's scripted runs and the
/// tests both pay through it.
public final class SandboxCustomer: RedirectHandler, @unchecked Sendable {
    /// What the customer does once the bank's page opens.
    public enum Behaviour: Sendable {
        /// Presses the button (on the scheme's page, after picking a bank), then returns to the app.
        case press(SandboxBankPage.Button)
        /// Leaves the page open and never comes back (the payment stays pending).
        case stayAway
        /// Closes the browser without pressing anything.
        case abandon
        /// Presses the button, then closes the browser instead of returning through the page: the
        /// app only sees the sheet close, though the bank has the answer.
        case pressThenClose(SandboxBankPage.Button)
    }

    /// The bank pages the checkout opened and how often it closed one, so far.
    public struct Visits: Equatable, Sendable {
        public var opened: [URL] = []
        public var closes = 0
    }

    /// What the customer does at each page still to come; the last one repeats.
    private var script: [Behaviour]
    private let lock = NSLock()
    private var visitsSoFar = Visits()
    private var watchers: [Int: AsyncStream<Visits>.Continuation] = [:]
    private var nextWatcher = 0

    public init(_ behaviour: Behaviour) {
        script = [behaviour]
    }

    /// A customer who does `first` at the first bank page the checkout opens, then each of `then`
    /// at the pages after it (the last one from there on).
    public init(_ first: Behaviour, then: Behaviour...) {
        script = [first] + then
    }

    public func open(_ url: URL) async throws -> AsyncStream<RedirectEvent> {
        record { $0.opened.append(url) }
        let (events, continuation) = AsyncStream.makeStream(of: RedirectEvent.self)
        let behaviour = lock.withLock { script.count > 1 ? script.removeFirst() : script[0] }
        Task {
            switch behaviour {
            case .press(let button):
                await SandboxBankPage.press(button, at: url)
                continuation.yield(.customerReturned)
            case .abandon:
                continuation.yield(.customerCancelled)
            case .pressThenClose(let button):
                await SandboxBankPage.press(button, at: url)
                continuation.yield(.customerCancelled)
            case .stayAway:
                break
            }
        }
        return events
    }

    public func close() async {
        record { $0.closes += 1 }
    }

    /// The visits now.
    public var visits: Visits {
        lock.withLock { visitsSoFar }
    }

    /// The visits now, then after each page the checkout opens or closes.
    public var visitUpdates: AsyncStream<Visits> {
        let (stream, continuation) = AsyncStream.makeStream(of: Visits.self)
        let id = lock.withLock {
            nextWatcher += 1
            return nextWatcher
        }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.watchers.removeValue(forKey: id) }
        }
        lock.withLock {
            watchers[id] = continuation
            continuation.yield(visitsSoFar)
        }
        return stream
    }

    private func record(_ change: (inout Visits) -> Void) {
        lock.withLock {
            change(&visitsSoFar)
            for watcher in watchers.values { watcher.yield(visitsSoFar) }
        }
    }
}
