import Benchmark
import Foundation
import PrimerCheckoutComponents
import PrimerSandbox

/// A customer whose bank approves at once: nothing to do at the bank's page.
private struct InstantBank: RedirectHandler {
    func open(_ url: URL) async throws -> AsyncStream<RedirectEvent> {
        AsyncStream { _ in }
    }

    func close() async {}
}

private struct PaymentDidNotSucceed: Error {}

/// A checkout with its bank list loaded, ready for the measured tap.
@MainActor
private final class ReadyCheckout {
    let checkout: DefaultCheckoutScope
    let scope: any PrimerBankSelectorScope
    let bank: Bank

    init(_ sandbox: SandboxServer) async throws {
        let token = await sandbox.makeClientToken(SandboxSessionOptions(paymentMethods: ["ADYEN_IDEAL"]))
        checkout = try DefaultCheckoutScope(clientToken: token, redirectHandler: InstantBank())
        checkout.start()
        for await route in checkout.route where route != .loading { break }
        guard let scope = checkout.getPaymentMethodScope(for: "ADYEN_IDEAL") as? any PrimerBankSelectorScope else {
            throw PaymentDidNotSucceed()
        }
        for await state in scope.state where state.status == .ready { break }
        guard let bank = scope.currentState.banks.first(where: { $0.id == "TEST_ISSUER_APPROVED" }) else { throw PaymentDidNotSucceed() }
        self.scope = scope
        self.bank = bank
    }

    /// From `selectBank` to checkout success.
    func pay() async throws {
        let states = checkout.state
        scope.selectBank(bank)
        for await state in states {
            if case .success = state { return }
            if case .failure = state { throw PaymentDidNotSucceed() }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "selectBank-to-success/sandbox",
        configuration: .init(
            metrics: [.wallClock, .throughput], timeUnits: .milliseconds, maxDuration: .seconds(10),
            maxIterations: 200)
    ) { benchmark in
        let sandbox = SandboxServer()
        _ = try await sandbox.start()
        var requestCounts: Set<Int> = []
        for _ in benchmark.scaledIterations {
            let ready = try await ReadyCheckout(sandbox)
            let before = await sandbox.requestLog.filter { $0.endpoint != .analytics }.count
            benchmark.startMeasurement()
            try await ready.pay()
            benchmark.stopMeasurement()
            requestCounts.insert(await sandbox.requestLog.filter { $0.endpoint != .analytics }.count - before)
        }
        FileHandle.standardError.write(Data("requests per payment (excluding analytics): \(requestCounts.sorted())\n".utf8))
        await sandbox.stop()
    }
}
