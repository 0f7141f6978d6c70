/// The checkout's one value: the screen shown and the order it pays for. `PrimerCheckoutState` is
/// derived from it, so no subscriber ever sees a state and a route that disagree (a success with a
/// processing screen).
struct CheckoutSnapshot: Equatable, Sendable {
    /// The order's amount, known once the client session loaded.
    struct Order: Equatable, Sendable {
        let totalAmount: Int
        let currencyCode: String
    }

    var route = CheckoutRoute.loading
    var order: Order?

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
