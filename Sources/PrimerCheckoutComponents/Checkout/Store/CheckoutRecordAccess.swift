/// The pipeline's way into the record of payments its checkout's store holds. It does not keep
/// the checkout alive: once the merchant released it, nothing is recorded (and its payment task,
/// stopped with it, creates nothing).
@MainActor
struct CheckoutRecordAccess: PaymentRecordAccess {
    weak var store: CheckoutStore?

    func send(_ action: PaymentRecord.Action) async -> Bool {
        guard let store else { return false }
        await store.record(action)?.value
        return true
    }

    func readStore() async { await store?.readRecord() }

    func takeTurn() async -> PaymentTurn? {
        guard let store, let payments = store.dependencies.payments else { return nil }
        return await payments.turns.take(store.recordKey)
    }

    func stepsBeforePaying() -> [PaymentRecord.Step] { store?.machine.record.stepsBeforePaying ?? [] }
    func unfinished() -> OpenPayment? { store?.machine.record.unfinished }
    func openWithMerchant() -> OpenPayment? { store?.machine.record.openWithMerchant }
    func isUsed(idempotencyKey: String) -> Bool { store?.machine.record.isUsed(idempotencyKey: idempotencyKey) == true }
}
