import Foundation

/// Loads the checkout's configuration from the Primer API and opens the API session with it.
struct APIConfigurationEndpoint: ConfigurationEndpoint {
    let clientToken: ClientToken
    let api: PrimerAPIClient
    let analytics: APIAnalyticsTracker
    let retry: RetryPolicy

    func loadConfiguration() async throws(PrimerError) -> CheckoutConfiguration {
        let dto = try await retry.run { () async throws(PrimerError) -> ConfigurationDTO in
            try await api.fetchConfiguration(token: clientToken)
        }
        guard let coreUrl = dto.coreUrl.flatMap(URL.init(string:)) ?? clientToken.coreUrl else {
            throw .decodingFailed(
                reason: "neither the configuration nor the client token has a coreUrl", diagnosticsId: PrimerError.newDiagnosticsId())
        }
        guard let pciUrl = dto.pciUrl.flatMap(URL.init(string:)) ?? clientToken.pciUrl else {
            throw .decodingFailed(
                reason: "neither the configuration nor the client token has a pciUrl", diagnosticsId: PrimerError.newDiagnosticsId())
        }
        guard let currencyCode = dto.currencyCode else {
            throw .decodingFailed(reason: "the client session has no order currency", diagnosticsId: PrimerError.newDiagnosticsId())
        }
        let session = APISession(
            api: api, clientToken: clientToken, coreUrl: coreUrl, pciUrl: pciUrl,
            clientSessionId: dto.clientSessionId, primerAccountId: dto.primerAccountId,
            totalAmount: dto.totalOrderAmount ?? 0, currencyCode: currencyCode)
        analytics.attach(session)
        let methods = dto.paymentMethods.map { method in
            CheckoutPaymentMethod(
                id: method.id, type: method.type, name: method.name ?? method.type,
                logoUrl: method.logoUrl.flatMap(RedirectURLPolicy.allowedURL(from:)))
        }
        return CheckoutConfiguration(
            totalAmount: session.totalAmount, currencyCode: currencyCode,
            paymentMethods: methods, apiSession: session,
            recordKey: RecordKey.order(dto.orderId, account: dto.primerAccountId))
    }
}
