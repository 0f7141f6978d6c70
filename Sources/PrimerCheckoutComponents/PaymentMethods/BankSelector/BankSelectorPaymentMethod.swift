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

    func make(for method: CheckoutPaymentMethod, context: PaymentMethodScopeContext) -> PaymentMethodParts {
        PaymentMethodParts(
            scope: DefaultBankSelectorScope(
                paymentMethodType: method.type,
                presentationContext: context.presentationContext,
                dismissalMechanism: context.settings.dismissalMechanism,
                store: context.store),
            interactor: ProcessBankSelectorPaymentInteractorImpl(
                repository: makeRepository(context.repositoryContext(for: method)), retry: bankListRetry))
    }
}
