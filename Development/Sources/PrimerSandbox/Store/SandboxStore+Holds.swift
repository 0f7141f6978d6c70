import Foundation

extension SandboxStore {
    /// Holds a request for `seconds` (an injected latency), or until the sandbox stops: a server
    /// stops gracefully, waiting for the requests in flight, and must not wait out a held answer
    /// that a test already stopped listening for.
    func hold(seconds: Double) async {
        guard !isStopping else { return }
        let id = nextHoldId
        nextHoldId += 1
        await withCheckedContinuation { continuation in
            holds[id] = continuation
            Task {
                try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
                self.release(id)
            }
        }
    }

    /// Ends every hold, now and from now on: the sandbox is stopping.
    func releaseHoldsForStop() {
        isStopping = true
        let held = holds.values
        holds = [:]
        for continuation in held { continuation.resume() }
    }

    private func release(_ id: Int) {
        holds.removeValue(forKey: id)?.resume()
    }
}
