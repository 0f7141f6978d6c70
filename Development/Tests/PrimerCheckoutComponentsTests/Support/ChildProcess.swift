#if canImport(Subprocess)
import Foundation
import Subprocess
import SystemPackage

/// Real programs the tests start (the demo, tmux, a browser driver), run with swift-subprocess.
///
/// Foundation's `Process` on Linux learns that a child ended when a socket the child inherited
/// closes; a child that leaves a daemon behind (tmux starting its server, chromedriver starting
/// Chromium) passes that socket on, so `waitUntilExit` never returns. Subprocess closes every
/// other descriptor in the child and waits on the process itself.
enum ChildProcess {
    struct Result: Sendable {
        let status: Int32
        let output: String
    }

    /// Runs `executable` to its end and returns its exit status and its output (stdout and stderr
    /// together). Standard input is empty.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], captureOutput: Bool = true) async throws -> Result {
        let status: TerminationStatus
        let output: String
        if captureOutput {
            let result = try await Subprocess.run(
                .path(FilePath(executable)), arguments: Arguments(arguments),
                output: .string(limit: 4 << 20),
                error: .combinedWithOutput)
            status = result.terminationStatus
            output = result.standardOutput
        } else {
            status = try await Subprocess.run(
                .path(FilePath(executable)), arguments: Arguments(arguments),
                output: .discarded
            ).terminationStatus
            output = ""
        }
        switch status {
        case .exited(let code): return Result(status: code, output: output)
        case .signaled(let signal): return Result(status: 128 + signal, output: output)
        }
    }

    /// Starts `executable`, runs `body` with the lines it prints on standard output while it
    /// lives, then stops it (SIGTERM, then SIGKILL after two seconds). Output `body` does not read
    /// is still drained, so the program never blocks on a full pipe.
    static func whileRunning<T: Sendable>(
        _ executable: String, _ arguments: [String],
        _ body: @Sendable (AsyncStream<String>) async throws -> T
    ) async throws -> T {
        let result = try await Subprocess.run(
            .path(FilePath(executable)), arguments: Arguments(arguments),
            input: .none, output: .sequence, error: .discarded
        ) { execution in
            let (lines, continuation) = AsyncStream.makeStream(of: String.self)
            let drain = Task {
                for try await line in execution.standardOutput.strings() { continuation.yield(line) }
                continuation.finish()
            }
            let outcome: Swift.Result<T, any Error>
            do {
                outcome = .success(try await body(lines))
            } catch {
                outcome = .failure(error)
            }
            await execution.teardown(using: [.gracefulShutDown(allowedDurationToNextStep: .seconds(2))])
            drain.cancel()
            continuation.finish()
            return outcome
        }
        return try result.closureResult.get()
    }
}
#endif
