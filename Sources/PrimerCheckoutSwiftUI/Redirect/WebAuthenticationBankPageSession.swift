// iOS (and the Linux type-check): the browser sheet needs UIKit's windows.
#if canImport(UIKit)
import AuthenticationServices
import UIKit

/// The bank's page in an `ASWebAuthenticationSession`, presented over the app's key window.
@MainActor
final class WebAuthenticationBankPageSession: NSObject, BankPageSession, ASWebAuthenticationPresentationContextProviding {
    private let session: ASWebAuthenticationSession

    init(
        url: URL, callbackScheme: String?, universalLink: URL?, ephemeral: Bool,
        completion: @escaping @MainActor (BankPageOutcome) -> Void
    ) {
        let finished: @Sendable (URL?, (any Error)?) -> Void = { callbackURL, error in
            let outcome: BankPageOutcome
            if callbackURL != nil {
                outcome = .returnedToApp
            } else if let error = error as? ASWebAuthenticationSessionError, error.code == .canceledLogin {
                outcome = .closedByCustomer
            } else {
                outcome = .failed
            }
            Task { @MainActor in completion(outcome) }
        }
        session = Self.session(url: url, callbackScheme: callbackScheme, universalLink: universalLink, finished: finished)
        super.init()
        session.prefersEphemeralWebBrowserSession = ephemeral
        session.presentationContextProvider = self
    }

    /// A session completing on the universal link where iOS can (17.4), otherwise on the scheme;
    /// before 17.4 a universal link comes back through `PrimerRedirectReturn`.
    private static func session(
        url: URL, callbackScheme: String?, universalLink: URL?, finished: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> ASWebAuthenticationSession {
        #if os(iOS)
        if #available(iOS 17.4, *), let universalLink, let host = universalLink.host {
            return ASWebAuthenticationSession(url: url, callback: .https(host: host, path: universalLink.path), completionHandler: finished)
        }
        #endif
        return ASWebAuthenticationSession(url: url, callbackURLScheme: callbackScheme, completionHandler: finished)
    }

    func start() -> Bool {
        session.start()
    }

    func cancel() {
        session.cancel()
    }

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
        let windows = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        return windows.first(where: \.isKeyWindow) ?? windows.first ?? ASPresentationAnchor()
    }
}
#endif
