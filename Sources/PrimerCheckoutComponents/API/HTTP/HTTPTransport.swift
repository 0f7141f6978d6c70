import Foundation

/// One HTTP request as the API client builds it.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    public var url: URL
    public var headers: [String: String]
    public var body: Data?
    public var timeout: TimeInterval

    public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil, timeout: TimeInterval) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}

/// One HTTP response.
public struct HTTPResponse: Sendable, Equatable {
    public var statusCode: Int
    public var body: Data

    public init(statusCode: Int, body: Data) {
        self.statusCode = statusCode
        self.body = body
    }
}

/// Sends HTTP requests. Throws only when no response arrived (timeout, refused, connection lost).
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the server's response, or throws a transport error.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
