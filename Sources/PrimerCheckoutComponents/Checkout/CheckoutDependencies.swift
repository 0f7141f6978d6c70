import Foundation

/// Everything one checkout is built from; tests replace any piece.
struct CheckoutDependencies: Sendable {
    var settings: PrimerSettings
    var configurationEndpoint: any ConfigurationEndpoint
    var makeBankSelectorServices: @Sendable (BankSelectorServicesContext) -> BankSelectorServices
    /// How a bank list the customer waits for is retried (the repository makes one request per call).
    var bankListRetry = RetryPolicy()
    var analytics: any AnalyticsTracking
    /// Where the last bank paid with is remembered; `nil` remembers nothing.
    var recentBanks: (any RecentBankStore)? = nil
    /// The payment's requests over a loaded client session.
    var makePaymentRequests: @Sendable (CheckoutConfiguration) -> any PaymentRequests
    /// Opens the bank's page; `nil` opens none (a payment that needs one fails).
    var redirectHandler: (any RedirectHandler)? = nil
    /// The merchant's hooks around each payment.
    var handlers = PrimerPaymentHandlers()
    /// Where the checkout's record of its payments is kept; `nil` keeps it in the checkout only.
    var payments: CheckoutPayments? = nil
    /// The clock of the checkout's own waits (when the bank lists load behind the method list).
    var clock: any CheckoutClock = SystemClock()
}

/// What a bank selector's interactor works with: the repository for its bank list.
struct BankSelectorServices: Sendable {
    let endpoint: any BankListEndpoint
}

/// What a bank selector's services are made for: one payment method of one loaded checkout.
struct BankSelectorServicesContext: Sendable {
    let method: CheckoutPaymentMethod
    let configuration: CheckoutConfiguration
}

/// Where the checkout's record of payments lives beyond the checkout.
struct CheckoutPayments: Sendable {
    /// Keeps the record between launches: under `checkoutKey` (derived from the client token), or
    /// under the order's name once the client session names its order (`CheckoutConfiguration.recordKey`).
    var store: any OpenPaymentStore
    var checkoutKey: String
    /// Whose turn it is to create a payment on the record's name, among all the process's checkouts.
    var turns: any PaymentTurnTaking = PaymentTurns.shared
}
