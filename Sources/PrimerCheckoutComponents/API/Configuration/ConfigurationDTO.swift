/// `GET {configurationUrl}` response.
struct ConfigurationDTO: Decodable, Sendable {
    struct ClientSession: Decodable, Sendable {
        struct Order: Decodable, Sendable {
            /// The merchant's reference of the order, when the client session was made with one.
            let orderId: String?
            let currencyCode: String?
            let totalOrderAmount: Int?
            let countryCode: String?

            private enum CodingKeys: String, CodingKey {
                case orderId, currencyCode, totalOrderAmount, countryCode
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                // Only names where payments are kept: a reference that is not text keeps them under
                // the client token rather than failing the checkout.
                orderId = try? container.decodeIfPresent(String.self, forKey: .orderId)
                currencyCode = try container.decodeIfPresent(String.self, forKey: .currencyCode)
                totalOrderAmount = try container.decodeIfPresent(Int.self, forKey: .totalOrderAmount)
                countryCode = try container.decodeIfPresent(String.self, forKey: .countryCode)
            }
        }
        let clientSessionId: String?
        let order: Order?
    }

    struct PaymentMethod: Decodable, Sendable {
        let id: String
        let type: String
        let name: String?
        let displayMetadata: DisplayMetadata?
    }

    /// How the method's button looks; only the logo's address is used.
    struct DisplayMetadata: Decodable, Sendable {
        struct Button: Decodable, Sendable {
            struct IconURL: Decodable, Sendable {
                let colored: String?
            }
            let iconUrl: IconURL?
        }
        let button: Button?
    }

    let coreUrl: String?
    let pciUrl: String?
    let env: String?
    let primerAccountId: String?
    let clientSession: ClientSession?
    let paymentMethods: [PaymentMethod]
    let checkoutModules: [Ignored]

    private enum CodingKeys: String, CodingKey {
        case coreUrl, pciUrl, env, primerAccountId, clientSession, paymentMethods, checkoutModules
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        coreUrl = try container.decodeIfPresent(String.self, forKey: .coreUrl)
        pciUrl = try container.decodeIfPresent(String.self, forKey: .pciUrl)
        env = try container.decodeIfPresent(String.self, forKey: .env)
        if let env, !ClientToken.environments.contains(env) {
            throw DecodingError.dataCorruptedError(forKey: .env, in: container, debugDescription: "unknown env \(env)")
        }
        primerAccountId = try container.decodeIfPresent(String.self, forKey: .primerAccountId)
        clientSession = try container.decodeIfPresent(ClientSession.self, forKey: .clientSession)
        paymentMethods = try container.decode(LossyArray<PaymentMethod>.self, forKey: .paymentMethods).elements
        checkoutModules = try container.decode([Ignored].self, forKey: .checkoutModules)
    }
}

/// Any JSON value, skipped.
struct Ignored: Decodable, Sendable {
    init(from decoder: any Decoder) throws {}
}

/// An array whose elements that fail to decode are dropped.
struct LossyArray<Element: Decodable & Sendable>: Decodable, Sendable {
    let elements: [Element]

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try container.decode(Ignored.self)
            }
        }
        self.elements = elements
    }
}
