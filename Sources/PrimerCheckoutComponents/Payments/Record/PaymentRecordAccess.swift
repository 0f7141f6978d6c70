/// How a payment's steps read and change the checkout's record of payments. The record itself is
/// state of the checkout's reducer (`CheckoutMachine.record`); this is the pipeline's way in.
protocol PaymentRecordAccess: Sendable {
    /// Reduces `action` into the record and returns once what it asked for is done: the record
    /// kept in its store, the merchant told. Throws `paymentCancelled` when the checkout holding
    /// the record is gone, `paymentRecordUnavailable` when its store did not keep it: a payment
    /// must not be created then.
    func send(_ action: PaymentRecord.Action) async throws(PrimerError)

    /// Adds to the record the payments its store holds that it lacks — those another checkout open
    /// on the same client session created meanwhile — and returns once they are on it. Throws
    /// `paymentRecordUnavailable` when the store cannot be read.
    func readStore() async throws(PrimerError)

    /// Waits until no other checkout on the same client session — of this process, or of another
    /// sharing the store — is between asking about its payments on record and creating a new one
    /// (`PaymentTurns`, `OpenPaymentStore.lock`), and holds that place until the turn returned
    /// ends. `nil` when there is no one to wait for: the record is kept nowhere, or the checkout is
    /// gone.
    func takeTurn() async throws(PrimerError) -> PaymentTurn?

    /// What must be settled before a new payment is created (`PaymentRecord.stepsBeforePaying`).
    func stepsBeforePaying() async -> [PaymentRecord.Step]

    /// The payment the server has not finished that the customer is told about (`PaymentRecord.unfinished`).
    func unfinished() async -> OpenPayment?

    /// The merchant's payment still open at the bank (`PaymentRecord.openWithMerchant`).
    func openWithMerchant() async -> OpenPayment?

    /// A token handed to the merchant whose bank page the checkout never saw (`PaymentRecord.merchantsWithoutPage`).
    func merchantsWithoutPage() async -> OpenPayment?

    /// Whether a creation with `idempotencyKey` would get an existing payment (`PaymentRecord.isUsed`).
    func isUsed(idempotencyKey: String) async -> Bool
}

extension PaymentRecordAccess {
    /// Runs `body` in this checkout's turn to create a payment on its client session
    /// (`takeTurn`). `body` may end the turn sooner; it ends with `body` at the latest, or once the
    /// task is stopped (Back, closed, released): what a stopped payment still waits on — a request
    /// that never answers, a merchant's hook — must not hold up the next one, and a stopped payment
    /// creates nothing new.
    func inTurn<T>(_ body: (PaymentTurn?) async throws(PrimerError) -> T) async throws(PrimerError) -> T {
        let turn = try await takeTurn()
        let result = await withTaskCancellationHandler {
            do throws(PrimerError) {
                return Result<T, PrimerError>.success(try await body(turn))
            } catch {
                return .failure(error)
            }
        } onCancel: {
            guard let turn else { return }
            Task { await turn.end() }
        }
        await turn?.end()
        return try result.get()
    }
}
