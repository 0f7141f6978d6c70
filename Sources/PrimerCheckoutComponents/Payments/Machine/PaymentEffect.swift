import Foundation

/// What the payment machine asks for: one request each, answered as a `PaymentAnswer` of the
/// same attempt, or something told.
indirect enum PaymentEffect: Equatable, Sendable {
    /// Run `request` for attempt `attempt`; its answer is `.answered(_, attempt:)`.
    case request(PaymentRequest, attempt: Int)
    /// Read the store (`nil` attempt: for the record alone); answered `.stored`.
    case read(key: String, attempt: Int?)
    /// Write `payments` under `key`, leaving the store's entries with other keys than `known`;
    /// answered `.saved` when `attempt` waits for it.
    case save([OpenPayment], known: Set<String>, key: String, attempt: Int?)
    /// Tell the merchant that this payment exists.
    case announceCreated(OpenPayment)
    /// Tell the merchant that the checkout leaves this payment open.
    case announceLeftOpen(OpenPayment, PaymentLeftOpenReason)
    /// Release the turn attempt `attempt` holds.
    case endTurn(attempt: Int)
    /// Stop whatever attempt `attempt` still runs: its answers decide nothing any more.
    case cancel(attempt: Int)
    /// Close the bank's page.
    case closePage(URL)
    /// Report that the customer was sent to the bank (`origin`) for `paymentMethodType`.
    case trackRedirect(paymentMethodType: String, origin: String)
    /// What the checkout is told.
    case delegate(PaymentDelegate)
}

/// One request of a payment.
indirect enum PaymentRequest: Equatable, Sendable {
    /// Take the turn to settle and create on the record's name, among this process's checkouts
    /// and the processes sharing the store.
    case takeTurn(key: String)
    case tokenize(CheckoutPaymentMethod, issuer: String?)
    case askMerchantForKey(paymentMethodType: String)
    case create(OpenPayment)
    /// Ask where the payment of this bank page stands, once.
    case status(ClientToken)
    /// Check the status while the customer is at the bank, waiting at most `timeout`.
    case poll(statusUrl: URL, accessToken: String, timeout: TimeInterval)
    case resume(paymentId: String, page: ClientToken, resumeToken: String)
    /// Open the bank's page; its hints come as `.customer`.
    case openPage(URL)
    /// Wait `seconds` before the next check (`number` names the pause).
    case pause(seconds: TimeInterval, number: Int)
    /// Manual handling: the token to the merchant's `didTokenizePaymentMethod`.
    case handToMerchant(PaymentMethodToken)
    /// Manual handling: the resume token to the merchant's `didReceiveResumeToken`.
    case resumeWithMerchant(resumeToken: String)
}

/// What the payment machine tells the checkout.
indirect enum PaymentDelegate: Equatable, Sendable {
    /// The payments on record were asked about: the one that went through, if one did.
    case settled(PaymentResult?)
    /// The customer is at the bank's page for the payment of `paymentMethodType`.
    case atTheBank(paymentMethodType: String, redirectUrl: URL)
    /// The payment of `paymentMethodType` ended.
    case finished(paymentMethodType: String, Result<PaymentResult, PrimerError>)
}
