import Foundation
import HTTPTypes
import Hummingbird

/// Applies the faults queued for the endpoint: latency and a dropped connection before the
/// request is handled; an error status, a malformed or truncated body, or a dropped connection
/// in place of the answer after it was handled (so a payment can be created and its answer lost).
struct FaultInjectionMiddleware: RouterMiddleware {
    let endpoint: SandboxEndpoint
    let store: SandboxStore

    func handle(
        _ request: Request, context: SandboxRequestContext, next: (Request, SandboxRequestContext) async throws -> Response
    ) async throws -> Response {
        let faults = await store.takeFaults(for: endpoint)
        for case .latency(let seconds) in faults {
            await store.hold(seconds: seconds)
        }
        if faults.contains(.dropConnectionBeforeProcessing) { return Self.droppedConnection() }
        var response = try await next(request, context)
        for fault in faults {
            switch fault {
            case .status(let code):
                response = try SandboxReply.error(
                    HTTPResponse.Status(code: code), "sandbox-injected-fault", "Injected fault \(code)", for: request, in: context)
            case .malformedBody:
                response = SandboxReply.raw(Data("{\"result\": [oops".utf8), contentType: "application/json")
            case .truncatedBody:
                return try await Self.truncated(response)
            case .dropConnection:
                return Self.droppedConnection()
            case .latency, .dropConnectionBeforeProcessing:
                break
            }
        }
        return response
    }

    /// The answer's first half, then the connection drops.
    private static func truncated(_ response: Response) async throws -> Response {
        let body = try await CollectedBody.bytes(of: response.body)
        let half = ByteBuffer(bytes: body.prefix(body.count / 2))
        return Response(
            status: response.status, headers: response.headers,
            body: ResponseBody(contentLength: max(body.count, 2)) { writer in
                try await writer.write(half)
                throw SandboxDroppedConnection()
            })
    }

    private static func droppedConnection() -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(contentLength: 64) { _ in throw SandboxDroppedConnection() })
    }
}

/// Ends a response in the middle of its body.
struct SandboxDroppedConnection: Error {}

/// Reads a response body into bytes.
private final class CollectedBody: ResponseBodyWriter, @unchecked Sendable {
    private var bytes: [UInt8] = []

    static func bytes(of body: ResponseBody) async throws -> [UInt8] {
        let collector = CollectedBody()
        try await body.write(collector)
        return collector.bytes
    }

    func write(_ buffer: ByteBuffer) async throws {
        bytes += buffer.readableBytesView
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
