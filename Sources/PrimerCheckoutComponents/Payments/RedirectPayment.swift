/// One method's payment with a chosen issuer, carried from tokenization to its final result with
/// the checkout's record of payments: the use case the bank selector's interactor pays through.
protocol RedirectPayment: Sendable {
    /// The payment method this payment is made for.
    var paymentMethodType: String { get }

    /// Pays with `issuer` (none: the customer chooses on the scheme's page); `continuing` follows
    /// the payment still open at the bank (the customer chose to continue it).
    func pay(issuer: String?, continuing: Bool) async throws(PrimerError) -> PaymentResult
}

extension RedirectPaymentPipeline: RedirectPayment {
    var paymentMethodType: String { method.type }
}
