/// The payment methods one checkout can offer, by type. Owned by the checkout, never shared.
@MainActor
final class PaymentMethodRegistry {
    private var methods: [String: any PaymentMethodKind] = [:]

    func register(_ method: any PaymentMethodKind) {
        methods[method.paymentMethodType] = method
    }

    func method(for paymentMethodType: String) -> (any PaymentMethodKind)? {
        methods[paymentMethodType]
    }

    var registeredTypes: Set<String> {
        Set(methods.keys)
    }
}
