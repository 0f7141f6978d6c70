import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Presses a button on the sandbox bank's page, as a customer in a browser would.
public enum SandboxBankPage {
    public enum Button: String, Sendable {
        case approve, decline, cancel
    }

    /// Loads the page at `url`, then submits `button`'s form.
    public static func press(_ button: Button, at url: URL) async {
        _ = try? await URLSession.shared.data(from: url)
        var request = URLRequest(url: url.appendingPathComponent(button.rawValue))
        request.httpMethod = "POST"
        _ = try? await URLSession.shared.data(for: request)
    }
}
