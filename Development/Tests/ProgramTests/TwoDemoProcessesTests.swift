#if canImport(Subprocess)
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

/// Two demo processes on one order, sharing the demo's record of open payments (its file store,
/// locked across processes): a tap in each at the same moment creates one payment. The bank keeps
/// it pending, so each process that does not create it finds it on record, whatever the timing.
@Suite("Two demo processes")
struct TwoDemoProcessesTests {
    private let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("checkout-demo").path

    @Test func twoDemoProcessesPayingOneOrderAtOnceCreateOnePayment() async throws {
        try await withSandbox { sandbox in
            let token = await sandbox.makeClientToken()
            let config = FileManager.default.temporaryDirectory.appendingPathComponent("two-demos-\(UUID().uuidString.prefix(8))")
            defer { try? FileManager.default.removeItem(at: config) }
            let arguments = [
                "XDG_CONFIG_HOME=\(config.path)", demo, "--json", "--client-token", token, "--method", "ADYEN_IDEAL",
                "--bank-id", "INGBNL2A", "--outcome", "pending", "--poll-timeout", "1",
            ]
            async let first = ChildProcess.run("/usr/bin/env", arguments)
            async let second = ChildProcess.run("/usr/bin/env", arguments)
            let (one, other) = try await (first, second)
            #expect(await sandbox.payments.count == 1, "one order, one payment: \(one.output) \(other.output)")
            #expect([one.status, other.status] == [2, 2], "each ends on the payment the bank has not confirmed")
        }
    }
}
#endif
