/// Everything one checkout is built from; tests replace any piece.
struct CheckoutDependencies: Sendable {
    var settings: PrimerSettings
    var configurationRepository: any CheckoutConfigurationRepository
    var makeBankSelectorServices: @Sendable (BankSelectorServicesContext) -> BankSelectorServices
    /// How a bank list the customer waits for is retried (the repository makes one request per call).
    var bankListRetry = RetryPolicy()
    var analytics: any CheckoutComponentsAnalyticsInteractorProtocol
    /// Where the last bank paid with is remembered; `nil` remembers nothing.
    var recentBanks: (any RecentBankStore)? = nil
    /// The checkout's record of its payments, as the checkout itself uses it; `nil` keeps none.
    var payments: CheckoutPayments? = nil
    /// The clock of the checkout's own waits (when the bank lists load behind the method list).
    var clock: any CheckoutClock = SystemClock()
}

/// What a bank selector's interactor works with: the repository for its bank list and the
/// payment it pays through.
struct BankSelectorServices: Sendable {
    let repository: any BankSelectorRepository
    let payment: any RedirectPayment
}

/// What a bank selector's services are made for: one payment method of one loaded checkout.
struct BankSelectorServicesContext: Sendable {
    let method: CheckoutPaymentMethod
    let configuration: CheckoutConfiguration
    let onProgress: @Sendable (PaymentProgress) async -> Void
}

/// What the checkout itself does with its record of payments (its methods' pipelines share the
/// same record for paying).
struct CheckoutPayments: Sendable {
    /// Asks the server about the payments the client session has on record, once the session is
    /// loaded and before anything is shown: the payment that went through, if one did.
    var settle: @Sendable (CheckoutConfiguration) async -> PaymentResult?
    /// The customer chose to pay another way while this payment (its id) was not confirmed.
    var customerPaidAnotherWay: @Sendable (String) async -> Void
    /// The checkout ended, with this payment's success or without one: the record forgets the
    /// payment reported and tells the merchant of every payment still open.
    var checkoutEnded: @Sendable (PaymentResult?) async -> Void
}
