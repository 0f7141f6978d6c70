#if canImport(Glibc)
import Glibc

/// A TCP port free on both loopback addresses, for a child process that listens on each.
enum LoopbackPort {
    /// A port the kernel hands out for 127.0.0.1 that ::1 has free too, released again before
    /// returning; nil when none of a few candidates is.
    static func free() -> Int? {
        for _ in 0..<8 {
            guard let port = freeIPv4Port() else { return nil }
            if isFreeOnIPv6(port) { return Int(port) }
        }
        return nil
    }

    private static func freeIPv4Port() -> UInt16? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        return bound ? UInt16(bigEndian: address.sin_port) : nil
    }

    /// Whether `port` can be bound on ::1; true where the machine has no IPv6 (nothing listens there).
    private static func isFreeOnIPv6(_ port: UInt16) -> Bool {
        let descriptor = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_addr = in6addr_loopback
        address.sin6_port = port.bigEndian
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0
            }
        }
    }
}
#endif
