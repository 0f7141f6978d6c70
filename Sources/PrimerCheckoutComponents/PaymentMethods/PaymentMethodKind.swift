/// A kind of payment method the checkout can offer: it makes the method's scope and the use case
/// the checkout's store runs for it.
@MainActor
protocol PaymentMethodKind {
    var paymentMethodType: String { get }
    func make(for method: CheckoutPaymentMethod, context: PaymentMethodScopeContext) -> PaymentMethodParts
}

/// What the checkout keeps for one offered method: the scope merchants and renderers drive, and the
/// bank list requests whose fetches and payment the store runs.
@MainActor
struct PaymentMethodParts {
    let scope: any PrimerPaymentMethodScope
    let bankList: any BankListRequests
}

/// What a payment method is made with.
@MainActor
struct PaymentMethodScopeContext {
    let presentationContext: PresentationContext
    let settings: PrimerSettings
    let store: CheckoutStore
    let configuration: CheckoutConfiguration

    /// The services' context.
    func servicesContext(for method: CheckoutPaymentMethod) -> BankSelectorServicesContext {
        BankSelectorServicesContext(method: method, configuration: configuration)
    }
}
