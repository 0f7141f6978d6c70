import Foundation
import HTTPTypes
import Hummingbird

extension SandboxAPI {
    typealias Handler = @Sendable (Request, SandboxRequestContext) async throws -> Response

    /// Adds a route behind its endpoint's middleware: the request log and fault injection on every
    /// endpoint, then the API's header and token checks on strict ones.
    func on(
        _ router: Router<SandboxRequestContext>, _ path: RouterPath, method: HTTPRequest.Method, rules: EndpointRules,
        _ handler: @escaping Handler
    ) {
        var group = router.group()
            .add(middleware: RequestLogMiddleware(endpoint: rules.endpoint, store: store))
            .add(middleware: FaultInjectionMiddleware(endpoint: rules.endpoint, store: store))
        if rules.strictHeaders {
            group = group.add(middleware: StrictHeadersMiddleware(rules: rules))
                .add(middleware: ClientTokenMiddleware(token: rules.token, store: store))
        }
        group.on(path, method: method, use: handler)
    }

    /// Decodes a request body strictly into `T`.
    static func decode<T: Decodable>(_ type: T.Type, _ body: Data) -> T? {
        try? JSONDecoder().decode(type, from: body)
    }
}
