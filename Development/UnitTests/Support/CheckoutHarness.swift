import Foundation

@_spi(Renderer) @testable import PrimerCheckoutComponents

/// A real checkout built over fake endpoints, one per payment method type.
@MainActor
struct CheckoutHarness {
    let checkout: DefaultCheckoutScope
    let configuration: FakeConfigurationEndpoint
    let endpoints: [String: FakeBankListEndpoint]
    let analytics: RecordingAnalytics

    init(
        types: [String] = ["ADYEN_IDEAL"],
        endpoints: [String: FakeBankListEndpoint] = [:],
        configuration: FakeConfigurationEndpoint? = nil,
        settings: PrimerSettings = PrimerSettings(),
        recentBanks: (any RecentBankStore)? = nil,
        clock: any CheckoutClock = ManualClock()
    ) {
        var all = endpoints
        for type in types where all[type] == nil {
            all[type] = FakeBankListEndpoint(fixture: type == "ADYEN_DOTPAY" ? "dotpay" : "ideal")
        }
        let configuration = configuration ?? FakeConfigurationEndpoint(types: types)
        let analytics = RecordingAnalytics()
        let lookup = all
        self.configuration = configuration
        self.endpoints = all
        self.analytics = analytics
        checkout = DefaultCheckoutScope(
            dependencies: CheckoutDependencies(
                settings: settings,
                configurationEndpoint: configuration,
                makeBankSelectorServices: { context in (lookup[context.method.type] ?? FakeBankListEndpoint()).services },
                // A fake answers each request from its script; a retry would eat the next answer.
                bankListRetry: .none,
                analytics: analytics,
                recentBanks: recentBanks,
                makePaymentRequests: { _ in FakePaymentRequests(endpoints: lookup) },
                clock: clock
            ))
    }

    func endpoint(_ type: String = "ADYEN_IDEAL") -> FakeBankListEndpoint {
        endpoints[type]!
    }

    func bankSelector(_ type: String = "ADYEN_IDEAL") -> (any PrimerBankSelectorScope)? {
        checkout.getPaymentMethodScope(for: type) as? any PrimerBankSelectorScope
    }

    /// The store's view for `type`, for the wiring tests that read its internal readiness signals.
    func bankSelectorView(_ type: String = "ADYEN_IDEAL") -> DefaultBankSelectorScope? {
        checkout.getPaymentMethodScope(for: type) as? DefaultBankSelectorScope
    }

    /// Starts the checkout and waits for its first screen after loading.
    func started() async -> Bool {
        checkout.start()
        return await first(checkout.route, where: { $0 != .loading }) != nil
    }

    /// Starts the checkout, opens `type` if needed, and waits for its bank list.
    func readyBankSelector(_ type: String = "ADYEN_IDEAL") async -> (any PrimerBankSelectorScope)? {
        await checkout.readyBankSelector(type)
    }
}

extension PrimerError {
    static let sampleServerError = PrimerError.serverError(
        statusCode: 500, errorId: "server-error", description: "boom", diagnosticsId: "diag-500")
    static let sampleDecline = PrimerError.paymentFailed(
        paymentMethodType: "ADYEN_IDEAL", paymentId: "pay_1", status: "FAILED", reason: "Declined", diagnosticsId: "diag-1")
}

extension Array where Element == Bank {
    var names: [String] { map(\.name) }
}

extension DefaultCheckoutScope {
    /// Returns once every task the checkout stopped has ended: what a stopped fetch or payment
    /// could still have done, it has done, and a test can check that it did nothing.
    func workFinished() async {
        await store.workFinished()
    }
}
