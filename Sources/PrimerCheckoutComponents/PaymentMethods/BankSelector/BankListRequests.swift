import Foundation

/// The bank selector's use cases: fetch the banks for a customer who waits, fetch them quietly
/// ahead of time.
protocol BankListRequests: Sendable {
    /// The banks for a customer looking at the loading screen: failures on the way are retried.
    func fetchBanks(paymentMethodType: String) async throws(PrimerError) -> [Bank]
    /// The banks fetched ahead, while nobody waits for them: asked once, a failure is the caller's
    /// to ignore (opening the method fetches again).
    func prefetchBanks(paymentMethodType: String) async throws(PrimerError) -> [Bank]
}

/// Decides how hard each fetch tries (the repository makes one request per call) and turns the
/// wire's banks into public `Bank`s whose icon addresses are safe to load.
struct APIBankListRequests: BankListRequests {
    let endpoint: any BankListEndpoint
    /// How the fetch a customer waits for retries transport errors and 5xx.
    var retry = RetryPolicy()

    func fetchBanks(paymentMethodType: String) async throws(PrimerError) -> [Bank] {
        try await retry.run { () async throws(PrimerError) -> [Bank] in try await banks(paymentMethodType) }
    }

    func prefetchBanks(paymentMethodType: String) async throws(PrimerError) -> [Bank] {
        try await banks(paymentMethodType)
    }

    private func banks(_ paymentMethodType: String) async throws(PrimerError) -> [Bank] {
        Self.banks(from: try await endpoint.listBanks(paymentMethodType: paymentMethodType))
    }

    /// The rows a customer can tell apart and pay with, in server order: a row without an id or a
    /// name is left out (nothing to pay with, nothing to read), and an id already listed keeps its
    /// first row (two rows paying the same issuer would be one choice shown twice).
    static func banks(from dtos: [IssuerBankDTO]) -> [Bank] {
        var listed = Set<String>()
        return Bank.sharingOneTable(
            dtos.compactMap { dto in
                guard !dto.id.allSatisfy(\.isWhitespace), !dto.name.allSatisfy(\.isWhitespace), listed.insert(dto.id).inserted else {
                    return nil
                }
                return fields(of: dto)
            })
    }

    static func fields(of dto: IssuerBankDTO) -> Bank.Fields {
        (
            id: dto.id, name: dto.name.trimmingCharacters(in: .whitespacesAndNewlines),
            iconUrl: dto.iconUrl.flatMap(RedirectURLPolicy.allowedURL(from:)), isDisabled: dto.disabled, aliases: dto.aliases ?? []
        )
    }
}

extension APIBankListRequests {
    /// Bank list requests over a method's services, fetching the bank list the customer waits for with `retry`.
    init(services: BankSelectorServices, retry: RetryPolicy = RetryPolicy()) {
        self.init(endpoint: services.endpoint, retry: retry)
    }
}
