/// Everything one checkout is built from; tests replace any piece.
struct CheckoutDependencies: Sendable {
    var settings: PrimerSettings
    var configurationRepository: any CheckoutConfigurationRepository
    var makeBankSelectorRepository: @Sendable (CheckoutPaymentMethod) -> any BankSelectorRepository
    var analytics: any CheckoutComponentsAnalyticsInteractorProtocol
}
