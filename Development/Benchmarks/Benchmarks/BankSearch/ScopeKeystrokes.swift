import Benchmark
import Foundation
import PrimerCheckoutComponents
import PrimerSandbox

/// A customer typing a Dotpay bank's name letter by letter: 21 keystrokes.
let typedName = "spoldzielczy brodnicy"
var typedPrefixes: [String] { (1...typedName.count).map { String(typedName.prefix($0)) } }

private struct NoBank: RedirectHandler {
    func open(_ url: URL) async throws -> AsyncStream<RedirectEvent> { AsyncStream { _ in } }
    func close() async {}
}

private struct ListDidNotLoad: Error {}

/// A Dotpay checkout against the sandbox with `count` generated banks, its list loaded, through
/// the public API only: what the customer's keystrokes go through.
@MainActor
final class ReadyDotpayList {
    let checkout: DefaultCheckoutScope
    let scope: any PrimerBankSelectorScope

    init(_ sandbox: SandboxServer, count: Int) async throws {
        let token = await sandbox.makeClientToken(SandboxSessionOptions(paymentMethods: ["ADYEN_DOTPAY"], generatedBankCount: count))
        checkout = try DefaultCheckoutScope(clientToken: token, redirectHandler: NoBank())
        checkout.start()
        for await route in checkout.route where route != .loading { break }
        guard let scope = checkout.getPaymentMethodScope(for: "ADYEN_DOTPAY") as? any PrimerBankSelectorScope else {
            throw ListDidNotLoad()
        }
        for await state in scope.state where state.status == .ready { break }
        self.scope = scope
    }

    /// Every keystroke of `typedName`.
    func type() -> Int {
        var shown = 0
        for prefix in typedPrefixes {
            scope.search(query: prefix)
            shown += scope.currentState.filteredBanks.count
        }
        return shown
    }

    /// The customer clears the field.
    func clear() { scope.search(query: "") }
}

/// A sandbox and a Dotpay list loaded from it, kept for one benchmark run.
@MainActor
final class KeystrokeSession {
    private var sandbox: SandboxServer?
    private var list: ReadyDotpayList?

    func start(count: Int) async throws -> ReadyDotpayList {
        let sandbox = SandboxServer()
        _ = try await sandbox.start()
        let list = try await ReadyDotpayList(sandbox, count: count)
        self.sandbox = sandbox
        self.list = list
        return list
    }

    func stop() async {
        list?.checkout.onDismiss()
        await sandbox?.stop()
        list = nil
        sandbox = nil
    }
}

/// The floor: the same keystrokes as a raw byte scan over names folded once (lowercase, no
/// diacritics, letters and digits only), with nothing else — no ranking, typos, aliases or state.
struct ByteScanFloor {
    let keys: [UInt8]
    let ranges: [Range<Int>]

    init(names: [String]) {
        var keys: [UInt8] = []
        var ranges: [Range<Int>] = []
        for name in names {
            let start = keys.count
            keys += Self.fold(name)
            ranges.append(start..<keys.count)
        }
        self.keys = keys
        self.ranges = ranges
    }

    static func fold(_ text: String) -> [UInt8] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "ł", with: "l")
        var view = String.UnicodeScalarView()
        view.append(contentsOf: folded.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
        return Array(String(view).utf8)
    }

    /// How many names contain the folded query.
    func matches(_ query: String) -> Int {
        let needle = Self.fold(query)
        guard let first = needle.first else { return ranges.count }
        var count = 0
        keys.withUnsafeBufferPointer { keys in
            needle.withUnsafeBufferPointer { needle in
                for range in ranges where range.count >= needle.count {
                    var position = range.lowerBound
                    let last = range.upperBound - needle.count
                    while position <= last {
                        if keys[position] == first, memcmp(keys.baseAddress! + position, needle.baseAddress!, needle.count) == 0 {
                            count += 1
                            break
                        }
                        position += 1
                    }
                }
            }
        }
        return count
    }
}

func registerScopeKeystrokeBenchmarks() {
    for count in [10_000, 100_000] {
        // The sandbox and the loaded list are set up once per run, so the run's time goes to samples.
        let session = KeystrokeSession()
        Benchmark(
            "scope-keystrokes/\(count)/21-keystrokes",
            configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(20), maxIterations: 200),
            closure: { benchmark, list in
                for _ in benchmark.scaledIterations {
                    benchmark.startMeasurement()
                    blackHole(await list.type())
                    benchmark.stopMeasurement()
                    await list.clear()
                }
            },
            setup: { try await session.start(count: count) },
            teardown: { await session.stop() }
        )
        let floor = ByteScanFloor(names: SandboxFixtures.longList(count: count).map(\.name))
        Benchmark(
            "byte-scan-floor/\(count)/21-keystrokes",
            configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(10), maxIterations: 500)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                for prefix in typedPrefixes { blackHole(floor.matches(prefix)) }
            }
        }
    }
}
