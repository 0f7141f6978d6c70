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

/// The demo running in a detached tmux session of a fixed size, read back as text.
private struct TmuxSession {
    let binary: String
    let name: String

    init(_ command: String, columns: Int = 80, rows: Int = 24) throws {
        binary = try #require(tmux)
        name = "demo-test-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(6))"
        try run(binary, ["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", "-e", "NO_COLOR=1", command],
                captureOutput: false)
    }

    func screen() throws -> String {
        try run(binary, ["capture-pane", "-p", "-t", name]).output
    }

    func send(_ keys: String...) throws {
        try run(binary, ["send-keys", "-t", name] + keys)
    }

    func waitFor(_ text: String) async throws -> Bool {
        for _ in 0..<100 {
            if try screen().contains(text) { return true }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        return false
    }

    func kill() {
        _ = try? run(binary, ["kill-session", "-t", name], captureOutput: false)
    }
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
        let session = try TmuxSession("\(demoBinary.path) --method ADYEN_DOTPAY; echo DEMO-EXITED $?; sleep 5")
        defer { session.kill() }
        #expect(try await session.waitFor("Choose your bank"))
        try session.send("s", "p", "o", "l")
        #expect(try await session.waitFor("▸ [BS] Bank Spółdzielczy w Brodnicy"))
        try session.send("Down")
        #expect(try await session.waitFor("▸ [BS] Banki Spółdzielcze"))
        try session.send("Enter")
        #expect(try await session.waitFor("Waiting for your bank"))
        try session.send("a")
        #expect(try await session.waitFor("Payment successful"))
        #expect(try session.screen().contains("Paid €12.50"))
        try session.send("Enter")
        #expect(try await session.waitFor("DEMO-EXITED 0"))
    }

    @Test(.enabled(if: tmux != nil, "needs tmux (.ci/run installs it)"))
    func accessibleModeSpeaksPolishAnnouncementsAsPlainLines() async throws {
        let session = try TmuxSession("\(demoBinary.path) --accessible --locale pl --method ADYEN_DOTPAY; sleep 5", columns: 100, rows: 40)
        defer { session.kill() }
        #expect(try await session.waitFor("Wybierz swój bank"))
        #expect(try await session.waitFor("37 banków"))
        try session.send("s", "p", "o", "l")
        #expect(try await session.waitFor("Szukaj banków: spol"))
        #expect(try await session.waitFor("2 banki"))
        #expect(try session.screen().contains("Bank Spółdzielczy w Brodnicy. Stuknij dwukrotnie, aby wybrać ten bank"))
        #expect(try !session.screen().contains("────"), "no full-screen drawing in accessible mode")
        try session.send("C-c")
    }
}
