import Foundation

/// What happens to the checkout's payments: the checkout's choices, the customer's, and the
/// answers to the payment's requests.
indirect enum PaymentAction: Equatable, Sendable {
    /// The client session loaded: what it charges, and the name its payments are kept under.
    case sessionLoaded(PaymentMachine.Session)
    /// Ask about the payments on record before anything is shown (`PaymentDelegate.settled`).
    case settle
    /// Read back what the store holds, deciding nothing (the session did not load).
    case restore
    /// The customer pays with `method` and `issuer` (none: the scheme's page asks); `continuing`
    /// follows the payment still open at the bank instead of reporting it as not confirmed.
    case pay(CheckoutPaymentMethod, issuer: String?, continuing: Bool)
    /// The customer left the payment of `paymentMethodType` (Back, closed); `nil` stops any.
    case stop(paymentMethodType: String?)
    /// A request of attempt `attempt` (`nil`: of the record) answered, at `moment`.
    case answered(PaymentAnswer, attempt: Int?, at: PaymentMachine.Moment)
    /// The checkout's own word about its payments: paid another way, reported, ended.
    case record(PaymentRecord.Action)
}

/// What a payment's request answered.
indirect enum PaymentAnswer: Equatable, Sendable {
    /// The turn to settle and create on the record's name: `true` when held, `false` when there
    /// is no store to share it with.
    case turn(Result<Bool, PrimerError>)
    /// The store's entries.
    case stored(Result<[OpenPayment], PrimerError>)
    /// The store kept the record, or did not (`paymentRecordUnavailable`).
    case saved(PrimerError?)
    /// The payment method's token, and a fresh idempotency key for a new payment.
    case tokenized(Result<String, PrimerError>, freshKey: String)
    /// The merchant's `willCreatePayment` answer.
    case merchantKey(PaymentCreationDecision)
    /// The creation's answer, after `attempts` requests.
    case created(Result<PaymentDTO, PrimerError>, attempts: Int)
    /// A status asked once about a payment on record.
    case status(Result<PaymentStatusDTO, PrimerError>)
    /// A status check while the customer is at the bank.
    case polled(Result<PaymentStatusDTO, PrimerError>)
    /// The resume's answer.
    case resumed(Result<PaymentDTO, PrimerError>)
    /// The bank's page opened, or could not be opened.
    case pageOpened(Bool)
    /// A hint from the bank's page: the customer came back or closed it.
    case customer(RedirectEvent)
    /// The pause `number` between status checks ended.
    case pauseEnded(number: Int)
    /// The merchant's answer in manual handling.
    case merchant(Result<ManualPaymentDecision, PrimerError>)
}
