import Foundation
import Testing

@testable import PrimerCheckoutTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's process-wide resources are given back when the app ends.
@Suite("Raw terminal", .serialized)
struct RawTerminalTests {
    /// The disposition of `number` now, as an address (`SIG_DFL` is 0, `SIG_IGN` 1).
    private func disposition(_ number: Int32) -> Int {
        let current = signal(number, SIG_IGN)
        signal(number, current)
        return unsafeBitCast(current, to: Int.self)
    }

    /// SIGWINCH and SIGHUP only: other tests' sandboxes listen for SIGTERM and SIGINT.
    @Test func signalDispositionsComeBackWhenTheSignalStreamEnds() async {
        signal(SIGWINCH, SIG_DFL)
        signal(SIGHUP, SIG_DFL)
        let (started, didStart) = AsyncStream.makeStream(of: Void.self)
        let listening = Task {
            let signals = RawTerminal.signals()
            didStart.yield()
            for await _ in signals {}
        }
        for await _ in started { break }
        #expect(disposition(SIGWINCH) != 0 && disposition(SIGHUP) != 0)
        listening.cancel()
        await listening.value
        #expect(disposition(SIGWINCH) == 0 && disposition(SIGHUP) == 0)
    }

    @Test func theInputReaderDeliversBytesAndStopsReadingWhenItsIterationIsCancelled() async throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer {
            close(readEnd)
            close(writeEnd)
        }
        let (stopped, didStop) = AsyncStream.makeStream(of: Void.self)
        let (received, didReceive) = AsyncStream.makeStream(of: [UInt8].self)
        let reading = Task {
            for await bytes in RawTerminal.inputBytes(from: readEnd, onEnd: { didStop.yield() }) { didReceive.yield(bytes) }
        }
        _ = write(writeEnd, "ab", 2)
        for await bytes in received {
            #expect(bytes == Array("ab".utf8))
            break
        }
        reading.cancel()
        for await _ in stopped { break }
        _ = write(writeEnd, "c", 1)
        var pending: Int32 = 0
        _ = ioctl(readEnd, UInt(FIONREAD), &pending)
        #expect(pending == 1)
    }
}
