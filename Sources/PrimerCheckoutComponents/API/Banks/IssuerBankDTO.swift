/// One bank of the bank list response, as sent on the wire.
struct IssuerBankDTO: Equatable, Sendable {
    let id: String
    let name: String
    let iconUrl: String?
    let disabled: Bool
    /// Other names of the issuer, when the provider sends them.
    var aliases: [String]? = nil
}

extension IssuerBankDTO {
    init(_ json: JSONObject) throws(JSONReadingError) {
        id = try json.required("id", \.string)
        name = try json.required("name", \.string)
        iconUrl = try json.optional("iconUrl", \.string)
        disabled = try json.required("disabled", \.bool)
        aliases = try json.optional("aliases") { value in
            value.array.flatMap { names in
                let strings = names.compactMap(\.string)
                return strings.count == names.count ? strings : nil
            }
        }
    }

    /// The issuer list response's banks (`result`).
    static func list(_ json: JSONObject) throws(JSONReadingError) -> [IssuerBankDTO] {
        var banks: [IssuerBankDTO] = []
        for (index, bank) in try json.required("result", \.array).enumerated() {
            banks.append(try IssuerBankDTO(JSONObject(bank, path: "\(json.path)result.\(index).")))
        }
        return banks
    }
}
