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
    /// a prefix, or the URL scheme.
    static func isReturn(_ url: URL, settings: PrimerSettings) -> Bool {
        if let link = try? settings.callbackUniversalLink(), url.scheme?.lowercased() == "https",
            url.host?.lowercased() == link.host?.lowercased()
        {
            let prefix = link.path.hasSuffix("/") || link.path.isEmpty ? link.path : link.path + "/"
            if url.path == link.path || url.path.hasPrefix(prefix) { return true }
        }
        if let scheme = try? settings.callbackURLScheme(), url.scheme?.lowercased() == scheme { return true }
        return false
    }
}
