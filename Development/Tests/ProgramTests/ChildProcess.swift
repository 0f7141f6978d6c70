#if canImport(Subprocess)
import CheckoutTestSupport
import Foundation
import Subprocess
import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Real programs the tests start (the demo, tmux, a browser driver), run with swift-subprocess.
///
/// Foundation's `Process` on Linux learns that a child ended when a socket the child inherited
/// closes; a child that leaves a daemon behind (tmux starting its server, chromedriver starting
/// Chromium) passes that socket on, so `waitUntilExit` never returns. Subprocess waits on the
/// process itself.
///
/// What a program prints never goes through Subprocess's shared reader: that reader keys its
/// registrations by descriptor number, and a pipe another test's short-lived child (a tmux
/// client whose server keeps the pipe open) left behind could end a reader of a reused number
/// early — chromedriver's announcement was seen to end before its port. A finished program's
/// output is read from a file after it exited; a running program's from a pipe of our own, on a
/// thread of its own.
enum ChildProcess {
    struct Result: Sendable {
        let status: Int32
        let output: String
    }

    /// Runs `executable` to its end and returns its exit status and its output (stdout and stderr
    /// together). Standard input is empty.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], captureOutput: Bool = true) async throws -> Result {
        guard captureOutput else {
            let status = try await Subprocess.run(
                .path(FilePath(executable)), arguments: Arguments(arguments), output: .discarded
            ).terminationStatus
            return Result(status: status.code, output: "")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: file) }
        let descriptor = try FileDescriptor.open(
            FilePath(file.path), .writeOnly, options: [.create, .truncate], permissions: .ownerReadWrite)
        let status = try await Subprocess.run(
            .path(FilePath(executable)), arguments: Arguments(arguments),
            output: .fileDescriptor(descriptor, closeAfterSpawningProcess: true),
            error: .fileDescriptor(try descriptor.duplicate(), closeAfterSpawningProcess: true)
        ).terminationStatus
        return Result(status: status.code, output: String(decoding: try Data(contentsOf: file), as: UTF8.self))
    }

    /// Starts `executable`, runs `body` with what it prints (stdout and stderr together) while it
    /// lives, then stops it (SIGTERM, then SIGKILL after two seconds).
    static func whileRunning<T: Sendable>(
        _ executable: String, _ arguments: [String],
        _ body: @Sendable (ProcessOutput) async throws -> T
    ) async throws -> T {
        // Both ends close on exec: only the program gets the write end (as its stdout and stderr),
        // so the reader sees the end of the output when the program and what it started are gone.
        let (readEnd, writeEnd) = try FileDescriptor.pipe()
        for end in [readEnd, writeEnd] { _ = fcntl(end.rawValue, F_SETFD, FD_CLOEXEC) }
        let output = ProcessOutput(reading: readEnd.rawValue)
        let result = try await Subprocess.run(
            .path(FilePath(executable)), arguments: Arguments(arguments),
            input: .none,
            output: .fileDescriptor(writeEnd, closeAfterSpawningProcess: true),
            error: .fileDescriptor(try writeEnd.duplicate(), closeAfterSpawningProcess: true)
        ) { execution in
            let outcome: Swift.Result<T, any Error>
            do {
                outcome = .success(try await body(output))
            } catch {
                outcome = .failure(error)
            }
            await execution.teardown(using: [.gracefulShutDown(allowedDurationToNextStep: .seconds(2))])
            return outcome
        }
        return try result.closureResult.get()
    }
}

/// What a running program has printed so far, stdout and stderr together, read on a thread of its
/// own until the last holder of the pipe (the program, or a browser it started) closes it.
final class ProcessOutput: Sendable {
    struct Printed: Sendable {
        var text = ""
        /// Every writer has closed the pipe: nothing more will come.
        var ended = false
    }

    let printed = Observed(Printed())

    fileprivate init(reading descriptor: Int32) {
        let printed = printed
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count < 0 {
                    let failure = errno
                    printed.update { $0.text += "\n(reading the output failed: errno \(failure))\n" }
                }
                guard count > 0 else { break }
                let chunk = String(decoding: buffer[0..<count], as: UTF8.self)
                printed.update { $0.text += chunk }
            }
            close(descriptor)
            printed.update { $0.ended = true }
        }
    }

    /// Everything printed so far.
    var text: String { printed.current.text }

    /// The first match of `pattern`'s first capture group in a whole line, once the program has
    /// printed that line; nil if it stops printing or `seconds` pass first.
    func firstLine(capturing pattern: String, seconds: Double = 60) async -> String? {
        let found: @Sendable (String) -> String? = { text in
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            for line in lines {
                if let match = line.firstMatch(of: try! Regex(pattern)), let capture = match.output[1].substring {
                    return String(capture)
                }
            }
            return nil
        }
        _ = await printed.wait(seconds: seconds) { found($0.text) != nil || $0.ended }
        return found(printed.current.text)
    }

    /// The last `count` lines printed, for a failure message.
    func tail(_ count: Int = 40) -> String {
        text.split(separator: "\n").suffix(count).joined(separator: "\n")
    }
}

extension TerminationStatus {
    fileprivate var code: Int32 {
        switch self {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        }
    }
}
#endif
