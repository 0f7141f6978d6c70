import Foundation

/// Which addresses the checkout may send a customer to or poll: `https`, or `http` to this
/// machine only (the local sandbox). `javascript:`, `data:`, `file:` and the rest are refused.
enum RedirectURLPolicy {
    static func isAllowed(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else { return false }
        switch scheme {
        case "https": return true
        case "http": return host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
        default: return false
        }
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
                url: url.absoluteString, reason: "the \(name) is not an https address",
                diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return url
    }
}
