@testable import PrimerCheckoutComponents

/// Turns of their own that tell, on `waits`, each client session (record key) a checkout starts
/// waiting on: a test awaits a checkout waiting for another's turn.
struct WatchedPaymentTurns: PaymentTurnTaking {
    let turns = PaymentTurns()
    let waits: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation

    init() {
        (waits, continuation) = AsyncStream.makeStream(of: String.self)
    }

    func take(_ key: String) async -> PaymentTurn? {
        guard !Task.isCancelled else { return nil }
        let place = await turns.join(key)
        if place.waits { continuation.yield(key) }
        return await turns.turn(at: place)
    }
}

extension PaymentTurns {
    /// Watched turns of their own, and the stream of the client sessions a checkout started waiting on.
    static func watched() -> (WatchedPaymentTurns, waits: AsyncStream<String>) {
        let turns = WatchedPaymentTurns()
        return (turns, turns.waits)
    }
}
