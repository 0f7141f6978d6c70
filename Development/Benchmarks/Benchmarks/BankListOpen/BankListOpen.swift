import Benchmark
import Foundation
import PrimerCheckoutComponents
import PrimerSandbox

/// A customer who never reaches the bank: only the bank list matters here.
private struct NoBank: RedirectHandler {
    func open(_ url: URL) async throws -> AsyncStream<RedirectEvent> {
        AsyncStream { _ in }
    }

    func close() async {}
}

private struct ListDidNotLoad: Error {}

/// Every bank list answer of the sandbox waits this long: a mobile network's round trip.
private let listLatency = 0.3

/// A two-method checkout on its payment method list, the customer reading it.
@MainActor
private final class MethodList {
    let checkout: DefaultCheckoutScope

    /// The customer looks at the list for `readingTime` seconds before choosing.
    init(_ sandbox: SandboxServer, prefetches: Bool, readingTime: Double) async throws {
        var settings = PrimerSettings()
        settings.bankSelector.prefetchesBankLists = prefetches
        checkout = try DefaultCheckoutScope(
            clientToken: await sandbox.makeClientToken(SandboxSessionOptions()), settings: settings, redirectHandler: NoBank())
        checkout.start()
        for await route in checkout.route where route != .loading { break }
        guard checkout.currentRoute == .paymentMethodSelection else { throw ListDidNotLoad() }
        try await Task.sleep(nanoseconds: UInt64(readingTime * 1_000_000_000))
    }

    /// From choosing iDEAL to its bank list being ready.
    func chooseIdealUntilReady() async throws {
        guard let scope = checkout.getPaymentMethodScope(for: "ADYEN_IDEAL") as? any PrimerBankSelectorScope else {
            throw ListDidNotLoad()
        }
        let states = scope.state
        try checkout.selectPaymentMethod("ADYEN_IDEAL")
        for await state in states where state.status == .ready { return }
        throw ListDidNotLoad()
    }
}

let benchmarks: @Sendable () -> Void = {
    // Off (the specification's fetch on opening), then on with a customer who reads the list for 1 s
    // (the list is there), 0.65 s (its fetch is on its way) and 0.2 s (chooses before it starts).
    for (prefetches, readingTime) in [(false, 1.0), (true, 1.0), (true, 0.65), (true, 0.2)] {
        Benchmark(
            "choose-iDEAL-to-ready/\(prefetches ? "prefetch" : "no-prefetch")/\(Int(listLatency * 1000))ms-latency/read-\(Int(readingTime * 1000))ms",
            configuration: .init(
                metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(60), maxIterations: 25)
        ) { benchmark in
            let sandbox = SandboxServer()
            _ = try await sandbox.start()
            await sandbox.injectFault(.latency(seconds: listLatency), on: .bankList, .probability(1, seed: 1))
            for _ in benchmark.scaledIterations {
                let list = try await MethodList(sandbox, prefetches: prefetches, readingTime: readingTime)
                benchmark.startMeasurement()
                try await list.chooseIdealUntilReady()
                benchmark.stopMeasurement()
                await list.checkout.onDismiss()
            }
            await sandbox.stop()
        }
    }
}
