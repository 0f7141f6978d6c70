import HTTPTypes
import Hummingbird

/// The Primer API's header rules: the SDK headers on every call, `X-Api-Version: 2.4` exactly where
/// the endpoint takes one, JSON bodies on POST and no `Content-Type` on GET.
struct StrictHeadersMiddleware: RouterMiddleware {
    static let commonHeaders = ["Primer-SDK-Version", "Primer-SDK-Client", "Primer-SDK-Checkout-Session-ID", "X-Request-ID"]
    let rules: EndpointRules

    func handle(
        _ request: Request, context: SandboxRequestContext, next: (Request, SandboxRequestContext) async throws -> Response
    ) async throws -> Response {
        if let (status, errorId, description) = rejection(of: request) {
            return try SandboxReply.error(status, errorId, description, for: request, in: context)
        }
        return try await next(request, context)
    }

    private func rejection(of request: Request) -> (HTTPResponse.Status, String, String)? {
        func header(_ name: String) -> String? {
            HTTPField.Name(name).flatMap { request.headers[$0] }
        }
        for name in Self.commonHeaders where (header(name) ?? "").isEmpty {
            return (.badRequest, "missing-header", "The \(name) header is required.")
        }
        let version = header("X-Api-Version")
        if rules.apiVersion, version != "2.4" {
            return (.badRequest, "invalid-api-version", "X-Api-Version must be 2.4 on this endpoint.")
        }
        if !rules.apiVersion, version != nil {
            return (.badRequest, "unexpected-api-version", "This endpoint takes no X-Api-Version header.")
        }
        if request.method == .post, rules.jsonBody, header("Content-Type")?.hasPrefix("application/json") != true {
            return (.unsupportedMediaType, "invalid-content-type", "Content-Type must be application/json.")
        }
        if request.method == .get, header("Content-Type") != nil {
            return (.badRequest, "unexpected-content-type", "A GET request has no Content-Type.")
        }
        return nil
    }
}
