// Linux-only declaration shim of Apple's AuthenticationServices (iOS 15 shapes), for type-checking
// PrimerCheckoutSwiftUI on Linux. Declarations only: never run. See docs/APPLE.md.
import Foundation
import UIKit

/// A display surface for authorization interfaces.
public typealias ASPresentationAnchor = UIWindow

/// An interface the session uses to ask a delegate for a presentation context.
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    /// Tells the delegate from which window it should present content to the user.
    @MainActor func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// A session that an app uses to authenticate a user through a web service.
open class ASWebAuthenticationSession: NSObject {
    /// A completion handler for the web authentication session.
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// Creates a web authentication session instance.
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping ASWebAuthenticationSession.CompletionHandler) {
        fatalError("type-check only")
    }

    /// A delegate that provides a display context in which the system can present an authentication session.
    weak open var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?

    /// A Boolean value that indicates whether the session should ask the browser for a private authentication session.
    open var prefersEphemeralWebBrowserSession: Bool

    /// A Boolean value that indicates whether the session can be successfully started.
    open var canStart: Bool { fatalError("type-check only") }

    /// Starts a web authentication session.
    open func start() -> Bool { fatalError("type-check only") }

    /// Cancels a web authentication session.
    open func cancel() { fatalError("type-check only") }
}

/// The error domain and codes of web authentication sessions.
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable {
    /// Error codes that a web authentication session can return.
    public enum Code: Int, Sendable {
        case canceledLogin = 1
        case presentationContextNotProvided = 2
        case presentationContextInvalid = 3
    }

    public init(_ code: Code, userInfo: [String: Any] = [:]) { fatalError("type-check only") }

    public var code: Code { fatalError("type-check only") }

    public static var canceledLogin: Code { fatalError("type-check only") }
    public static var presentationContextNotProvided: Code { fatalError("type-check only") }
    public static var presentationContextInvalid: Code { fatalError("type-check only") }

    public static func == (lhs: ASWebAuthenticationSessionError, rhs: ASWebAuthenticationSessionError) -> Bool {
        fatalError("type-check only")
    }

    public func hash(into hasher: inout Hasher) { fatalError("type-check only") }
}
