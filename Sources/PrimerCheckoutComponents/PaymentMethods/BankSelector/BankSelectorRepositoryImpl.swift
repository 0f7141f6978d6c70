/// The bank selector's data over the Primer API: the issuer list (retried on transport errors
/// and 5xx) and the redirect payment pipeline.
struct BankSelectorRepositoryImpl: BankSelectorRepository {
    let session: APISession
    let pipeline: RedirectPaymentPipeline
    var retry: RetryPolicy { pipeline.retry }

    func listBanks(paymentMethodType: String) async throws(PrimerError) -> [IssuerBankDTO] {
        try await retry.run { () async throws(PrimerError) -> [IssuerBankDTO] in
            try await prefetchBanks(paymentMethodType: paymentMethodType)
        }
    }

    func prefetchBanks(paymentMethodType: String) async throws(PrimerError) -> [IssuerBankDTO] {
        try requireOwnMethod(paymentMethodType)
        guard let parameter = BankSelectorMethodDescription.all[paymentMethodType]?.issuerListParameter else {
            throw .unsupportedPaymentMethodType(paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return try await session.api.listBanks(
            coreUrl: session.coreUrl, accessToken: session.clientToken.accessToken, configId: pipeline.method.id, parameter: parameter)
    }

    func tokenizeAndProcess(bankId: String?, paymentMethodType: String) async throws(PrimerError) -> PaymentResult {
        try requireOwnMethod(paymentMethodType)
        return try await pipeline.pay(issuer: bankId)
    }

    /// The repository serves the one method its pipeline was made for, never another it is asked about.
    private func requireOwnMethod(_ paymentMethodType: String) throws(PrimerError) {
        guard paymentMethodType == pipeline.method.type else {
            throw .unsupportedPaymentMethodType(paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
        }
    }
}
