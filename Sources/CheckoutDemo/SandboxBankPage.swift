import Foundation
import PrimerCheckoutComponents

/// Presses a button on the sandbox bank's page, as a customer in a browser would.
public enum SandboxBankPage {
    public enum Button: String, Sendable {
        case approve, decline, cancel
    }

    /// Loads the page at `url`, then submits `button`'s form.
    public static func press(_ button: Button, at url: URL) async {
        let transport = URLSessionTransport()
        _ = try? await transport.send(PrimerHTTPRequest(method: "GET", url: url, timeout: 10))
        _ = try? await transport.send(PrimerHTTPRequest(method: "POST", url: url.appendingPathComponent(button.rawValue), timeout: 10))
    }
}
