/// Data access for one issuer-list method: its bank list, one request over the Primer API.
protocol BankListEndpoint: Sendable {
    /// The provider's banks for `paymentMethodType`, in server order: one request, no retry.
    func listBanks(paymentMethodType: String) async throws(PrimerError) -> [IssuerBankDTO]
}
