import Foundation

/// How a browser session with the bank's page ended.
package enum BankPageOutcome: Equatable, Sendable {
    /// The bank's page sent the customer back to the app's URL scheme.
    case returnedToApp
    /// The customer closed the browser sheet.
    case closedByCustomer
    /// The sheet could not be shown or failed.
    case failed
}

/// A browser session showing the bank's page: `ASWebAuthenticationSession` on iOS, a fake in tests.
@MainActor
package protocol BankPageSession: AnyObject {
    /// Shows the page; `false` when it cannot be shown.
    func start() -> Bool
    /// Closes the page if it is still shown.
    func cancel()
}

/// Makes a session for `url` that returns to `callbackScheme` and reports how it ended, once.
package typealias BankPageSessionFactory =
    @MainActor (
        _ url: URL, _ callbackScheme: String?, _ completion: @escaping @MainActor (BankPageOutcome) -> Void
    ) -> any BankPageSession
