import Foundation
import HTTPTypes
import Hummingbird

/// The sandbox's responses: typed JSON bodies, the API's error body, pages and images.
enum SandboxReply {
    static func json(
        _ body: some ResponseEncodable, status: HTTPResponse.Status = .ok, for request: Request, in context: SandboxRequestContext
    ) throws -> Response {
        try EditedResponse(status: status, response: body).response(from: request, context: context)
    }

    /// The Primer API's error answer, with a fresh diagnostics id.
    static func error(
        _ status: HTTPResponse.Status, _ errorId: String, _ description: String, for request: Request, in context: SandboxRequestContext
    ) throws -> Response {
        try json(ErrorBody(errorId: errorId, description: description), status: status, for: request, in: context)
    }

    static func html(_ page: String, status: HTTPResponse.Status = .ok) -> Response {
        raw(Data(page.utf8), contentType: "text/html; charset=utf-8", status: status)
    }

    /// Bytes as they are: images, and a stored answer replayed.
    static func raw(_ body: Data, contentType: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: contentType], body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
