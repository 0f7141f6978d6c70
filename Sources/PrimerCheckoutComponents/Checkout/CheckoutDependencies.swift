import Foundation

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
    /// The checkout's record of payments, shared by all its methods.
    let record: any PaymentRecordAccess
}

/// Where the checkout's record of payments lives beyond the checkout, and what the checkout does
/// with it when its session loads.
struct CheckoutPayments: Sendable {
    /// Keeps the record between launches: under `checkoutKey` (derived from the client token), or
    /// under the order's name once the client session names its order (`CheckoutConfiguration.recordKey`).
    var store: any OpenPaymentStore
    var checkoutKey: String
    /// Whose turn it is to create a payment on the record's name, among all the process's checkouts.
    var turns = PaymentTurns.shared
    /// Told of each payment created and each one the checkout leaves open.
    var handlers = PrimerPaymentHandlers()
    /// Asks the server about the payments on record, once the session is loaded and before
    /// anything is shown: the payment that went through, if one did.
    var settle: @Sendable (CheckoutConfiguration, any PaymentRecordAccess) async -> PaymentResult?
}
