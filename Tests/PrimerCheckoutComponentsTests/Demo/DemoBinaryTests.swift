import Foundation
import Testing

/// The built `checkout-demo` next to the test runner.
private let demoBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("checkout-demo")

private let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

@discardableResult
private func run(_ executable: String, _ arguments: [String], stdin: FileHandle? = nil, captureOutput: Bool = true) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    guard captureOutput else {
        // A daemon (the tmux server) would hold a captured pipe open forever.
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, "")
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    if let stdin { process.standardInput = stdin }
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite("checkout-demo binary", .serialized)
struct DemoBinaryTests {
    @Test func withoutATerminalItSaysHowToRun() throws {
        #expect(FileManager.default.isExecutableFile(atPath: demoBinary.path), "build checkout-demo first (swift build)")
        let result = try run(demoBinary.path, [], stdin: FileHandle.nullDevice)
        #expect(result.status == 64)
        #expect(result.output.contains("--json --method"))
    }

    @Test func scriptedModePrintsOneJSONObject() throws {
        let result = try run(demoBinary.path, ["--json", "--method", "ADYEN_IDEAL", "--query", "abn-amro", "--pick", "1"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["state"] as? String == "success")
        #expect((object?["bank"] as? [String: Any])?["name"] as? String == "ABN AMRO")
        #expect(object?["paymentId"] as? String != nil)
    }

    @Test(.enabled(if: tmux != nil, "needs tmux (.ci/run installs it)"))
    func customerTypesSpolPicksBankiSpoldzielczeApprovesAndSeesSuccess() async throws {
        let tmux = try #require(tmux)
        let session = "demo-test-\(ProcessInfo.processInfo.processIdentifier)"
        try run(tmux, ["new-session", "-d", "-s", session, "-x", "80", "-y", "24", "-e", "NO_COLOR=1",
                       "\(demoBinary.path) --method ADYEN_DOTPAY; echo DEMO-EXITED $?; sleep 5"], captureOutput: false)
        defer { _ = try? run(tmux, ["kill-session", "-t", session], captureOutput: false) }
        func screen() throws -> String { try run(tmux, ["capture-pane", "-p", "-t", session]).output }
        func waitFor(_ text: String) async throws -> Bool {
            for _ in 0..<100 {
                if try screen().contains(text) { return true }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            return false
        }
        #expect(try await waitFor("Choose your bank"))
        try run(tmux, ["send-keys", "-t", session, "s", "p", "o", "l"])
        #expect(try await waitFor("▸ [BS] Bank Spółdzielczy w Brodnicy"))
        try run(tmux, ["send-keys", "-t", session, "Down"])
        #expect(try await waitFor("▸ [BS] Banki Spółdzielcze"))
        try run(tmux, ["send-keys", "-t", session, "Enter"])
        #expect(try await waitFor("Waiting for your bank"))
        try run(tmux, ["send-keys", "-t", session, "a"])
        #expect(try await waitFor("Payment successful"))
        #expect(try screen().contains("Paid €12.50"))
        try run(tmux, ["send-keys", "-t", session, "Enter"])
        #expect(try await waitFor("DEMO-EXITED 0"))
    }

    @Test(.enabled(if: tmux != nil, "needs tmux (.ci/run installs it)"))
    func accessibleModeSpeaksPolishAnnouncementsAsPlainLines() async throws {
        let tmux = try #require(tmux)
        let session = "demo-a11y-\(ProcessInfo.processInfo.processIdentifier)"
        try run(tmux, ["new-session", "-d", "-s", session, "-x", "100", "-y", "40", "-e", "NO_COLOR=1",
                       "\(demoBinary.path) --accessible --locale pl --method ADYEN_DOTPAY; sleep 5"], captureOutput: false)
        defer { _ = try? run(tmux, ["kill-session", "-t", session], captureOutput: false) }
        func screen() throws -> String { try run(tmux, ["capture-pane", "-p", "-t", session]).output }
        func waitFor(_ text: String) async throws -> Bool {
            for _ in 0..<100 {
                if try screen().contains(text) { return true }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            return false
        }
        #expect(try await waitFor("Wybierz swój bank"))
        #expect(try await waitFor("37 banków"))
        try run(tmux, ["send-keys", "-t", session, "s", "p", "o", "l"])
        #expect(try await waitFor("Szukaj banków: spol"))
        #expect(try await waitFor("2 banki"))
        #expect(try screen().contains("Bank Spółdzielczy w Brodnicy. Stuknij dwukrotnie, aby wybrać ten bank"))
        #expect(try !screen().contains("────"), "no full-screen drawing in accessible mode")
        try run(tmux, ["send-keys", "-t", session, "C-c"])
    }
}
