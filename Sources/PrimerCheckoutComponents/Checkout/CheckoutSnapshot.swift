/// The checkout's one value: the screen shown, the order it pays for and the state of each of its
/// bank selectors. `PrimerCheckoutState` is derived from it, and every scope's stream is a
/// projection of it, so no subscriber ever sees a state and a route that disagree (a success with a
/// processing screen), or a bank selector that runs on after its checkout finished.
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
