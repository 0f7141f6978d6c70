import Foundation

/// Everything one checkout is built from; tests replace any piece. A class: the store, the runner
/// and every request keep it, and a reference is one word to copy.
final class CheckoutDependencies: Sendable {
    let settings: PrimerSettings
    let configurationEndpoint: any ConfigurationEndpoint
    let makeBankSelectorServices: @Sendable (BankSelectorServicesContext) -> BankSelectorServices
    /// How a bank list the customer waits for is retried (the repository makes one request per call).
    let bankListRetry: RetryPolicy
    let analytics: any AnalyticsTracking
    /// Where the last bank paid with is remembered; `nil` remembers nothing.
    let recentBanks: (any RecentBankStore)?
    /// The payment's requests over a loaded client session.
    let makePaymentRequests: @Sendable (CheckoutConfiguration) -> any PaymentRequests
    /// Opens the bank's page; `nil` opens none (a payment that needs one fails).
    let redirectHandler: (any RedirectHandler)?
    /// The merchant's hooks around each payment.
    let handlers: PrimerPaymentHandlers
    /// Where the checkout's record of its payments is kept; `nil` keeps it in the checkout only.
    let payments: CheckoutPayments?
    /// The clock of the checkout's own waits (when the bank lists load behind the method list).
    let clock: any CheckoutClock

    init(
        settings: PrimerSettings, configurationEndpoint: any ConfigurationEndpoint,
        makeBankSelectorServices: @escaping @Sendable (BankSelectorServicesContext) -> BankSelectorServices,
        bankListRetry: RetryPolicy = RetryPolicy(), analytics: any AnalyticsTracking, recentBanks: (any RecentBankStore)? = nil,
        makePaymentRequests: @escaping @Sendable (CheckoutConfiguration) -> any PaymentRequests,
        redirectHandler: (any RedirectHandler)? = nil, handlers: PrimerPaymentHandlers = PrimerPaymentHandlers(),
        payments: CheckoutPayments? = nil, clock: any CheckoutClock = SystemClock()
    ) {
        self.settings = settings
        self.configurationEndpoint = configurationEndpoint
        self.makeBankSelectorServices = makeBankSelectorServices
        self.bankListRetry = bankListRetry
        self.analytics = analytics
        self.recentBanks = recentBanks
        self.makePaymentRequests = makePaymentRequests
        self.redirectHandler = redirectHandler
        self.handlers = handlers
        self.payments = payments
        self.clock = clock
    }
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
