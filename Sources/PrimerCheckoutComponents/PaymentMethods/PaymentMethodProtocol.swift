/// A kind of payment method the checkout can offer and create a scope for.
@MainActor
protocol PaymentMethodProtocol {
    var paymentMethodType: String { get }
    func createScope(for method: CheckoutPaymentMethod, context: PaymentMethodScopeContext) -> any PrimerPaymentMethodScope
}

/// What a payment method scope is created with.
@MainActor
struct PaymentMethodScopeContext {
    let presentationContext: PresentationContext
    let settings: PrimerSettings
    let analytics: any CheckoutComponentsAnalyticsInteractorProtocol
    let checkout: any CheckoutNavigator
    let configuration: CheckoutConfiguration
    let recentBanks: (any RecentBankStore)?

    func repositoryContext(for method: CheckoutPaymentMethod) -> BankSelectorRepositoryContext {
        BankSelectorRepositoryContext(method: method, configuration: configuration) { [weak checkout] progress in
            await checkout?.show(progress, paymentMethodType: method.type)
        }
    }
}
