import Foundation

/// The checkout's one record of its payments and every decision about them, as a value: what the
/// server said goes in as an action, what must be kept or told comes out as effects. The pipeline
/// asks it what to settle before creating a payment and runs the requests; nothing here waits.
struct PaymentRecord: Equatable, Sendable {
    /// How many payments one record keeps. A payment leaves the record only on the server's final
    /// word, so this bounds what a record of payments the server never answers for can grow to:
    /// creating one more hands the oldest unfinished one to the merchant (`recordFull`) instead.
    static let capacity = 20

    private(set) var payments: [OpenPayment] = []
    /// The idempotency keys of every payment this record has held or read from its store, ended
    /// ones included: a save leaves the store's entries with other keys where they are.
    private(set) var idempotencyKeys: Set<String> = []
    /// The keys of the payments the server made for this record, ended ones included, and of those
    /// read from its store (the server may have made one whose answer was lost).
    private var createdKeys: Set<String> = []

    indirect enum Action: Equatable, Sendable {
        /// The store's entries, kept until the server calls each final; a creation answered in the
        /// store (another checkout heard it) is asked about, not sent again.
        case restored([OpenPayment])
        /// A creation is about to be sent.
        case creating(OpenPayment)
        /// The store did not keep a creation about to be sent: it is never sent.
        case notKept(idempotencyKey: String)
        /// The server answered a creation (`idempotencyKey`) with a payment.
        case created(idempotencyKey: String, paymentId: String, actionToken: String?)
        /// The server said where a payment stands.
        case serverSaid(idempotencyKey: String, ServerAnswer)
        /// The checkout reported the payment's success to the merchant: nothing is left to do.
        case reported(paymentId: String)
        /// The checkout asked about a payment (`idempotencyKey`) whose bank page's token had
        /// expired by the device's clock: the customer can no longer be sent back to that page.
        case bankPageExpired(idempotencyKey: String)
        /// The merchant's server continued its payment with a new required action.
        case actionTokenChanged(idempotencyKey: String, actionToken: String)
        /// Told that the payment is not confirmed yet, the customer chose to pay another way
        /// (`paymentId`: the payment's `OpenPayment.reference`, as `PrimerError.paymentPending` names it).
        case customerPaidAnotherWay(paymentId: String)
        /// The checkout ended: what is still open is left open.
        case checkoutEnded
    }

    indirect enum ServerAnswer: Equatable, Sendable {
        /// It succeeded: kept until the checkout reports it (`reported`), so a success that never
        /// reached the screen — a late cancel, a dismissal — is found again.
        case succeeded
        /// It failed or was cancelled: nothing more will happen to it.
        case final
        /// It may still go through; `status` is what the server reported.
        case notFinal(status: String)
        /// The creation was refused for good: no payment exists.
        case creationRefused
    }

    indirect enum Effect: Equatable, Sendable {
        /// Write the record to the checkout's store.
        case persist
        /// Tell the merchant that this payment exists.
        case announceCreated(OpenPayment)
        /// Tell the merchant that the checkout leaves this payment open.
        case announceLeftOpen(OpenPayment, PaymentLeftOpenReason)
    }

    /// What must be settled before any new payment is created.
    indirect enum Step: Equatable, Sendable {
        /// Send this creation again, as it was: its answer was lost.
        case repeatCreation(OpenPayment)
        /// Ask the server where this payment stands, at its bank page's status address (also once
        /// the device's clock says that page's token expired: the server's answer decides).
        case check(OpenPayment, paymentId: String, actionToken: ClientToken)
        /// The server already said this payment (`paymentId`) succeeded, and a success is final:
        /// it stands without asking again (the server may no longer answer about its bank page,
        /// and a refusal must not make the checkout forget a payment that went through).
        case succeeded(OpenPayment, paymentId: String)
    }

    /// Whether a creation sent with `key` would get a payment that exists instead of a new one: the
    /// server made one with it, or one on record is still to be created with it. A key whose
    /// creation the server refused made nothing.
    func isUsed(idempotencyKey key: String) -> Bool {
        createdKeys.contains(key) || payments.contains { $0.idempotencyKey == key }
    }

    mutating func reduce(_ action: Action) -> [Effect] {
        switch action {
        case .restored(let stored):
            idempotencyKeys.formUnion(stored.map(\.idempotencyKey))
            createdKeys.formUnion(stored.map(\.idempotencyKey))
            for answered in stored where answered.paymentId != nil {
                guard let index = payments.firstIndex(where: { $0.idempotencyKey == answered.idempotencyKey }) else { continue }
                if payments[index].paymentId == nil {
                    payments[index].paymentId = answered.paymentId
                    payments[index].actionToken = answered.actionToken
                }
                if !answered.mayStillGoThrough { payments[index].lastStatus = Self.succeeded }
            }
            let known = Set(payments.map(\.idempotencyKey))
            payments += stored.filter { !known.contains($0.idempotencyKey) }
            return []
        case .creating(let payment):
            idempotencyKeys.insert(payment.idempotencyKey)
            guard !payments.contains(where: { $0.idempotencyKey == payment.idempotencyKey }) else { return [] }
            var effects: [Effect] = []
            // Full: the oldest payment still open (asked about just before) is handed to the merchant.
            if payments.count >= Self.capacity, let oldest = payments.firstIndex(where: \.mayStillGoThrough) {
                effects.append(.announceLeftOpen(payments.remove(at: oldest), .recordFull))
            }
            payments.append(payment)
            return [.persist] + effects
        case .notKept(let key):
            payments.removeAll { $0.idempotencyKey == key && $0.paymentId == nil }
            return []
        case .created(let key, let paymentId, let actionToken):
            guard let index = payments.firstIndex(where: { $0.idempotencyKey == key }) else { return [] }
            createdKeys.insert(key)
            // One key makes one payment: an answer naming another keeps the one the record knows.
            if let known = payments[index].paymentId, known != paymentId { return [] }
            let isNew = payments[index].paymentId == nil
            payments[index].paymentId = paymentId
            if let actionToken { payments[index].actionToken = actionToken }
            return isNew ? [.persist, .announceCreated(payments[index])] : [.persist]
        case .serverSaid(let key, let word):
            guard let index = payments.firstIndex(where: { $0.idempotencyKey == key }) else { return [] }
            switch word {
            case .final, .creationRefused:
                payments.remove(at: index)
            case .succeeded:
                guard payments[index].lastStatus != Self.succeeded else { return [] }
                payments[index].lastStatus = Self.succeeded
            case .notFinal(let status):
                guard payments[index].lastStatus != status else { return [] }
                payments[index].lastStatus = status
            }
            return [.persist]
        case .bankPageExpired(let key):
            guard let index = payments.firstIndex(where: { $0.idempotencyKey == key }), payments[index].bankPageExpired != true
            else { return [] }
            payments[index].bankPageExpired = true
            return [.persist]
        case .actionTokenChanged(let key, let actionToken):
            guard let index = payments.firstIndex(where: { $0.idempotencyKey == key }), payments[index].actionToken != actionToken
            else { return [] }
            payments[index].actionToken = actionToken
            return [.persist]
        case .customerPaidAnotherWay(let paymentId):
            guard let index = payments.firstIndex(where: { $0.reference == paymentId }),
                payments[index].customerPaidAnotherWay != true, payments[index].mayStillGoThrough
            else { return [] }
            payments[index].customerPaidAnotherWay = true
            // The merchant's server made its own payment and hears of the new one as a new token.
            if payments[index].handledByMerchant == true { return [.persist] }
            return [.persist, .announceLeftOpen(payments[index], .customerPaidAnotherWay)]
        case .checkoutEnded:
            // An unanswered creation too: the server may have made it.
            return payments.filter { $0.handledByMerchant != true && $0.mayStillGoThrough }
                .map { .announceLeftOpen($0, .checkoutEnded) }
        case .reported(let paymentId):
            let before = payments.count
            payments.removeAll { $0.paymentId == paymentId }
            return payments.count == before ? [] : [.persist]
        }
    }

    /// The status a payment on record has once the server said it succeeded.
    static let succeeded = "SUCCESS"

    /// What settles each payment on record, oldest first: repeat a lost creation, keep a success,
    /// check a bank page; a payment processed without the customer has no step.
    var stepsBeforePaying: [Step] {
        payments.filter { $0.handledByMerchant != true }.compactMap { payment in
            guard let paymentId = payment.paymentId else { return .repeatCreation(payment) }
            if !payment.mayStillGoThrough { return .succeeded(payment, paymentId: paymentId) }
            return payment.bankPage.map { .check(payment, paymentId: paymentId, actionToken: $0) }
        }
    }

    /// The oldest payment the server has not finished that the customer has not paid around: it is
    /// not confirmed yet, and stands in the way of a new one; `nil` when none does.
    var unfinished: OpenPayment? {
        payments.first {
            $0.handledByMerchant != true && $0.paymentId != nil && $0.mayStillGoThrough && $0.customerPaidAnotherWay != true
        }
    }

    /// Whether the payment `paymentId` (its `OpenPayment.reference`), not confirmed yet, can be
    /// continued at its bank: `false` for one on record that the server processes without the
    /// customer, whose bank page expired, or whose page the merchant's server never gave.
    func canContinue(paymentId: String) -> Bool {
        !payments.contains {
            $0.reference == paymentId
                && ($0.isProcessing || $0.bankPageExpired == true || ($0.handledByMerchant == true && $0.bankPage == nil))
        }
    }

    /// Manual handling: a token handed to the merchant's server whose payment's bank page never
    /// reached the checkout (the app stopped first, or the page could not be kept); `nil` when none
    /// stands in the way.
    var merchantsWithoutPage: OpenPayment? {
        payments.first { $0.handledByMerchant == true && $0.bankPage == nil && $0.customerPaidAnotherWay != true }
    }

    /// Manual handling: the merchant's payment still open at the bank, which the customer continues
    /// instead of the merchant receiving a second token, one with a page to open first.
    var openWithMerchant: OpenPayment? {
        let merchants = payments.filter { $0.handledByMerchant == true && $0.customerPaidAnotherWay != true }
        return merchants.first { $0.redirect != nil } ?? merchants.first { $0.bankPage != nil }
    }
}
