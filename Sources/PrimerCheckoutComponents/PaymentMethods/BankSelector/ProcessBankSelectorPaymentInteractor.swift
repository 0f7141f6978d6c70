import Foundation

/// The bank selector's use cases: fetch the banks, pay with one of them.
protocol ProcessBankSelectorPaymentInteractor: Sendable {
    func fetchBanks(paymentMethodType: String) async throws(PrimerError) -> [Bank]
    func prefetchBanks(paymentMethodType: String) async throws(PrimerError) -> [Bank]
    func execute(bankId: String?, paymentMethodType: String) async throws(PrimerError) -> PaymentResult
}

/// Maps the repository's wire banks to public `Bank`s and passes payments through.
struct ProcessBankSelectorPaymentInteractorImpl: ProcessBankSelectorPaymentInteractor {
    let repository: any BankSelectorRepository

    func fetchBanks(paymentMethodType: String) async throws(PrimerError) -> [Bank] {
        try await repository.listBanks(paymentMethodType: paymentMethodType).map(Self.bank(from:))
    }

    func prefetchBanks(paymentMethodType: String) async throws(PrimerError) -> [Bank] {
        try await repository.prefetchBanks(paymentMethodType: paymentMethodType).map(Self.bank(from:))
    }

    func execute(bankId: String?, paymentMethodType: String) async throws(PrimerError) -> PaymentResult {
        try await repository.tokenizeAndProcess(bankId: bankId, paymentMethodType: paymentMethodType)
    }

    static func bank(from dto: IssuerBankDTO) -> Bank {
        Bank(
            id: dto.id, name: dto.name, iconUrl: dto.iconUrl.flatMap(RedirectURLPolicy.allowedURL(from:)), isDisabled: dto.disabled,
            aliases: dto.aliases ?? [])
    }
}
