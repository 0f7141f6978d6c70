/// Everything one checkout is built from; tests replace any piece.
struct CheckoutDependencies: Sendable {
    var settings: PrimerSettings
    var configurationRepository: any CheckoutConfigurationRepository
    var makeBankSelectorRepository: @Sendable (BankSelectorRepositoryContext) -> any BankSelectorRepository
    /// How a bank list the customer waits for is retried (the repository makes one request per call).
    var bankListRetry = RetryPolicy()
    var analytics: any CheckoutComponentsAnalyticsInteractorProtocol
    /// Where the last bank paid with is remembered; `nil` remembers nothing.
    var recentBanks: (any RecentBankStore)? = nil
    /// Asks the server about the payments the client session has on record, once the session is
    /// loaded and before anything is shown: the payment that went through, if one did.
    var settleOpenPayments: (@Sendable (CheckoutConfiguration) async -> PaymentResult?)? = nil
    /// Told when a payment's success reached the checkout's result: the record may forget it.
    var paymentReported: (@Sendable (PaymentResult) async -> Void)? = nil
    /// The clock of the checkout's own waits (when the bank lists load behind the method list).
    var clock: any CheckoutClock = SystemClock()
}

/// What a bank selector's repository is made for: one payment method of one loaded checkout.
struct BankSelectorRepositoryContext: Sendable {
    let method: CheckoutPaymentMethod
    let configuration: CheckoutConfiguration
    let onProgress: @Sendable (PaymentProgress) async -> Void
}
