/// Sends the checkout's HTTP requests; `URLSessionTransport` unless the merchant brings their own
/// networking. Throws only when no response arrived (timeout, refused, connection lost).
@_spi(Transport)
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the server's response, or throws a transport error.
    func send(_ request: PrimerHTTPRequest) async throws -> PrimerHTTPResponse
}
