/// `GET {configurationUrl}` response: the fields the checkout reads.
struct ConfigurationDTO: Sendable {
    struct PaymentMethod: Sendable {
        let id: String
        let type: String
        let name: String?
        /// The address of the method's coloured logo (`displayMetadata.button.iconUrl.colored`).
        let logoUrl: String?
    }

    let coreUrl: String?
    let pciUrl: String?
    let primerAccountId: String?
    let clientSessionId: String?
    /// The merchant's reference of the order, when the client session was made with one.
    let orderId: String?
    let currencyCode: String?
    let totalOrderAmount: Int?
    let paymentMethods: [PaymentMethod]
}

extension ConfigurationDTO {
    init(_ json: JSONObject) throws(JSONReadingError) {
        coreUrl = try json.optional("coreUrl", \.string)
        pciUrl = try json.optional("pciUrl", \.string)
        if let env = try json.optional("env", \.string), !ClientToken.environments.contains(env) {
            throw JSONReadingError(reason: "unknown env \(env)")
        }
        primerAccountId = try json.optional("primerAccountId", \.string)
        let session = try json.object("clientSession")
        clientSessionId = try session?.optional("clientSessionId", \.string)
        let order = try session?.object("order")
        // Only names where payments are kept: a reference that is not text keeps them under the
        // client token rather than failing the checkout.
        orderId = order?.fields["orderId"]?.string
        currencyCode = try order?.optional("currencyCode", \.string)
        totalOrderAmount = try order?.optional("totalOrderAmount", \.int)
        // A method the checkout cannot read is left out, not the whole checkout.
        paymentMethods = try json.required("paymentMethods", \.array).compactMap { try? PaymentMethod($0) }
        _ = try json.required("checkoutModules", \.array)
    }
}

extension ConfigurationDTO.PaymentMethod {
    init(_ value: JSONValue) throws(JSONReadingError) {
        let json = try JSONObject(value)
        id = try json.required("id", \.string)
        type = try json.required("type", \.string)
        name = try json.optional("name", \.string)
        logoUrl = try json.object("displayMetadata")?.object("button")?.object("iconUrl")?.optional("colored", \.string)
    }
}
