import Foundation

extension DefaultCheckoutScope {
    /// Creates a checkout for a client token: it loads the client session over HTTP, offers the
    /// session's supported payment methods and pays through the Primer API.
    ///
    /// - Parameters:
    ///   - clientToken: The client token from the merchant's server.
    ///   - settings: Payment handling, locale, dismissal and polling.
    ///   - redirectHandler: Opens the bank's page (a browser session, a terminal app).
    ///   - paymentHandlers: The merchant's hooks before payment creation and for manual handling.
    ///   - recentBanks: Where the bank of the last successful payment is remembered and read back
    ///     (`BankSelectorOptions.remembersRecentBank`). By default the app's `UserDefaults` on iOS
    ///     (`UserDefaultsRecentBankStore`), as `PrimerCheckout` does; elsewhere nothing is
    ///     remembered. `nil` remembers nothing.
    ///   - openPayments: Where the checkout keeps the payments it created until the server calls
    ///     them final, under a name derived from the client session's order (its `orderId`), or
    ///     from `clientToken` when it names none: a checkout opened again on the same order (any
    ///     client session of it) or client token asks about them before creating another. By default the Keychain
    ///     (`KeychainOpenPaymentStore`) where there is one, so they survive the app being killed at
    ///     the bank; elsewhere this process's memory (shared by its checkouts). A store that
    ///     cannot keep a payment stops it before it is created (`PrimerError.paymentRecordUnavailable`).
    /// - Throws: `PrimerError.invalidClientToken` before any request when the token is unusable;
    ///   `PrimerError.invalidValue` when `settings.urlScheme` is not a URL scheme,
    ///   `settings.universalLink` not an https address, a wait of `settings.redirectPolling`
    ///   negative or NaN, a subtag of `settings.localeData` without BCP 47's shape (a language
    ///   `ä`, a region `USA`), or manual `settings.paymentHandling` without both of its
    ///   `paymentHandlers` (`didTokenizePaymentMethod`, `didReceiveResumeToken`).
    public convenience init(
        clientToken: String,
        settings: PrimerSettings = PrimerSettings(),
        redirectHandler: any RedirectHandler,
        paymentHandlers: PrimerPaymentHandlers = PrimerPaymentHandlers(),
        recentBanks: (any RecentBankStore)? = DefaultCheckoutScope.defaultRecentBanks,
        openPayments: any OpenPaymentStore = DefaultCheckoutScope.defaultOpenPayments
    ) throws(PrimerError) {
        try self.init(
            clientToken: clientToken, settings: settings, redirectHandler: redirectHandler,
            paymentHandlers: paymentHandlers, transport: URLSessionTransport(), recentBanks: recentBanks,
            openPayments: openPayments)
    }

    /// Creates a checkout for a client token whose requests go through `transport` (our own
    /// tooling's seam: a recording or fault-injecting transport).
    @_spi(Transport)
    public convenience init(
        clientToken: String,
        settings: PrimerSettings = PrimerSettings(),
        redirectHandler: any RedirectHandler,
        paymentHandlers: PrimerPaymentHandlers = PrimerPaymentHandlers(),
        transport: any HTTPTransport,
        recentBanks: (any RecentBankStore)? = DefaultCheckoutScope.defaultRecentBanks,
        openPayments: any OpenPaymentStore = DefaultCheckoutScope.defaultOpenPayments
    ) throws(PrimerError) {
        try self.init(
            clientToken: clientToken, settings: settings, redirectHandler: redirectHandler,
            paymentHandlers: paymentHandlers, transport: transport, timeouts: APITimeouts(), clock: SystemClock(),
            recentBanks: recentBanks, openPayments: openPayments)
    }

    /// Where a checkout remembers its customer's bank when it is given no store: the app's
    /// `UserDefaults` on iOS; nowhere on the platforms the SDK's tooling and tests run on, so one
    /// run's payment never reorders another's list.
    @usableFromInline
    package nonisolated static var defaultRecentBanks: (any RecentBankStore)? {
        #if os(iOS)
        UserDefaultsRecentBankStore()
        #else
        nil
        #endif
    }

    /// Where a checkout keeps its open payments when it is given no store: the Keychain; this
    /// process's memory where there is none.
    @usableFromInline
    package nonisolated static var defaultOpenPayments: any OpenPaymentStore {
        #if canImport(Security)
        KeychainOpenPaymentStore()
        #else
        InMemoryOpenPaymentStore.shared
        #endif
    }

    convenience init(
        clientToken: String, settings: PrimerSettings, redirectHandler: any RedirectHandler,
        paymentHandlers: PrimerPaymentHandlers, transport: any HTTPTransport, timeouts: APITimeouts,
        clock: any CheckoutClock, recentBanks: (any RecentBankStore)? = nil,
        openPayments: any OpenPaymentStore = InMemoryOpenPaymentStore.shared, paymentTurns: any PaymentTurnTaking = PaymentTurns.shared
    ) throws(PrimerError) {
        let token = try ClientToken.session(clientToken)
        _ = try settings.callbackURLScheme()
        _ = try settings.callbackUniversalLink()
        try settings.redirectPolling.validate()
        try settings.localeData.validate()
        if settings.paymentHandling == .manual { _ = try paymentHandlers.manualHooks() }
        guard let tokenPciUrl = token.pciUrl, let tokenCoreUrl = token.coreUrl ?? token.configurationUrl else {
            throw .invalidClientToken(reason: "the pciUrl claim is missing", diagnosticsId: PrimerError.newDiagnosticsId())
        }
        let checkoutSessionId = UUID().uuidString
        let api = PrimerAPIClient(transport: transport, checkoutSessionId: checkoutSessionId, timeouts: timeouts)
        let fallback = { @Sendable (configuration: CheckoutConfiguration) in
            APISession(
                api: api, clientToken: token, coreUrl: tokenCoreUrl, pciUrl: tokenPciUrl, clientSessionId: nil,
                primerAccountId: nil, totalAmount: configuration.totalAmount, currencyCode: configuration.currencyCode)
        }
        let analytics = APIAnalyticsTracker(checkoutSessionId: checkoutSessionId, userLocale: settings.localeData.localeCode)
        self.init(
            dependencies: CheckoutDependencies(
                settings: settings,
                configurationEndpoint: APIConfigurationEndpoint(
                    clientToken: token, api: api, analytics: analytics, retry: RetryPolicy(clock: clock)),
                makeBankSelectorServices: { context in
                    let session = context.configuration.apiSession ?? fallback(context.configuration)
                    return BankSelectorServices(endpoint: APIBankListEndpoint(session: session, method: context.method))
                },
                bankListRetry: RetryPolicy(clock: clock),
                analytics: analytics,
                recentBanks: recentBanks,
                makePaymentRequests: { configuration in
                    APIPaymentRequests(
                        session: configuration.apiSession ?? fallback(configuration), settings: settings, retry: RetryPolicy(clock: clock))
                },
                redirectHandler: redirectHandler,
                handlers: paymentHandlers,
                payments: CheckoutPayments(store: openPayments, checkoutKey: token.recordKey, turns: paymentTurns),
                clock: clock
            ))
    }
}
