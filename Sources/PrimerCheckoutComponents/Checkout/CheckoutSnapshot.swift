/// The checkout's one value — screen, order, each bank selector's state — that every scope's stream
/// projects, so no subscriber sees a state and a route that disagree.
struct CheckoutSnapshot: Equatable, Sendable {
    /// The order's amount, known once the client session loaded.
    struct Order: Equatable, Sendable {
        let totalAmount: Int
        let currencyCode: String
    }

    var route = CheckoutRoute.loading
    var order: Order?
    /// Each offered bank selector's state, by payment method type, once the session loaded.
    var bankSelectors: [String: BankSelectorState] = [:]

    /// The merchant's view of the checkout: loading, ready to pay, or how it ended.
    var state: PrimerCheckoutState {
        switch route {
        case .loading: .initializing
        case .success(let result): .success(result)
        case .failure(let failure): .failure(failure.error)
        case .dismissed: .dismissed
        case .paymentMethodSelection, .paymentMethod, .processing, .awaitingBank:
            order.map { .ready(totalAmount: $0.totalAmount, currencyCode: $0.currencyCode) } ?? .initializing
        }
    }
}
