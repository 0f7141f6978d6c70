import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default `HTTPTransport`, over `URLSession`.
///
/// Every exchange has a hard deadline (the request's timeout covers the whole exchange, not only
/// idle time), a response larger than `maximumResponseBytes` is refused while it arrives, and
/// cancelling the calling task ends the exchange at once.
@_spi(Transport)
public struct URLSessionTransport: HTTPTransport {
    /// Responses larger than this are refused, so a hostile server cannot exhaust memory.
    public let maximumResponseBytes: Int
    private let connection: URLSessionConnection

    /// Creates a transport with its own ephemeral session (no cookies, no cache).
    public init(maximumResponseBytes: Int = 32 * 1024 * 1024) {
        self.maximumResponseBytes = maximumResponseBytes
        self.connection = URLSessionConnection()
    }

    public func send(_ request: PrimerHTTPRequest) async throws -> PrimerHTTPResponse {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: request.timeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let exchange = URLSessionExchange(maximumBytes: maximumResponseBytes)
        let prepared = urlRequest
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                exchange.start(prepared, on: connection, deadline: request.timeout, continuation)
            }
        } onCancel: {
            exchange.cancel()
        }
    }
}
