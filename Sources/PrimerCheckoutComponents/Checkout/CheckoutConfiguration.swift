/// What the checkout needs from the client session before it can show anything.
struct CheckoutConfiguration: Equatable, Sendable {
    var totalAmount: Int
    var currencyCode: String
    var paymentMethods: [CheckoutPaymentMethod]
    /// The live API session, when the configuration came from the Primer API.
    var apiSession: APISession?
    /// The name the checkout's payments are kept under when its client session names its order
    /// (`RecordKey.order`); `nil` keeps them under the client token's name.
    var recordKey: String? = nil
}

/// Loads the checkout's configuration (over HTTP in the default composition).
protocol ConfigurationEndpoint: Sendable {
    func loadConfiguration() async throws(PrimerError) -> CheckoutConfiguration
}

extension CheckoutConfiguration {
    /// Equal when they configure the same checkout: the API session is the connection it came over.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.totalAmount == rhs.totalAmount && lhs.currencyCode == rhs.currencyCode && lhs.paymentMethods == rhs.paymentMethods
            && lhs.recordKey == rhs.recordKey && lhs.apiSession?.clientToken == rhs.apiSession?.clientToken
    }
}
