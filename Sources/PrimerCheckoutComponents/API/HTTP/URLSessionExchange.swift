import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request and its answer: resumes its caller exactly once, with the response, a transport
/// error, a timeout, a too-large error or a cancellation, whichever comes first.
///
/// `URLSessionTask.cancel()` waits for the session's queue, and that queue may itself be waiting
/// to resume a caller; calling it from a task's cancellation handler (which runs under the task's
/// status lock) deadlocks FoundationNetworking, freezing the whole cooperative pool. So nothing here
/// calls into the session or resumes the caller while a lock is held or from a cancellation handler.
final class URLSessionExchange: @unchecked Sendable {
    private let lock = NSLock()
    private let maximumBytes: Int
    private var continuation: CheckedContinuation<PrimerHTTPResponse, any Error>?
    private var task: URLSessionDataTask?
    private var received = Data()
    private var isFinished = false

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    func start(
        _ request: URLRequest, on connection: URLSessionConnection, deadline: TimeInterval,
        _ continuation: CheckedContinuation<PrimerHTTPResponse, any Error>
    ) {
        let cancelledBeforeStart = lock.withLock {
            if !isFinished { self.continuation = continuation }
            return isFinished
        }
        if cancelledBeforeStart {
            continuation.resume(throwing: CancellationError())
            return
        }
        let task = connection.startTask(request, for: self)
        let finishedMeanwhile = lock.withLock {
            self.task = task
            return isFinished
        }
        if finishedMeanwhile { Self.cancelLater(task) }
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, deadline)) { [weak self] in
            self?.finish(.failure(URLError(.timedOut)))
        }
    }

    /// Ends the exchange because its caller was cancelled.
    func cancel() {
        DispatchQueue.global().async { [self] in
            finish(.failure(CancellationError()))
        }
    }

    func accepts(expectedLength: Int64) -> Bool {
        guard expectedLength > Int64(maximumBytes) else { return true }
        finish(.failure(URLError(.dataLengthExceedsMaximum)))
        return false
    }

    func receive(_ data: Data) {
        let tooLarge = lock.withLock {
            guard !isFinished else { return false }
            received.append(data)
            return received.count > maximumBytes
        }
        if tooLarge { finish(.failure(URLError(.dataLengthExceedsMaximum))) }
    }

    func complete(response: URLResponse?, error: (any Error)?) {
        if let error {
            finish(.failure(error))
        } else if let http = response as? HTTPURLResponse {
            let body = lock.withLock { received }
            finish(.success(PrimerHTTPResponse(statusCode: http.statusCode, body: body)))
        } else {
            finish(.failure(URLError(.badServerResponse)))
        }
    }

    private func finish(_ result: Result<PrimerHTTPResponse, any Error>) {
        let (continuation, task): (CheckedContinuation<PrimerHTTPResponse, any Error>?, URLSessionDataTask?) = lock.withLock {
            guard !isFinished else { return (nil, nil) }
            isFinished = true
            received = Data()
            defer {
                self.continuation = nil
                self.task = nil
            }
            return (self.continuation, self.task)
        }
        if case .failure = result, let task { Self.cancelLater(task) }
        continuation?.resume(with: result)
    }

    private static func cancelLater(_ task: URLSessionDataTask) {
        DispatchQueue.global().async { task.cancel() }
    }
}
