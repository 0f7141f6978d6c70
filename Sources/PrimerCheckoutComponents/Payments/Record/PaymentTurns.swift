/// Lets one checkout at a time, per client session, go from asking about the payments on record to
/// having its new payment created: two windows of an app on one order tapping a bank in the same
/// instant would otherwise both find no payment on record and create one each. The second waits,
/// then finds the first's payment and asks the server about it.
///
/// Shared by every checkout of the process. Waiting ends in the order it began; a checkout stopped
/// while it waits (closed, Back) leaves the queue.
actor PaymentTurns {
    static let shared = PaymentTurns()

    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Bool, Never>
    }

    /// Whose turn it is, per client session.
    private var holders: [String: UInt64] = [:]
    /// The checkouts waiting, per client session, longest first.
    private var queues: [String: [Waiter]] = [:]
    private var lastId: UInt64 = 0
    /// Told each time a checkout starts waiting for another's turn to end.
    private let onWait: (@Sendable (String) -> Void)?

    init(onWait: (@Sendable (String) -> Void)? = nil) {
        self.onWait = onWait
    }

    /// Takes the turn of `key`, after every checkout that asked before; `nil` when the task was
    /// cancelled first.
    func take(_ key: String) async -> PaymentTurn? {
        guard !Task.isCancelled else { return nil }
        lastId += 1
        let id = lastId
        guard holders[key] != nil else {
            holders[key] = id
            return PaymentTurn(turns: self, key: key, id: id)
        }
        onWait?(key)
        let granted = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                queues[key, default: []].append(Waiter(id: id, continuation: continuation))
            }
        } onCancel: {
            Task { await self.leave(key, id) }
        }
        return granted ? PaymentTurn(turns: self, key: key, id: id) : nil
    }

    /// Passes the turn of `key` to the checkout that waited longest, if it is still `id`'s.
    fileprivate func end(_ key: String, _ id: UInt64) {
        guard holders[key] == id else { return }
        guard var waiting = queues[key], !waiting.isEmpty else {
            holders[key] = nil
            queues[key] = nil
            return
        }
        let next = waiting.removeFirst()
        queues[key] = waiting
        holders[key] = next.id
        next.continuation.resume(returning: true)
    }

    private func leave(_ key: String, _ id: UInt64) {
        guard let index = queues[key]?.firstIndex(where: { $0.id == id }) else { return }
        queues[key]?.remove(at: index).continuation.resume(returning: false)
    }
}

/// A checkout's turn to create a payment on its client session (`PaymentTurns`), and the lock of
/// the store it holds against other processes. Ending it again does nothing.
struct PaymentTurn: Sendable {
    fileprivate let turns: PaymentTurns
    fileprivate let key: String
    fileprivate let id: UInt64
    /// Releases the store's lock of other processes.
    var unlock: (@Sendable () -> Void)?

    func end() async {
        unlock?()
        await turns.end(key, id)
    }
}
