import Foundation

/// An advisory lock (`flock`) on a file, which every process that opens the same file shares:
/// what serializes checkouts of two processes (an app and its extension) on one order. For the
/// stores of the SDK and its development tools.
@_spi(Stores) public enum FileLock {
    /// Takes the lock on `url`, creating the file (mode 0600) and its folder when missing; waits
    /// while another holds it. Returns what releases it (once; again does nothing).
    public static func take(_ url: URL) async throws -> @Sendable () -> Void {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw OpenPaymentStoreFailure("cannot open the lock \(url.path): errno \(errno)") }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(descriptor)
                throw OpenPaymentStoreFailure("cannot lock \(url.path): errno \(code)")
            }
            // flock has no asynchronous form; a blocking call would hold a thread of the pool.
            do {
                try await Task.sleep(nanoseconds: 20_000_000)
            } catch {
                close(descriptor)
                throw error
            }
        }
        let held = Held(descriptor)
        return { held.release() }
    }

    private final class Held: @unchecked Sendable {
        private let lock = NSLock()
        private var descriptor: Int32?

        init(_ descriptor: Int32) { self.descriptor = descriptor }

        func release() {
            lock.withLock {
                guard let descriptor else { return }
                // Closing the last descriptor of the file releases its lock.
                close(descriptor)
                self.descriptor = nil
            }
        }
    }
}
