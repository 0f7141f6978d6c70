import Foundation
import HTTPTypes
import Hummingbird

/// What a strict endpoint requires of a request.
struct EndpointRules {
    enum Token { case session, requiredAction, none }
    let endpoint: SandboxEndpoint
    let apiVersion: Bool
    let token: Token
    var jsonBody: Bool = true
    /// Browser-facing pages (the bank page, logos) skip the API's header rules.
    var strictHeaders: Bool = true
}

/// A handler's answer before faults apply.
struct SandboxAnswer: Error {
    var status: HTTPResponse.Status
    var contentType: String
    var body: Data

    static func json(_ object: Any, status: HTTPResponse.Status = .ok) -> SandboxAnswer {
        SandboxAnswer(
            status: status, contentType: "application/json",
            body: (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8))
    }

    static func error(_ status: HTTPResponse.Status, _ errorId: String, _ description: String) -> SandboxAnswer {
        json(
            ["error": ["errorId": errorId, "description": description, "diagnosticsId": "sbx_diag_\(UUID().uuidString.prefix(8))"]],
            status: status)
    }

    static func html(_ page: String, status: HTTPResponse.Status = .ok) -> SandboxAnswer {
        SandboxAnswer(status: status, contentType: "text/html; charset=utf-8", body: Data(page.utf8))
    }
}

/// Who made a validated request.
enum SandboxCaller {
    case session(accessToken: String, SandboxStore.Session)
    case requiredAction(SandboxPayment)
    case anonymous
}

struct SandboxDroppedConnection: Error {}

extension SandboxAPI {
    static let maximumBody = 1 << 20
    static let commonHeaders = ["Primer-SDK-Version", "Primer-SDK-Client", "Primer-SDK-Checkout-Session-ID", "X-Request-ID"]

    /// Logs the request, injects faults, checks headers and token strictly, then runs `handler`.
    func handle(
        _ request: Request, rules: EndpointRules,
        _ handler: @Sendable (Data, SandboxCaller) async -> SandboxAnswer
    ) async throws -> Response {
        var request = request
        let body = Data(try await request.collectBody(upTo: Self.maximumBody).readableBytesView)
        var headers: [String: String] = [:]
        for field in request.headers { headers[field.name.canonicalName] = field.value }
        await store.record(
            SandboxRequestRecord(
                endpoint: rules.endpoint, method: request.method.rawValue,
                path: request.uri.string, headers: headers, body: body, receivedAt: Date()))
        let faults = await store.takeFaults(for: rules.endpoint)
        for case .latency(let seconds) in faults {
            try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
        }
        if faults.contains(.dropConnectionBeforeProcessing) { return Self.droppedConnection() }
        var answer: SandboxAnswer
        switch await validate(request, body: body, rules: rules) {
        case .failure(let rejection): answer = rejection
        case .success(let caller): answer = await handler(body, caller)
        }
        for fault in faults {
            switch fault {
            case .status(let code):
                answer = .error(HTTPResponse.Status(code: code), "sandbox-injected-fault", "Injected fault \(code)")
            case .malformedBody:
                answer = SandboxAnswer(status: .ok, contentType: "application/json", body: Data("{\"result\": [oops".utf8))
            case .truncatedBody:
                return Self.truncated(answer)
            case .dropConnection:
                return Self.droppedConnection()
            case .latency, .dropConnectionBeforeProcessing:
                break
            }
        }
        return Self.response(answer)
    }

    private func validate(_ request: Request, body: Data, rules: EndpointRules) async -> Result<SandboxCaller, SandboxAnswer> {
        func header(_ name: String) -> String? {
            HTTPField.Name(name).flatMap { request.headers[$0] }
        }
        guard rules.strictHeaders else { return .success(.anonymous) }
        for name in Self.commonHeaders where (header(name) ?? "").isEmpty {
            return .failure(.error(.badRequest, "missing-header", "The \(name) header is required."))
        }
        let version = header("X-Api-Version")
        if rules.apiVersion, version != "2.4" {
            return .failure(.error(.badRequest, "invalid-api-version", "X-Api-Version must be 2.4 on this endpoint."))
        }
        if !rules.apiVersion, version != nil {
            return .failure(.error(.badRequest, "unexpected-api-version", "This endpoint takes no X-Api-Version header."))
        }
        if request.method == .post, rules.jsonBody, header("Content-Type")?.hasPrefix("application/json") != true {
            return .failure(.error(.unsupportedMediaType, "invalid-content-type", "Content-Type must be application/json."))
        }
        if request.method == .get, header("Content-Type") != nil {
            return .failure(.error(.badRequest, "unexpected-content-type", "A GET request has no Content-Type."))
        }
        let token = header("Primer-Client-Token") ?? ""
        switch rules.token {
        case .none:
            return .success(.anonymous)
        case .session:
            guard let session = await store.session(for: token) else {
                return .failure(.error(.unauthorized, "unauthorized", "Unknown or missing Primer-Client-Token."))
            }
            return .success(.session(accessToken: token, session))
        case .requiredAction:
            guard let payment = await store.payment(forActionToken: token) else {
                return .failure(.error(.unauthorized, "unauthorized", "Unknown or missing required-action token."))
            }
            return .success(.requiredAction(payment))
        }
    }

    static func response(_ answer: SandboxAnswer) -> Response {
        Response(
            status: answer.status, headers: [.contentType: answer.contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }

    private static func truncated(_ answer: SandboxAnswer) -> Response {
        let half = ByteBuffer(bytes: answer.body.prefix(answer.body.count / 2))
        return Response(
            status: answer.status, headers: [.contentType: answer.contentType],
            body: ResponseBody(contentLength: max(answer.body.count, 2)) { writer in
                try await writer.write(half)
                throw SandboxDroppedConnection()
            })
    }

    private static func droppedConnection() -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(contentLength: 64) { _ in throw SandboxDroppedConnection() })
    }

    /// Decodes a request body strictly into `T`.
    static func decode<T: Decodable>(_ type: T.Type, _ body: Data) -> T? {
        try? JSONDecoder().decode(type, from: body)
    }
}
