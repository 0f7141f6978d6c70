@testable import PrimerCheckoutComponents

extension PaymentTurns {
    /// Turns of their own, and the stream of the client sessions (record keys) a checkout started
    /// waiting on: a test awaits a checkout waiting for another's turn.
    static func watched() -> (PaymentTurns, waits: AsyncStream<String>) {
        let (waits, continuation) = AsyncStream.makeStream(of: String.self)
        return (PaymentTurns(onWait: { continuation.yield($0) }), waits)
    }
}
