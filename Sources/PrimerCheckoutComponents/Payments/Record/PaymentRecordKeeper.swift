import Foundation

/// Holds one checkout's `PaymentRecord`, shared by every payment method of the checkout: runs its
/// effects (the store, the merchant's hook) in the order the record decided them.
actor PaymentRecordKeeper {
    private var record = PaymentRecord()
    private var restored = false
    private var lastSave: Task<Void, Never>?
    private let store: any OpenPaymentStore
    private let checkoutKey: String
    private let handlers: PrimerPaymentHandlers
    private let now: @Sendable () -> Date

    /// `handlers` are told of each payment created and each one the checkout leaves open.
    init(
        store: any OpenPaymentStore, checkoutKey: String, handlers: PrimerPaymentHandlers = PrimerPaymentHandlers(),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.store = store
        self.checkoutKey = checkoutKey
        self.handlers = handlers
        self.now = now
    }

    /// A record of its own, kept nowhere else (tests of one pipeline).
    static func standalone() -> PaymentRecordKeeper {
        PaymentRecordKeeper(store: InMemoryOpenPaymentStore(), checkoutKey: UUID().uuidString)
    }

    /// The payments on record.
    var payments: [OpenPayment] {
        get async {
            await restoreIfNeeded()
            return record.payments
        }
    }

    func send(_ action: PaymentRecord.Action) async {
        await restoreIfNeeded()
        await run(record.reduce(action))
    }

    func stepsBeforePaying() async -> [PaymentRecord.Step] {
        await restoreIfNeeded()
        return record.stepsBeforePaying
    }

    func openAtTheBank() async -> OpenPayment? {
        await restoreIfNeeded()
        return record.openAtTheBank
    }

    func openWithMerchant() async -> OpenPayment? {
        await restoreIfNeeded()
        return record.openWithMerchant
    }

    private func restoreIfNeeded() async {
        guard !restored else { return }
        restored = true
        let stored = await store.openPayments(for: checkoutKey)
        await run(record.reduce(.restored(stored, now: now())))
    }

    private func run(_ effects: [PaymentRecord.Effect]) async {
        for effect in effects {
            switch effect {
            case .persist:
                // Saves leave in the order the record changed, whatever the store's own timing.
                let previous = lastSave
                let snapshot = record.payments
                let save = Task { [store, checkoutKey] in
                    await previous?.value
                    await store.save(snapshot, for: checkoutKey)
                }
                lastSave = save
                await save.value
            case .announceCreated(let payment):
                await handlers.didCreatePayment?(payment)
            case .announceLeftOpen(let payment, let reason):
                await handlers.didLeavePaymentOpen?(payment, reason)
            }
        }
    }
}
