import Hummingbird

/// `{"result": [issuer]}`.
struct BankListBody: ResponseEncodable {
    let result: [IssuerBody]
}

/// One issuer of a bank list.
struct IssuerBody: Encodable, Sendable {
    let id: String
    let name: String
    let disabled: Bool
    let iconUrl: String
}
