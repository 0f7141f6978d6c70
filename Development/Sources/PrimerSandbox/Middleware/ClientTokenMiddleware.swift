import HTTPTypes
import Hummingbird

/// Checks `Primer-Client-Token`: a session's access token, or a payment's required-action token;
/// the caller it names goes into the context.
struct ClientTokenMiddleware: RouterMiddleware {
    let token: EndpointRules.Token
    let store: SandboxStore

    func handle(
        _ request: Request, context: SandboxRequestContext, next: (Request, SandboxRequestContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        let presented = HTTPField.Name("Primer-Client-Token").flatMap { request.headers[$0] } ?? ""
        switch token {
        case .none:
            context.caller = .anonymous
        case .session:
            guard let session = await store.session(for: presented) else {
                return try SandboxReply.error(
                    .unauthorized, "unauthorized", "Unknown or missing Primer-Client-Token.", for: request, in: context)
            }
            context.caller = .session(accessToken: presented, session)
        case .requiredAction:
            guard let payment = await store.payment(forActionToken: presented) else {
                return try SandboxReply.error(
                    .unauthorized, "unauthorized", "Unknown or missing required-action token.", for: request, in: context)
            }
            context.caller = .requiredAction(payment)
        }
        return try await next(request, context)
    }
}
