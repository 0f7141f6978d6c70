import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default `HTTPTransport`, over `URLSession`.
public struct URLSessionTransport: HTTPTransport {
    /// Responses larger than this are refused, so a hostile server cannot exhaust memory.
    public let maximumResponseBytes: Int
    private let session: URLSession

    /// Creates a transport with its own ephemeral session (no cookies, no cache).
    public init(maximumResponseBytes: Int = 32 * 1024 * 1024) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        self.session = URLSession(configuration: configuration)
        self.maximumResponseBytes = maximumResponseBytes
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: request.timeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let prepared = urlRequest
        let (data, response) = try await withDeadline(seconds: request.timeout) { [session] in
            try await session.data(for: prepared)
        }
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        guard data.count <= maximumResponseBytes else { throw URLError(.dataLengthExceedsMaximum) }
        return HTTPResponse(statusCode: http.statusCode, body: data)
    }

    /// `URLRequest.timeoutInterval` only limits idle time (and is not enforced everywhere), so the
    /// whole exchange gets its own deadline; the loser of the race is cancelled.
    private func withDeadline<T: Sendable>(seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
                throw URLError(.timedOut)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw URLError(.unknown) }
            return first
        }
    }
}
