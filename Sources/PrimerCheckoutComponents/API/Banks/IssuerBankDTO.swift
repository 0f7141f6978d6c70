/// One bank of the bank list response, as sent on the wire.
struct IssuerBankDTO: Decodable, Equatable, Sendable {
    let id: String
    let name: String
    let iconUrl: String?
    let disabled: Bool
    /// Other names of the issuer, when the provider sends them.
    var aliases: [String]? = nil
}
