/// Data access for bank selector methods: the bank list and the payment for a chosen bank.
protocol BankSelectorRepository: Sendable {
    /// The provider's banks for `paymentMethodType`, in server order.
    func listBanks(paymentMethodType: String) async throws(PrimerError) -> [IssuerBankDTO]

    /// The same list, asked once without retries: a background fetch that may fail quietly.
    func prefetchBanks(paymentMethodType: String) async throws(PrimerError) -> [IssuerBankDTO]

    /// Tokenizes with `bankId` as the issuer (none: the customer chooses on the scheme's page) and
    /// carries the payment to its final result.
    func tokenizeAndProcess(bankId: String?, paymentMethodType: String) async throws(PrimerError) -> PaymentResult
}
