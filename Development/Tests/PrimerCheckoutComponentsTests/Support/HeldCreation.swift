import Foundation

@testable import PrimerCheckoutComponents

/// A merchant's `willCreatePayment` that holds each creation just before it leaves: `asked` yields
/// when it is called, and it answers (a generated key) once `release()` is called.
struct HeldCreation {
    let handlers: PrimerPaymentHandlers
    let asked: AsyncStream<Void>
    private let go: AsyncStream<Void>.Continuation

    init() {
        let (asked, askedContinuation) = AsyncStream.makeStream(of: Void.self)
        let (go, goContinuation) = AsyncStream.makeStream(of: Void.self)
        var handlers = PrimerPaymentHandlers()
        handlers.willCreatePayment = { _ in
            askedContinuation.yield()
            for await _ in go { break }
            return .proceed(idempotencyKey: nil)
        }
        self.handlers = handlers
        self.asked = asked
        self.go = goContinuation
    }

    /// Lets the held creation go.
    func release() { go.yield() }
}
