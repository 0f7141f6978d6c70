/// One checkout of the process at a time per client session between reading the record and creating
/// a payment: two windows paying at once would otherwise both find nothing and create one each.
actor PaymentTurns: PaymentTurnTaking {
    static let shared = PaymentTurns()

    /// A checkout's place in the line for a client session's turn.
    struct Place: Sendable {
        let key: String
        let id: UInt64
        /// Whether another checkout held the turn as this one joined.
        let waits: Bool
    }

    private struct Waiter {
        let id: UInt64
        var continuation: CheckedContinuation<Bool, Never>?
    }

    /// Whose turn it is, per client session.
    private var holders: [String: UInt64] = [:]
    /// The checkouts waiting, per client session, longest first.
    private var queues: [String: [Waiter]] = [:]
    private var lastId: UInt64 = 0

    /// Takes the turn of `key`, after every checkout that asked before; `nil` when the task was
    /// cancelled first.
    func take(_ key: String) async -> PaymentTurn? {
        guard !Task.isCancelled else { return nil }
        return await turn(at: join(key))
    }

    /// Joins the line for the turn of `key`: the turn at once when nobody holds it.
    func join(_ key: String) -> Place {
        lastId += 1
        guard holders[key] != nil else {
            holders[key] = lastId
            return Place(key: key, id: lastId, waits: false)
        }
        queues[key, default: []].append(Waiter(id: lastId))
        return Place(key: key, id: lastId, waits: true)
    }

    /// The turn once `place` comes first; `nil` when the task was cancelled while it waited.
    func turn(at place: Place) async -> PaymentTurn? {
        let (key, id) = (place.key, place.id)
        let granted = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if holders[key] == id {
                    continuation.resume(returning: true)
                } else if let index = queues[key]?.firstIndex(where: { $0.id == id }) {
                    queues[key]?[index].continuation = continuation
                } else {
                    continuation.resume(returning: false)
                }
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
        next.continuation?.resume(returning: true)
    }

    private func leave(_ key: String, _ id: UInt64) {
        guard let index = queues[key]?.firstIndex(where: { $0.id == id }) else { return }
        queues[key]?.remove(at: index).continuation?.resume(returning: false)
    }
}

/// How a checkout takes its turn to create a payment: `PaymentTurns.shared` unless the checkout is
/// given other turns.
protocol PaymentTurnTaking: Sendable {
    func take(_ key: String) async -> PaymentTurn?
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
