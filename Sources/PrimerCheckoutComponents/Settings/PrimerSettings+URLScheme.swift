import Foundation

extension PrimerSettings {
    /// The scheme the bank's page returns to, from `urlScheme` (`myshop://` or `myshop` → `myshop`),
    /// lowercased; `nil` when the merchant set none.
    /// - Throws: `PrimerError.invalidValue` when `urlScheme` is not a URL scheme (RFC 3986: a letter,
    ///   then letters, digits, `+`, `-` or `.`), or is the web's own (`http`, `https`): the bank's
    ///   first page would count as the return, and every web link the app opens as the bank's.
    package func callbackURLScheme() throws(PrimerError) -> String? {
        guard let urlScheme else { return nil }
        let scheme = urlScheme.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let isValid =
            scheme.first.map { $0.isASCII && $0.isLetter } == true
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
        guard isValid else {
            throw .invalidValue(
                key: "urlScheme", value: urlScheme, reason: "it is not a URL scheme such as myshop://",
                diagnosticsId: PrimerError.newDiagnosticsId())
        }
        guard !["http", "https"].contains(scheme.lowercased()) else {
            throw .invalidValue(
                key: "urlScheme", value: urlScheme,
                reason: "it is the web's scheme, not your app's: set universalLink for a return to an https address",
                diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return scheme.lowercased()
    }

    /// The address `urlScheme` names after its scheme (`myshop://payment`), when it names one: only
    /// URLs under it are the checkout's return. `nil` for a bare scheme (`myshop://`, `myshop`).
    package func callbackAddress() -> URL? {
        guard let address = urlScheme.flatMap(URL.init(string:)), address.host?.isEmpty == false else { return nil }
        return address
    }
}

extension PrimerSettings {
    /// `universalLink`, checked: an https address with a host.
    /// - Throws: `PrimerError.invalidValue` when it is not one.
    package func callbackUniversalLink() throws(PrimerError) -> URL? {
        guard let universalLink else { return nil }
        guard universalLink.scheme?.lowercased() == "https", universalLink.host?.isEmpty == false else {
            throw .invalidValue(
                key: "universalLink", value: universalLink.absoluteString,
                reason: "it is not an https address such as https://shop.example/primer",
                diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return universalLink
    }
}
