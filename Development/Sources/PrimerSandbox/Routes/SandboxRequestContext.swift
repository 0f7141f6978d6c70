import Foundation
import Hummingbird

/// What the sandbox's middleware learned about a request, for the handler behind it.
struct SandboxRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The request's body, read once by `RequestLogMiddleware`.
    var body = Data()
    /// Who made the request, once `ClientTokenMiddleware` checked its token.
    var caller: SandboxCaller = .anonymous

    init(source: Source) {
        coreContext = .init(source: source)
    }
}

/// Who made a validated request.
enum SandboxCaller: Sendable {
    case session(accessToken: String, SandboxStore.Session)
    case requiredAction(SandboxPayment)
    case anonymous
}
