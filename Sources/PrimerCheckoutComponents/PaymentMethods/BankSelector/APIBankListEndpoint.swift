/// The bank selector's data over the Primer API: the issuer list request of the method's table
/// entry, for the one method it was made for.
struct APIBankListEndpoint: BankListEndpoint {
    let session: APISession
    let method: CheckoutPaymentMethod

    func listBanks(paymentMethodType: String) async throws(PrimerError) -> [IssuerBankDTO] {
        try requireOwnMethod(paymentMethodType)
        guard let parameter = BankSelectorMethodDescription.all[paymentMethodType]?.issuerListParameter else {
            throw PrimerError.unsupported(paymentMethodType)
        }
        return try await session.api.listBanks(
            coreUrl: session.coreUrl, accessToken: session.clientToken.accessToken, configId: method.id, parameter: parameter)
    }

    /// The endpoint serves the one method it was made for, never another it is asked about.
    private func requireOwnMethod(_ paymentMethodType: String) throws(PrimerError) {
        guard paymentMethodType == method.type else {
            throw PrimerError.unsupported(paymentMethodType)
        }
    }
}
