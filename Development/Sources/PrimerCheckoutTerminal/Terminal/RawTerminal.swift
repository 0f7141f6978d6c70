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

/// Dispatch signal sources kept alive until the signal stream ends, and the signal dispositions
/// they replaced, put back when it ends.
private final class SignalSources: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]
    private let restored = DispatchGroup()

    /// Listens for `signals` on `queue`, each one's default action suspended, each arrival told to
    /// `received`.
    init(_ signals: [Int32], queue: DispatchQueue, received: @escaping @Sendable (Int32) -> Void) {
        sources = signals.map { [restored] number in
            let previous = signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { received(number) }
            // libdispatch installs a handler of its own once it registers the source, after
            // `resume()` returned: the disposition goes back only once the source is gone.
            restored.enter()
            source.setCancelHandler {
                signal(number, previous)
                restored.leave()
            }
            source.resume()
            return source
        }
    }

    /// Stops listening and returns once every disposition is back.
    func cancel() {
        sources.forEach { $0.cancel() }
        restored.wait()
    }
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

    /// Bytes typed on standard input (or read from `descriptor`), read on a dedicated thread so no
    /// actor ever blocks. The thread ends with the stream: ending or cancelling the iteration wakes
    /// it through a pipe; `onEnd` runs when it has stopped reading.
    package static func inputBytes(from descriptor: Int32 = STDIN_FILENO, onEnd: (@Sendable () -> Void)? = nil)
        -> AsyncStream<[UInt8]>
    {
        AsyncStream { continuation in
            var wake: [Int32] = [-1, -1]
            guard pipe(&wake) == 0 else {
                continuation.finish()
                return
            }
            let (wakeRead, wakeWrite) = (wake[0], wake[1])
            let thread = Thread {
                var buffer = [UInt8](repeating: 0, count: 256)
                var watched = [
                    pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
                ]
                while true {
                    if poll(&watched, 2, -1) < 0 {
                        if errno == EINTR { continue }
                        break
                    }
                    if watched[1].revents != 0 { break }
                    guard watched[0].revents != 0 else { continue }
                    let count = read(descriptor, &buffer, buffer.count)
                    if count <= 0 { break }
                    continuation.yield(Array(buffer[0..<count]))
                }
                close(wakeRead)
                continuation.finish()
                onEnd?()
            }
            continuation.onTermination = { _ in
                _ = systemWrite(wakeWrite, [UInt8(1)], 1)
                close(wakeWrite)
            }
            thread.start()
        }
    }

    /// Terminal resizes and termination signals, as they arrive. While the stream lasts the
    /// signals' default actions are suspended; when it ends, the dispositions before it return.
    package static func signals() -> AsyncStream<Int32> {
        AsyncStream { continuation in
            // A queue of their own: ending the stream waits for it, never for Swift's thread pool.
            let held = SignalSources([SIGWINCH, SIGTERM, SIGHUP, SIGINT], queue: DispatchQueue(label: "RawTerminal.signals")) {
                continuation.yield($0)
            }
            continuation.onTermination = { _ in held.cancel() }
        }
    }
}
