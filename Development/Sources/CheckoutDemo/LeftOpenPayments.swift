import Foundation
import PrimerCheckoutComponents

/// The payments a checkout leaves open at the bank, as its `didLeavePaymentOpen` hook tells them,
/// so the demo can name them after the customer quits mid-payment: the bank may still take the
/// money, and only the server can say whether it did.
public final class LeftOpenPayments: @unchecked Sendable {
    private let payments: AsyncStream<OpenPayment>
    private let sink: AsyncStream<OpenPayment>.Continuation
    private let lock = NSLock()
    private var created = false

    public init() {
        (payments, sink) = AsyncStream.makeStream(of: OpenPayment.self)
    }

    /// Payment handlers that note each payment the checkout creates and report each one it leaves open.
    public var handlers: PrimerPaymentHandlers {
        PrimerPaymentHandlers(
            didCreatePayment: { _ in self.noteCreated() },
            didLeavePaymentOpen: { [sink] payment, _ in sink.yield(payment) })
    }

    private func noteCreated() {
        lock.withLock { created = true }
    }

    /// The first payment left open, or `nil` when the checkout created none or none is heard of
    /// within `seconds`. The hook runs after the checkout has saved its record, a moment after the
    /// dismissal; the wait only bounds how long the demo stays to say so.
    public func first(within seconds: Double) async -> OpenPayment? {
        guard lock.withLock({ created }) else { return nil }
        let heard = Task { [payments] () -> OpenPayment? in
            for await payment in payments { return payment }
            return nil
        }
        let deadline = Task {
            try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
            heard.cancel()
        }
        defer { deadline.cancel() }
        return await heard.value
    }
}
