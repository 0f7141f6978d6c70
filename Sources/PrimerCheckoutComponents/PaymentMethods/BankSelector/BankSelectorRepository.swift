/// Data access for one issuer-list method: the bank list and the payment for a chosen bank, each
/// one call over the Primer API.
protocol BankSelectorRepository: Sendable {
    /// The provider's banks for `paymentMethodType`, in server order: one request, no retry.
    func listBanks(paymentMethodType: String) async throws(PrimerError) -> [IssuerBankDTO]

    /// Tokenizes with `bankId` as the issuer (none: the customer chooses on the scheme's page) and
    /// carries the payment to its final result; `continuing` follows the payment still open at the
    /// bank (the customer chose to continue it) instead of reporting it as pending.
    func tokenizeAndProcess(bankId: String?, paymentMethodType: String, continuing: Bool) async throws(PrimerError) -> PaymentResult
}
