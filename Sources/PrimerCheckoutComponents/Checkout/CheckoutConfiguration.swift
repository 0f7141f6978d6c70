/// What the checkout needs from the client session before it can show anything.
struct CheckoutConfiguration: Equatable, Sendable {
    var totalAmount: Int
    var currencyCode: String
    var paymentMethods: [CheckoutPaymentMethod]
}

/// Loads the checkout's configuration (over HTTP in the default composition).
protocol CheckoutConfigurationRepository: Sendable {
    func loadConfiguration() async throws(PrimerError) -> CheckoutConfiguration
}
