import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One ephemeral `URLSession` and the exchanges running on it; the session is invalidated when the
/// last transport using it goes away.
final class URLSessionConnection: Sendable {
    private let router: ExchangeRouter
    private let session: URLSession

    init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        router = ExchangeRouter()
        session = URLSession(configuration: configuration, delegate: router, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Starts a data task for `request` whose events go to `exchange`.
    func startTask(_ request: URLRequest, for exchange: URLSessionExchange) -> URLSessionDataTask {
        let task = session.dataTask(with: request)
        router.register(exchange, for: task.taskIdentifier)
        task.resume()
        return task
    }
}

/// The session's delegate: hands each task's events to its exchange.
private final class ExchangeRouter: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var exchanges: [Int: URLSessionExchange] = [:]

    func register(_ exchange: URLSessionExchange, for taskIdentifier: Int) {
        lock.withLock { exchanges[taskIdentifier] = exchange }
    }

    private func exchange(for task: URLSessionTask, removing: Bool = false) -> URLSessionExchange? {
        lock.withLock { removing ? exchanges.removeValue(forKey: task.taskIdentifier) : exchanges[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let accepted = exchange(for: dataTask)?.accepts(expectedLength: response.expectedContentLength) ?? false
        completionHandler(accepted ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(for: dataTask)?.receive(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        exchange(for: task, removing: true)?.complete(response: task.response, error: error)
    }
}
