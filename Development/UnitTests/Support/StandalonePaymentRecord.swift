@testable import PrimerCheckoutComponents

/// A record of payments of its own, for a pipeline tested outside a checkout: kept in this value
/// only, told to nobody.
actor StandalonePaymentRecord: PaymentRecordAccess {
    private var record = PaymentRecord()

    func send(_ action: PaymentRecord.Action) {
        _ = record.reduce(action)
    }

    func readStore() {}
    func takeTurn() -> PaymentTurn? { nil }
    func stepsBeforePaying() -> [PaymentRecord.Step] { record.stepsBeforePaying }
    func unfinished() -> OpenPayment? { record.unfinished }
    func openWithMerchant() -> OpenPayment? { record.openWithMerchant }
    func merchantsWithoutPage() -> OpenPayment? { record.merchantsWithoutPage }
    func isUsed(idempotencyKey: String) -> Bool { record.isUsed(idempotencyKey: idempotencyKey) }
}
