import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// The Primer API sandbox: an HTTP server on this machine that issues client tokens pointing at
/// itself and emulates the bank-selector flow strictly, with a bank page, fixtures, an analytics
/// collector, a request log and fault injection.
public final class SandboxServer: Sendable {
    private let store = SandboxStore()
    private let host: String
    private let requestedPort: Int
    private let runner = Runner()

    /// Creates a sandbox that will listen on `host`:`port` (port 0 picks a free port).
    public init(host: String = "127.0.0.1", port: Int = 0) {
        self.host = host
        self.requestedPort = port
    }

    /// Starts listening and returns the base URL once the server accepts connections.
    public func start() async throws -> URL {
        let (portStream, portContinuation) = AsyncStream.makeStream(of: Int.self)
        var logger = Logger(label: "primer-sandbox")
        logger.logLevel = .warning
        let app = Application(
            router: SandboxAPI(store: store).makeRouter(),
            configuration: .init(address: .hostname(host, port: requestedPort), serverName: "primer-sandbox"),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? 0)
                portContinuation.finish()
            },
            logger: logger
        )
        let group = ServiceGroup(services: [app], gracefulShutdownSignals: [], logger: logger)
        let task = Task {
            do {
                try await group.run()
            } catch {
                portContinuation.finish()
            }
        }
        runner.set(task, group: group)
        var port = 0
        for await bound in portStream { port = bound }
        guard port > 0, let url = URL(string: "http://\(host):\(port)") else {
            task.cancel()
            throw SandboxStartError(host: host, port: requestedPort)
        }
        await store.setBaseURL(url)
        return url
    }

    /// Stops the server: answers held by an injected latency go out at once, then the requests in
    /// flight finish.
    public func stop() async {
        await store.releaseHoldsForStop()
        await runner.stop()
    }

    /// The base URL (valid after `start()`).
    public var baseURL: URL {
        get async { await store.baseURL }
    }

    /// A fresh client token for a new checkout session.
    public func makeClientToken(_ options: SandboxSessionOptions = SandboxSessionOptions()) async -> String {
        await store.makeClientToken(options)
    }

    /// Every request received so far, in order.
    public var requestLog: [SandboxRequestRecord] {
        get async { await store.requestLog }
    }

    /// The payments created so far, in order.
    public var payments: [SandboxPayment] {
        get async { await store.allPayments }
    }

    /// The analytics events received so far, in order (string fields only).
    public var analyticsEvents: [[String: String]] {
        get async { await store.analyticsEvents }
    }

    /// Waits until `condition` holds of what the sandbox has seen (its requests and analytics
    /// events): returns as soon as a request or event makes it true, `false` when `seconds` pass
    /// first. Tests await this instead of polling.
    public func waitUntil(seconds: Double = 30, _ condition: @escaping @Sendable (SandboxObservation) -> Bool) async -> Bool {
        await store.wait(seconds: seconds, until: condition)
    }

    /// Acts on a payment's bank page as the customer would (approve, decline or cancel).
    @discardableResult
    public func act(onPaymentReference reference: String, _ outcome: SandboxPayment.Outcome) async -> SandboxPayment? {
        await store.act(reference: reference, outcome: outcome)
    }

    /// Picks `issuer` on the scheme's page of a payment made without a bank, as the customer would;
    /// only the first choice counts.
    @discardableResult
    public func choose(onPaymentReference reference: String, issuer: String) async -> SandboxPayment? {
        await store.choose(reference: reference, issuer: issuer)
    }

    /// Injects `fault` into `endpoint` on the given schedule.
    public func injectFault(_ fault: SandboxFault, on endpoint: SandboxEndpoint, _ schedule: SandboxFaultSchedule = .nextCalls(1)) async {
        await store.addFault(fault, on: endpoint, schedule: schedule)
    }

    /// Removes every injected fault.
    public func clearFaults() async {
        await store.clearFaults()
    }
}

/// The sandbox could not listen on the requested address.
public struct SandboxStartError: Error, CustomStringConvertible {
    public let host: String
    public let port: Int
    public var description: String { "The sandbox could not listen on \(host):\(port)." }
}

/// Holds the server task so `stop()` can end it.
private final class Runner: @unchecked Sendable {
    private let lock = NSLock()
    private var task: Task<Void, Never>?
    private var group: ServiceGroup?

    func set(_ task: Task<Void, Never>, group: ServiceGroup) {
        lock.withLock {
            self.task = task
            self.group = group
        }
    }

    func stop() async {
        let (task, group) = lock.withLock {
            defer {
                self.task = nil
                self.group = nil
            }
            return (self.task, self.group)
        }
        await group?.triggerGracefulShutdown()
        await task?.value
    }
}
