/// An issuer-list payment method: it shows a bank selector and pays with the chosen bank.
@MainActor
struct BankSelectorPaymentMethod: PaymentMethodKind {
    let paymentMethodType: String
    let makeServices: @Sendable (BankSelectorServicesContext) -> BankSelectorServices
    let bankListRetry: RetryPolicy

    /// Registers every issuer-list method in `registry`.
    static func registerAll(
        in registry: PaymentMethodRegistry, bankListRetry: RetryPolicy = RetryPolicy(),
        makeServices: @escaping @Sendable (BankSelectorServicesContext) -> BankSelectorServices
    ) {
        for type in BankSelectorMethodDescription.all.keys.sorted() {
            registry.register(
                BankSelectorPaymentMethod(paymentMethodType: type, makeServices: makeServices, bankListRetry: bankListRetry))
        }
    }

    func make(for method: CheckoutPaymentMethod, context: PaymentMethodScopeContext) -> PaymentMethodParts {
        PaymentMethodParts(
            scope: DefaultBankSelectorScope(
                paymentMethodType: method.type,
                presentationContext: context.presentationContext,
                dismissalMechanism: context.settings.dismissalMechanism,
                store: context.store),
            bankList: APIBankListRequests(
                services: makeServices(context.servicesContext(for: method)), retry: bankListRetry))
    }
}
