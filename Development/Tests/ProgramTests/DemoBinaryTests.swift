#if canImport(Subprocess)
import CheckoutTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `checkout-demo` next to the test runner.
private let demoBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("checkout-demo")

private let tmuxPath = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// The demo running in a detached tmux session of a fixed size, read back as text. Each session has
/// its own tmux server (its own socket), which ends with the session.
private struct TmuxSession {
    let binary: String
    let socket: String
    /// How many times the demo wrote to the terminal: the screen changes only then.
    let writes = Observed(0)

    /// Runs `command` in a new session for the duration of `body`.
    static func with(
        _ command: String, columns: Int = 80, rows: Int = 24,
        _ body: (TmuxSession) async throws -> Void
    ) async throws {
        let session = TmuxSession(
            binary: try #require(tmuxPath),
            socket: FileManager.default.temporaryDirectory
                .appendingPathComponent("demo-test-\(UUID().uuidString.prefix(8)).tmux").path)
        try await session.tmux(
            // A config folder of its own: the demo remembers the last bank paid with there.
            [
                "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-e", "NO_COLOR=1", "-e",
                "XDG_CONFIG_HOME=\(FileManager.default.temporaryDirectory.path)/demo-config-\(UUID().uuidString.prefix(8))", command,
            ],
            captureOutput: false)
        try await session.followWrites()
        do {
            try await body(session)
        } catch {
            await session.kill()
            throw error
        }
        await session.kill()
    }

    /// On the iDEAL bank list: types "ing" and pays with ING, the bank it finds.
    func paysWithING() async throws {
        #expect(try await waitFor("Choose your bank"))
        try await send("i", "n", "g")
        #expect(try await waitFor("▸ [IN] ING"))
        try await send("Enter")
    }

    /// The screen as tmux holds it now, which may be a frame half drawn (tmux reads the demo's
    /// output in pieces): what must be on it is awaited with `waitFor`, line by line.
    func screen() async throws -> String {
        try await tmux(["capture-pane", "-p"]).output
    }

    func send(_ keys: String...) async throws {
        try await tmux(["send-keys"] + keys)
    }

    /// Whether `text` appears on the screen within `seconds`: the screen is read again each time the
    /// demo writes to the terminal; the deadline is generous for a loaded machine.
    func waitFor(_ text: String, seconds: Double = 30) async throws -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while true {
            let seen = writes.current
            if try await screen().contains(text) { return true }
            let left = Double((deadline - ContinuousClock.now).components.seconds)
            guard left > 0, await writes.wait(seconds: left, until: { $0 > seen }) else { return try await screen().contains(text) }
        }
    }

    /// Counts the demo's writes: tmux copies what it writes into a pipe read on a thread of its own.
    private func followWrites() async throws {
        let fifo = socket + ".out"
        guard mkfifo(fifo, 0o600) == 0 else { throw POSIXError(.EEXIST) }
        let writes = writes
        Thread.detachNewThread {
            let descriptor = open(fifo, O_RDONLY)
            guard descriptor >= 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                writes.update { $0 += 1 }
            }
            close(descriptor)
            unlink(fifo)
        }
        try await tmux(["pipe-pane", "-o", "cat > '\(fifo)'"], captureOutput: false)
    }

    func kill() async {
        _ = try? await tmux(["kill-server"], captureOutput: false)
        try? FileManager.default.removeItem(atPath: socket)
    }

    @discardableResult
    private func tmux(_ arguments: [String], captureOutput: Bool = true) async throws -> ChildProcess.Result {
        try await ChildProcess.run(binary, ["-S", socket, "-f", "/dev/null"] + arguments, captureOutput: captureOutput)
    }
}

@Suite("checkout-demo binary", .serialized)
struct DemoBinaryTests {
    @Test func withoutATerminalItSaysHowToRun() async throws {
        #expect(FileManager.default.isExecutableFile(atPath: demoBinary.path), "build checkout-demo first (swift build)")
        let result = try await ChildProcess.run(demoBinary.path, [])
        #expect(result.status == 64)
        #expect(result.output.contains("--json --method"))
        // The repository's root holds the SDK's package; the demo is the development package's.
        #expect(result.output.contains("swift run --package-path Development checkout-demo"), "\(result.output)")
        #expect(!result.output.contains("Run it in one: swift run checkout-demo"))
    }

    @Test(.enabled(if: tmuxPath != nil, "needs tmux (.ci/run installs it)"))
    func aCustomBankRowSaysHowToPayInATerminal() async throws {
        let command = "\(demoBinary.path) --method ADYEN_IDEAL --custom-bank-row --no-recent-bank"
        try await TmuxSession.with("\(command); sleep 120") { session in
            let row = try await session.waitFor("♦ ABN AMRO")
            let hint = try await session.waitFor("Enter pays")
            let screen = try await session.screen()
            #expect(row && hint, "\(screen)")
            #expect(!screen.contains("tap"), "a terminal has no taps")
        }
    }

    @Test func scriptedModePrintsOneJSONObject() async throws {
        let result = try await ChildProcess.run(
            demoBinary.path, ["--json", "--method", "ADYEN_IDEAL", "--query", "abn-amro", "--pick", "1"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["state"] as? String == "success")
        #expect((object?["bank"] as? [String: Any])?["name"] as? String == "ABN AMRO")
        #expect(object?["paymentId"] as? String != nil)
    }

    @Test func aCustomerWhoApprovesThenClosesTheBrowserHasPaidOnce() async throws {
        let result = try await ChildProcess.run(
            demoBinary.path, ["--json", "--method", "ADYEN_IDEAL", "--pick", "1", "--outcome", "approve-then-close"])
        #expect(result.status == 0, "\(result.output)")
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["state"] as? String == "success", "the closed browser is a hint; the server says the payment went through")
        #expect(object?["paymentId"] as? String != nil)
    }

    @Test func aScriptedPaymentTheBankProcessesLaterEndsPendingNamingThePayment() async throws {
        let result = try await ChildProcess.run(
            demoBinary.path,
            ["--json", "--method", "ADYEN_IDEAL", "--bank-id", "INGBNL2A", "--processed-without-customer", "--no-recent-bank"])
        #expect(result.status == 2, "\(result.output)")
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["state"] as? String == "failure")
        #expect((object?["error"] as? [String: Any])?["errorId"] as? String == "payment-pending")
        #expect(object?["paymentId"] as? String != nil, "the payment the provider still processes is named")
    }

    @Test func anOrderInZlotyIsPaidWithDotpayInZloty() async throws {
        let result = try await ChildProcess.run(
            demoBinary.path,
            [
                "--json", "--method", "ADYEN_DOTPAY", "--currency", "pln", "--amount", "4999", "--query", "mbank", "--pick", "1",
                "--no-recent-bank",
            ])
        #expect(result.status == 0, "\(result.output)")
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["state"] as? String == "success")
        #expect(object?["amount"] as? Int == 4999)
        #expect(object?["currencyCode"] as? String == "PLN")
    }

    @Test(arguments: [
        (["--currency", "EURO"], "--currency takes an ISO 4217 currency code"),
        (["--currency", "XYZ"], "--currency takes an ISO 4217 currency code"),
        (["--amount", "0"], "--amount takes the order total in minor units"),
        (["--amount", "-5"], "--amount takes the order total in minor units"),
        (["--poll-timeout", "-1"], "--poll-timeout must be positive"),
        (["--client-token", "token", "--currency", "PLN"], "shape the embedded sandbox, not a --client-token checkout"),
    ])
    func anOrderTheSandboxCannotMakeIsRefusedBeforeTheCheckoutStarts(arguments: [String], message: String) async throws {
        let result = try await ChildProcess.run(demoBinary.path, ["--json", "--method", "ADYEN_IDEAL"] + arguments)
        #expect(result.status == 64)
        #expect(result.output.contains(message), "\(result.output)")
        #expect(!result.output.contains("\"state\""), "no checkout ran")
    }

    /// `primer-sandbox` refuses what the demo refuses before it listens on any port.
    @Test(arguments: [
        (["--currency", "EURO"], "--currency takes an ISO 4217 currency code"),
        (["--amount", "-5"], "--amount must not be negative"),
        (["--port", "-1"], "--port must be between 0 and 65535"),
    ])
    func theStandaloneSandboxRefusesAnOrderItCannotMake(arguments: [String], message: String) async throws {
        let sandbox = demoBinary.deletingLastPathComponent().appendingPathComponent("primer-sandbox")
        let result = try await ChildProcess.run(sandbox.path, arguments)
        #expect(result.status == 64)
        #expect(result.output.contains(message), "\(result.output)")
        #expect(!result.output.contains("listening"))
    }

    /// A negative row is read as the row asked for, not as an option, and refused for what it is.
    @Test func aNegativePickIsRefusedAsNoRowNotAsAMissingValue() async throws {
        let result = try await ChildProcess.run(demoBinary.path, ["--json", "--method", "ADYEN_IDEAL", "--pick", "-1"])
        #expect(result.status == 64)
        #expect(result.output.contains("Invalid value '-1' for pick: choose a row from 1 to"), "\(result.output)")
        #expect(!result.output.contains("\"paymentId\""), "no payment")
    }

    @Test func idealHubContinuesToTheSchemePageAndPays() async throws {
        let result = try await ChildProcess.run(
            demoBinary.path, ["--json", "--method", "ADYEN_IDEAL", "--ideal-hub", "--continue-to-scheme", "--no-recent-bank"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["state"] as? String == "success")
        #expect(object?["schemePage"] as? Bool == true)
        #expect((object?["results"] as? [Any])?.isEmpty == true)
    }

    @Test(.enabled(if: tmuxPath != nil, "needs tmux (.ci/run installs it)"))
    func aPaymentTheBankProcessesLaterIsShownAsStillProcessingWithOnlyPayAnotherWay() async throws {
        let command = "\(demoBinary.path) --method ADYEN_IDEAL --processed-without-customer --no-recent-bank"
        try await TmuxSession.with("\(command); echo DEMO-EXITED $?; sleep 120") { session in
            try await session.paysWithING()
            #expect(try await session.waitFor("Your payment with ING is still being processed."))
            // The footer is drawn last: once it is there, the screen is whole.
            #expect(try await session.waitFor("m Pay another way"))
            #expect(
                try await !session.screen().contains("Continue payment"),
                "nothing to continue: the bank processes it without the customer")
            try await session.send("m")
            #expect(try await session.waitFor("Choose a payment method"))
        }
    }

    @Test(.enabled(if: tmuxPath != nil, "needs tmux (.ci/run installs it)"))
    func quittingWhileAtTheBankNamesThePaymentLeftOpen() async throws {
        let command = "\(demoBinary.path) --method ADYEN_IDEAL --no-recent-bank"
        try await TmuxSession.with("\(command); echo DEMO-EXITED $?; sleep 120", columns: 120) { session in
            try await session.paysWithING()
            #expect(try await session.waitFor("Waiting for your bank"))
            try await session.send("C-c")
            #expect(try await session.waitFor("is still open at the bank: only the server can say whether it is paid."))
            #expect(try await session.waitFor("Payment pay_"), "named by its id at Primer")
            #expect(try await session.waitFor("DEMO-EXITED 0"))
        }
    }

    /// The terminal closing (a hangup) or the process asked to end (SIGTERM) ends the demo on every
    /// screen, the success screen too, which a dismissal does not close: the demo waited there for
    /// keys that could no longer come, its sandbox with it, for good.
    @Test(.enabled(if: tmuxPath != nil, "needs tmux (.ci/run installs it)"))
    func aTerminationSignalOnTheSuccessScreenEndsTheDemo() async throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString.prefix(8)).pid").path
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        let command = "sh -c 'echo $$ > \(pidFile); exec \(demoBinary.path) --method ADYEN_IDEAL --no-recent-bank'"
        try await TmuxSession.with("\(command); echo DEMO-EXITED $?; sleep 120") { session in
            try await session.paysWithING()
            #expect(try await session.waitFor("Waiting for your bank"))
            try await session.send("a")
            #expect(try await session.waitFor("Payment successful"))
            let written = try String(contentsOfFile: pidFile, encoding: .utf8)
            let pid = try #require(Int32(written.trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect(kill(pid, SIGTERM) == 0)
            #expect(try await session.waitFor("DEMO-EXITED"))
        }
    }

    @Test(.enabled(if: tmuxPath != nil, "needs tmux (.ci/run installs it)"))
    func customerTypesSpolPicksBankiSpoldzielczeApprovesAndSeesSuccess() async throws {
        try await TmuxSession.with("\(demoBinary.path) --method ADYEN_DOTPAY; echo DEMO-EXITED $?; sleep 120") { session in
            #expect(try await session.waitFor("Choose your bank"))
            try await session.send("s", "p", "o", "l")
            #expect(try await session.waitFor("▸ [BS] Bank Spółdzielczy w Brodnicy"))
            try await session.send("C-u")
            #expect(try await session.waitFor("▸ [BN] Bank Nowy S.A."), "Ctrl-U clears the search")
            try await session.send("s", "p", "o", "l")
            #expect(try await session.waitFor("▸ [BS] Bank Spółdzielczy w Brodnicy"))
            try await session.send("Down")
            #expect(try await session.waitFor("▸ [BS] Banki Spółdzielcze"))
            try await session.send("Enter")
            #expect(try await session.waitFor("Waiting for your bank"))
            try await session.send("a")
            #expect(try await session.waitFor("Payment successful"))
            #expect(try await session.waitFor("Paid €12.50"))
            try await session.send("Enter")
            #expect(try await session.waitFor("DEMO-EXITED 0"))
        }
    }

    @Test(.enabled(if: tmuxPath != nil, "needs tmux (.ci/run installs it)"))
    func withAnEmptyIdealListTheCustomerContinuesToIdealAndPays() async throws {
        try await TmuxSession.with(
            "\(demoBinary.path) --method ADYEN_IDEAL --ideal-hub --no-recent-bank; echo DEMO-EXITED $?; sleep 120"
        ) { session in
            #expect(try await session.waitFor("You choose your bank on the iDEAL page."))
            #expect(try await session.waitFor("▸ Continue to iDEAL"))
            #expect(try await session.waitFor("€12.50"))
            try await session.send("Enter")
            #expect(try await session.waitFor("Waiting for your bank"))
            try await session.send("a")
            #expect(try await session.waitFor("Payment successful"))
            try await session.send("Enter")
            #expect(try await session.waitFor("DEMO-EXITED 0"))
        }
    }

    @Test(.enabled(if: tmuxPath != nil, "needs tmux (.ci/run installs it)"))
    func accessibleModeSpeaksPolishAnnouncementsAsPlainLines() async throws {
        try await TmuxSession.with(
            "\(demoBinary.path) --accessible --locale pl --method ADYEN_DOTPAY; sleep 120",
            columns: 100, rows: 40
        ) { session in
            #expect(try await session.waitFor("Wybierz swój bank"))
            #expect(try await session.waitFor("37 banków"))
            try await session.send("s", "p", "o", "l")
            #expect(try await session.waitFor("Szukaj banków: spol"))
            #expect(try await session.waitFor("2 banki"))
            // The terminal's keys, in Polish: not a phone's double-tap.
            #expect(try await session.waitFor("Bank Spółdzielczy w Brodnicy. Naciśnij Enter, aby wybrać ten bank"))
            #expect(try await !session.screen().contains("────"), "no full-screen drawing in accessible mode")
            try await session.send("Enter")
            #expect(try await session.waitFor("a: zatwierdź (sandbox), d: odrzuć (sandbox)"))
            #expect(try await session.waitFor("c: Anuluj"))
            try await session.send("C-c")
        }
    }
}
#endif
