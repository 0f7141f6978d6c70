/// An issuer-list payment method: it shows a bank selector and pays with the chosen bank.
@MainActor
struct BankSelectorPaymentMethod: PaymentMethodProtocol {
    let paymentMethodType: String
    let makeRepository: @Sendable (BankSelectorRepositoryContext) -> any BankSelectorRepository
    let bankListRetry: RetryPolicy

    /// Registers every issuer-list method in `registry`.
    static func registerAll(
        in registry: PaymentMethodRegistry, bankListRetry: RetryPolicy = RetryPolicy(),
        makeRepository: @escaping @Sendable (BankSelectorRepositoryContext) -> any BankSelectorRepository
    ) {
        for type in BankSelectorMethodDescription.all.keys.sorted() {
            registry.register(
                BankSelectorPaymentMethod(paymentMethodType: type, makeRepository: makeRepository, bankListRetry: bankListRetry))
        }
    }

    func createScope(for method: CheckoutPaymentMethod, context: PaymentMethodScopeContext) -> any PrimerPaymentMethodScope {
        DefaultBankSelectorScope(
            paymentMethodType: method.type,
            presentationContext: context.presentationContext,
            dismissalMechanism: context.settings.dismissalMechanism,
            options: context.settings.bankSelector,
            recentBanks: context.recentBanks,
            schemePage: SchemePageMethod(
                method: method, amount: context.configuration.totalAmount, currencyCode: context.configuration.currencyCode),
            interactor: ProcessBankSelectorPaymentInteractorImpl(
                repository: makeRepository(context.repositoryContext(for: method)), retry: bankListRetry),
            analytics: context.analytics,
            checkout: context.checkout
        )
    }
}
