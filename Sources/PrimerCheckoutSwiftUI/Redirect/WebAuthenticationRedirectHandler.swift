// iOS (and the Linux type-check): the browser sheet needs UIKit's windows.
#if canImport(UIKit)
import Foundation
import PrimerCheckoutComponents
import UIKit

/// Sends the customer to the bank's page in a browser sheet (`ASWebAuthenticationSession`) and
/// reports their return: the page returning to the app's URL scheme, or the app becoming active
/// again after the customer approved in their banking app, is `customerReturned` (the checkout
/// checks the payment at once); closing the sheet is `customerCancelled`. `PrimerCheckout` uses it
/// unless the merchant supplies their own `RedirectHandler`.
@available(iOS 15.0, *)
@MainActor
public final class WebAuthenticationRedirectHandler: RedirectHandler {
    private let callbackScheme: String?
    private let makeSession: BankPageSessionFactory
    private let notificationCenter: NotificationCenter
    private let activation: Notification.Name
    private var session: (any BankPageSession)?
    /// The bank page the sheet shows now.
    private var shown: URL?
    private var continuation: AsyncStream<RedirectEvent>.Continuation?
    private var observers: [any NSObjectProtocol] = []

    /// Creates a handler returning to `settings.universalLink` (iOS 17.4 and later) or to the
    /// scheme of `settings.urlScheme`; a return forwarded to `PrimerRedirectReturn` counts too.
    /// - Parameters:
    ///   - settings: The checkout's settings; their `urlScheme` is where the bank's page returns.
    ///   - prefersEphemeralWebBrowserSession: Whether the sheet shares no cookies with Safari;
    ///     `true` also spares the customer the system's "wants to use … to sign in" prompt.
    /// - Throws: `PrimerError.invalidValue` when `settings.urlScheme` is not a URL scheme or
    ///   `settings.universalLink` not an https address.
    public convenience init(settings: PrimerSettings, prefersEphemeralWebBrowserSession: Bool = true) throws(PrimerError) {
        let universalLink = try settings.callbackUniversalLink()
        self.init(
            callbackScheme: try settings.callbackURLScheme(),
            makeSession: { url, scheme, completion in
                WebAuthenticationBankPageSession(
                    url: url, callbackScheme: scheme, universalLink: universalLink, ephemeral: prefersEphemeralWebBrowserSession,
                    completion: completion)
            },
            notificationCenter: .default,
            activation: UIApplication.didBecomeActiveNotification)
    }

    package init(
        callbackScheme: String?, makeSession: @escaping BankPageSessionFactory, notificationCenter: NotificationCenter,
        activation: Notification.Name
    ) {
        self.callbackScheme = callbackScheme
        self.makeSession = makeSession
        self.notificationCenter = notificationCenter
        self.activation = activation
    }

    /// Shows `url` in a browser sheet and streams what the customer does.
    /// - Throws: `PrimerError.failedToRedirect` when the sheet cannot be shown.
    public func open(_ url: URL) async throws -> AsyncStream<RedirectEvent> {
        endSession()
        let (events, continuation) = AsyncStream.makeStream(of: RedirectEvent.self)
        let session = makeSession(url, callbackScheme) { [weak self] outcome in
            switch outcome {
            case .returnedToApp: continuation.yield(.customerReturned)
            case .closedByCustomer, .failed: continuation.yield(.customerCancelled)
            }
            self?.session = nil
        }
        guard session.start() else {
            continuation.finish()
            // The page's path is a capability of the payment: the error names its origin only.
            let origin = "\(url.scheme ?? "")://\(url.host ?? "")" + (url.port.map { ":\($0)" } ?? "")
            throw PrimerError.failedToRedirect(
                url: origin, reason: "the browser sheet could not be shown",
                diagnosticsId: UUID().uuidString)
        }
        self.session = session
        shown = url
        self.continuation = continuation
        observers = [activation, PrimerRedirectReturn.notification].map { name in
            notificationCenter.addObserver(forName: name, object: nil, queue: nil) { _ in
                continuation.yield(.customerReturned)
            }
        }
        return events
    }

    /// Closes the sheet if it is still shown and ends the stream.
    public func close() async {
        endSession()
    }

    /// Closes the sheet only if it still shows `url`: another checkout's page opened since stays.
    public func close(_ url: URL) async {
        guard url == shown else { return }
        endSession()
    }

    private func endSession() {
        session?.cancel()
        session = nil
        shown = nil
        observers.forEach(notificationCenter.removeObserver)
        observers = []
        continuation?.finish()
        continuation = nil
    }
}
#endif
