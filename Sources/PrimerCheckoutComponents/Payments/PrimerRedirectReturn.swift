import Foundation

/// The customer's way back from the bank into the app, when it does not come through the browser
/// sheet: the banking app opening the app's universal link or URL scheme, or a sheet that cannot
/// complete on an https address (before iOS 17.4). Forward such a URL from `onOpenURL` or
/// `scene(_:openURLContexts:)`; the checkout waiting for the bank then asks the server at once.
/// The SDK's browser sheet (`WebAuthenticationRedirectHandler`, `PrimerCheckout`'s default) hears
/// it; a merchant's own `RedirectHandler` reports the return as `RedirectEvent.customerReturned`
/// instead, or the checkout sees the result at its next scheduled status check.
/// The URL decides nothing: only the server's answer ends the payment.
///
/// ```swift
/// .onOpenURL { url in
///     PrimerRedirectReturn.handle(url, settings: settings)
/// }
/// ```
public enum PrimerRedirectReturn {
    /// Posted on the notification center `handle(_:settings:notificationCenter:)` is given when a
    /// URL was the checkout's return; the SDK's browser-sheet handler treats it as the customer's return.
    package static let notification = Notification.Name("PrimerRedirectReturn")

    /// Tells a waiting checkout that the customer came back through `url`, when `url` is the
    /// return address of `settings` (its `universalLink`, or its `urlScheme`).
    /// - Returns: Whether `url` was the checkout's return (otherwise it is the app's to handle).
    @discardableResult
    public static func handle(_ url: URL, settings: PrimerSettings, notificationCenter: NotificationCenter = .default) -> Bool {
        guard isReturn(url, settings: settings) else { return false }
        notificationCenter.post(name: notification, object: nil)
        return true
    }

    /// Whether `url` is `settings`' return address: the universal link's host, with its path as
    /// a prefix, or the URL scheme — only under its host and path when `urlScheme` names them
    /// (`myshop://payment`), so the app's other links of that scheme stay the app's.
    static func isReturn(_ url: URL, settings: PrimerSettings) -> Bool {
        if let link = try? settings.callbackUniversalLink(), url.scheme?.lowercased() == "https", isUnder(link, url) { return true }
        guard let scheme = try? settings.callbackURLScheme(), url.scheme?.lowercased() == scheme else { return false }
        return settings.callbackAddress().map { isUnder($0, url) } ?? true
    }

    /// Whether `url` has `address`'s host (in any case) and its path, or a path below it.
    private static func isUnder(_ address: URL, _ url: URL) -> Bool {
        guard url.host?.lowercased() == address.host?.lowercased() else { return false }
        let prefix = address.path.hasSuffix("/") || address.path.isEmpty ? address.path : address.path + "/"
        return url.path == address.path || url.path.hasPrefix(prefix)
    }
}
