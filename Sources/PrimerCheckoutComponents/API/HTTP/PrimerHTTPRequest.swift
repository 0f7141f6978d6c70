import Foundation

/// One HTTP request as the checkout's API client builds it, for a merchant's own `HTTPTransport`.
@_spi(Transport)
public struct PrimerHTTPRequest: Sendable, Equatable {
    /// The method, e.g. `GET` or `POST`.
    public var method: String
    /// The address.
    public var url: URL
    /// The header fields, by name.
    public var headers: [String: String]
    /// The body, when there is one.
    public var body: Data?
    /// How long the transport waits for the whole response, in seconds.
    public var timeout: TimeInterval

    /// Creates a request.
    public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil, timeout: TimeInterval) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}
