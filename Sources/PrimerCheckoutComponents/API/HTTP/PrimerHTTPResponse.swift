import Foundation

/// One HTTP response, as a merchant's own `HTTPTransport` returns it.
@_spi(Transport)
public struct PrimerHTTPResponse: Sendable, Equatable {
    /// The status code, e.g. `200`.
    public var statusCode: Int
    /// The body; empty when there is none.
    public var body: Data

    /// Creates a response.
    public init(statusCode: Int, body: Data) {
        self.statusCode = statusCode
        self.body = body
    }
}
