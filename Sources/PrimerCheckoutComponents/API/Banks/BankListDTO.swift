/// `POST {coreUrl}/adyen/checkout` request for the issuer list.
struct BankListRequestDTO: Encodable, Sendable {
    struct Parameters: Encodable, Sendable {
        let paymentMethod: String
    }
    let paymentMethodConfigId: String
    let command = "FETCH_BANK_ISSUERS"
    let parameters: Parameters
}

/// The issuer list response.
struct BankListResponseDTO: Decodable, Sendable {
    let result: [IssuerBankDTO]
}
