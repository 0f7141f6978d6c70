import Foundation

extension SandboxStore {
    /// Someone waiting for the sandbox to have seen something.
    struct Watcher {
        let condition: @Sendable (SandboxObservation) -> Bool
        let continuation: CheckedContinuation<Bool, Never>
    }

    var observation: SandboxObservation {
        SandboxObservation(requests: requestLog, analyticsEvents: analyticsEvents)
    }

    /// Returns when `condition` holds of what the sandbox has seen — at once, or as soon as a
    /// request or an analytics event makes it true — or `false` once `seconds` passed without.
    func wait(seconds: Double, until condition: @escaping @Sendable (SandboxObservation) -> Bool) async -> Bool {
        if condition(observation) { return true }
        let id = nextWatcherId
        nextWatcherId += 1
        return await withCheckedContinuation { continuation in
            watchers[id] = Watcher(condition: condition, continuation: continuation)
            Task {
                try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
                self.expireWatcher(id)
            }
        }
    }

    /// Holds a request for `seconds` (an injected latency), or until the sandbox stops: a server
    /// stops gracefully, waiting for the requests in flight, and must not wait out a held answer
    /// that a test already stopped listening for.
    func hold(seconds: Double) async {
        guard !isStopping else { return }
        _ = await wait(seconds: seconds) { _ in false }
    }

    /// Ends every wait and hold, now and from now on: the sandbox is stopping.
    func releaseHoldsForStop() {
        isStopping = true
        for id in watchers.keys { expireWatcher(id) }
    }

    /// Wakes every watcher whose condition now holds.
    func observationChanged() {
        let now = observation
        for (id, watcher) in watchers where watcher.condition(now) {
            watchers[id] = nil
            watcher.continuation.resume(returning: true)
        }
    }

    private func expireWatcher(_ id: Int) {
        watchers.removeValue(forKey: id)?.continuation.resume(returning: false)
    }
}
