import Hummingbird

/// The client session's configuration.
struct ConfigurationBody: ResponseEncodable {
    struct ClientSession: Encodable {
        struct Order: Encodable {
            let orderId: String?
            let currencyCode: String
            let totalOrderAmount: Int
            let countryCode: String
        }

        let clientSessionId: String
        let order: Order
    }

    struct PaymentMethod: Encodable {
        struct DisplayMetadata: Encodable {
            struct Button: Encodable {
                struct IconURL: Encodable { let colored: String }
                let iconUrl: IconURL
                let text: String
            }

            let button: Button
        }

        let id: String
        let type: String
        let name: String
        let implementationType: String
        let displayMetadata: DisplayMetadata
    }

    let coreUrl: String
    let pciUrl: String
    let env: String
    let primerAccountId: String
    let clientSession: ClientSession
    let paymentMethods: [PaymentMethod]
    let checkoutModules: [String]
}
