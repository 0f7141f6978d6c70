import Foundation

/// Which addresses the checkout may send a customer to or poll: `https`, or `http` to this
/// machine only (the local sandbox). `javascript:`, `data:`, `file:` and the rest are refused.
enum RedirectURLPolicy {
    static func isAllowed(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else { return false }
        switch scheme {
        case "https": return true
        case "http": return isLoopback(host)
        default: return false
        }
    }

    /// `localhost`, `::1`, or an IPv4 address in 127.0.0.0/8 written as four decimal numbers — parsed,
    /// so `127.0.0.1.nip.io` (a public name) is not loopback.
    static func isLoopback(_ host: String) -> Bool {
        if host == "localhost" || host == "::1" || host == "[::1]" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        let octets = parts.compactMap { part -> Int? in
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber) else { return nil }
            return Int(part).flatMap { (0...255).contains($0) ? $0 : nil }
        }
        return octets.count == 4 && octets[0] == 127
    }

    /// Where `url` points without what makes it a capability (its path, query and fragment): the
    /// bank page's address is a secret of the payment, so analytics and errors carry only this.
    static func origin(of url: URL) -> String {
        guard let scheme = url.scheme, let host = url.host else { return url.scheme.map { "\($0):" } ?? "" }
        return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
    }

    /// `string` as an address when it is one and allowed (logos: anything else shows a fallback).
    static func allowedURL(from string: String) -> URL? {
        guard let url = URL(string: string), isAllowed(url) else { return nil }
        return url
    }

    static func validated(_ url: URL?, name: String) throws(PrimerError) -> URL {
        guard let url else {
            throw .failedToRedirect(url: "", reason: "the \(name) is missing", diagnosticsId: PrimerError.newDiagnosticsId())
        }
        guard isAllowed(url) else {
            throw .failedToRedirect(
                url: origin(of: url), reason: "the \(name) is not an https address",
                diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return url
    }
}
