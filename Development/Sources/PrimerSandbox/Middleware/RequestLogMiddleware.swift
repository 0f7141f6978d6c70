import Foundation
import Hummingbird

/// Reads the request's body once (into the context) and records the request in the store's log.
struct RequestLogMiddleware: RouterMiddleware {
    static let maximumBody = 1 << 20
    let endpoint: SandboxEndpoint
    let store: SandboxStore

    func handle(
        _ request: Request, context: SandboxRequestContext, next: (Request, SandboxRequestContext) async throws -> Response
    ) async throws -> Response {
        var request = request
        var context = context
        context.body = Data(try await request.collectBody(upTo: Self.maximumBody).readableBytesView)
        var headers: [String: String] = [:]
        for field in request.headers { headers[field.name.canonicalName] = field.value }
        await store.record(
            SandboxRequestRecord(
                endpoint: endpoint, method: request.method.rawValue, path: request.uri.string, headers: headers, body: context.body,
                receivedAt: Date()))
        return try await next(request, context)
    }
}
