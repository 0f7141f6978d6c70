/// The pipeline's way into the record of payments its checkout's store holds. It does not keep
/// the checkout alive: once the merchant released it, nothing is recorded (and its payment task,
/// stopped with it, creates nothing).
@MainActor
struct CheckoutRecordAccess: PaymentRecordAccess {
    weak var store: CheckoutStore?

    func send(_ action: PaymentRecord.Action) async throws(PrimerError) {
        guard let store else { throw .paymentCancelled(paymentMethodType: "", diagnosticsId: PrimerError.newDiagnosticsId()) }
        try await store.record(action)
    }

    func readStore() async throws(PrimerError) { try await store?.readRecord() }

    func takeTurn() async throws(PrimerError) -> PaymentTurn? {
        guard let store, let payments = store.dependencies.payments else { return nil }
        let key = store.recordKey
        guard var turn = await payments.turns.take(key) else { return nil }
        // This process's turn, then the other processes' sharing the store.
        do {
            turn.unlock = try await payments.store.lock(key)
        } catch {
            await turn.end()
            throw .paymentRecordUnavailable(reason: "locking it failed: \(error)", diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return turn
    }

    func stepsBeforePaying() -> [PaymentRecord.Step] { store?.machine.record.stepsBeforePaying ?? [] }
    func unfinished() -> OpenPayment? { store?.machine.record.unfinished }
    func openWithMerchant() -> OpenPayment? { store?.machine.record.openWithMerchant }
    func merchantsWithoutPage() -> OpenPayment? { store?.machine.record.merchantsWithoutPage }
    func isUsed(idempotencyKey: String) -> Bool { store?.machine.record.isUsed(idempotencyKey: idempotencyKey) == true }
}
