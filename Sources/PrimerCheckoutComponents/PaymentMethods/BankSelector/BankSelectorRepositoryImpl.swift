/// The bank selector's data over the Primer API: the issuer list request of the method's table
/// entry and the redirect payment pipeline, for the one method its pipeline was made for.
struct BankSelectorRepositoryImpl: BankSelectorRepository {
    let session: APISession
    let pipeline: RedirectPaymentPipeline

    func listBanks(paymentMethodType: String) async throws(PrimerError) -> [IssuerBankDTO] {
        try requireOwnMethod(paymentMethodType)
        guard let parameter = BankSelectorMethodDescription.all[paymentMethodType]?.issuerListParameter else {
            throw .unsupportedPaymentMethodType(paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return try await session.api.listBanks(
            coreUrl: session.coreUrl, accessToken: session.clientToken.accessToken, configId: pipeline.method.id, parameter: parameter)
    }

    func tokenizeAndProcess(bankId: String?, paymentMethodType: String, continuing: Bool) async throws(PrimerError) -> PaymentResult {
        try requireOwnMethod(paymentMethodType)
        return try await pipeline.pay(issuer: bankId, continuing: continuing)
    }

    /// The repository serves the one method its pipeline was made for, never another it is asked about.
    private func requireOwnMethod(_ paymentMethodType: String) throws(PrimerError) {
        guard paymentMethodType == pipeline.method.type else {
            throw .unsupportedPaymentMethodType(paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
        }
    }
}
