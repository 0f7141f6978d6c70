// iOS (and the Linux type-check): the browser sheet needs UIKit's windows.
#if canImport(UIKit)
import AuthenticationServices
import UIKit

/// The bank's page in an `ASWebAuthenticationSession`, presented over the app's key window.
@MainActor
final class WebAuthenticationBankPageSession: NSObject, BankPageSession, ASWebAuthenticationPresentationContextProviding {
    private let session: ASWebAuthenticationSession

    init(url: URL, callbackScheme: String?, ephemeral: Bool, completion: @escaping @MainActor (BankPageOutcome) -> Void) {
        session = ASWebAuthenticationSession(url: url, callbackURLScheme: callbackScheme) { callbackURL, error in
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
        super.init()
        session.prefersEphemeralWebBrowserSession = ephemeral
        session.presentationContextProvider = self
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
