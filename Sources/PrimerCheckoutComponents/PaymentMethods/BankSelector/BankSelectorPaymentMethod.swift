/// An issuer-list payment method: it shows a bank selector and pays with the chosen bank.
@MainActor
struct BankSelectorPaymentMethod: PaymentMethodProtocol {
    /// Every issuer-list method: payment method type → the bank list's `paymentMethod` parameter
    /// (from `BankSelectorMethodDescription.all`).
    nonisolated static let issuerListMethods = BankSelectorMethodDescription.all.mapValues(\.issuerListParameter)

    let paymentMethodType: String
    let makeRepository: @Sendable (BankSelectorRepositoryContext) -> any BankSelectorRepository

    /// Registers every issuer-list method in `registry`.
    static func registerAll(
        in registry: PaymentMethodRegistry,
        makeRepository: @escaping @Sendable (BankSelectorRepositoryContext) -> any BankSelectorRepository
    ) {
        for type in issuerListMethods.keys.sorted() {
            registry.register(BankSelectorPaymentMethod(paymentMethodType: type, makeRepository: makeRepository))
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
            interactor: ProcessBankSelectorPaymentInteractorImpl(repository: makeRepository(context.repositoryContext(for: method))),
            analytics: context.analytics,
            checkout: context.checkout
        )
    }
}
