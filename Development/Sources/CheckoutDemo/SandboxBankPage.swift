import Foundation
@_spi(Transport) import PrimerCheckoutComponents

/// Presses a button on the sandbox bank's page, as a customer in a browser would.
public enum SandboxBankPage {
    public enum Button: String, Sendable {
        case approve, decline, cancel
    }

    /// The bank a customer picks on the scheme's page (iDEAL 2.0) unless told otherwise.
    public static let defaultSchemeBank = "INGBNL2A"

    /// Loads the page at `url`, then submits `button`'s form. On the scheme's page (a payment made
    /// without a bank) the customer first picks `schemeBank`, unless they cancel.
    public static func press(_ button: Button, at url: URL, schemeBank: String = defaultSchemeBank) async {
        let transport = URLSessionTransport()
        let page = try? await transport.send(PrimerHTTPRequest(method: "GET", url: url, timeout: 10))
        let isSchemePage = page.map { String(decoding: $0.body, as: UTF8.self).contains(#"id="scheme""#) } ?? false
        if isSchemePage, button != .cancel {
            let choose = url.appendingPathComponent("choose").appendingPathComponent(schemeBank)
            _ = try? await transport.send(PrimerHTTPRequest(method: "POST", url: choose, timeout: 10))
        }
        _ = try? await transport.send(PrimerHTTPRequest(method: "POST", url: url.appendingPathComponent(button.rawValue), timeout: 10))
    }
}
