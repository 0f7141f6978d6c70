import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemWrite = Glibc.write
#else
private let systemWrite = Darwin.write
#endif

/// Dispatch signal sources kept alive until the signal stream ends.
private final class SignalSources: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]
    init(_ sources: [any DispatchSourceSignal]) { self.sources = sources }
    func cancel() { sources.forEach { $0.cancel() } }
}

/// The controlling terminal in raw mode on the alternate screen. `restore()` puts it back and is
/// safe to call more than once, from any exit path.
package final class RawTerminal: @unchecked Sendable {
    private let lock = NSLock()
    private var original = termios()
    private var active = false

    /// Whether standard input and output are terminals.
    package static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    package init() {}

    /// Enters raw mode and the alternate screen; false if stdin is not a terminal.
    package func enter(fullScreen: Bool = true) -> Bool {
        lock.withLock {
            guard !active, tcgetattr(STDIN_FILENO, &original) == 0 else { return active }
            var raw = original
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
            raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
            guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
            active = true
            if fullScreen { Self.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J") }
            return true
        }
    }

    /// Leaves raw mode and the alternate screen.
    package func restore() {
        lock.withLock {
            guard active else { return }
            active = false
            Self.write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        }
    }

    /// The terminal's size in columns and rows (80×24 when unknown).
    package static func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes `text` to standard output in one system call.
    package static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Bytes typed on standard input, read on a dedicated thread so no actor ever blocks.
    package static func inputBytes() -> AsyncStream<[UInt8]> {
        AsyncStream { continuation in
            let thread = Thread {
                var buffer = [UInt8](repeating: 0, count: 256)
                while true {
                    let count = read(STDIN_FILENO, &buffer, buffer.count)
                    if count <= 0 { break }
                    continuation.yield(Array(buffer[0..<count]))
                }
                continuation.finish()
            }
            thread.start()
        }
    }

    /// Terminal resizes and termination signals, as they arrive.
    package static func signals() -> AsyncStream<Int32> {
        AsyncStream { continuation in
            var sources: [any DispatchSourceSignal] = []
            for signalNumber in [SIGWINCH, SIGTERM, SIGHUP, SIGINT] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { continuation.yield(signalNumber) }
                source.resume()
                sources.append(source)
            }
            let held = SignalSources(sources)
            continuation.onTermination = { _ in held.cancel() }
        }
    }
}
