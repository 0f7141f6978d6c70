import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@testable import PrimerCheckoutComponents

/// The checkout keeps one value, its route and order; the state is derived from it, so the two
/// streams never tell different stories.
@Suite("Checkout snapshot")
@MainActor
struct CheckoutSnapshotTests {
    let payment = PaymentResult(paymentId: "p1", status: .success, amount: 1250, currencyCode: "EUR", paymentMethodType: "ADYEN_IDEAL")

    @Test func theStateFollowsFromTheRouteAndTheOrder() {
        let order = CheckoutSnapshot.Order(totalAmount: 1250, currencyCode: "EUR")
        let ready = PrimerCheckoutState.ready(totalAmount: 1250, currencyCode: "EUR")
        let failure = CheckoutFailure(
            error: .unauthorized(diagnosticsId: "d"), kind: .loadFailure, paymentMethodType: nil, canChooseOtherPaymentMethod: false)
        let expected: [(CheckoutRoute, PrimerCheckoutState)] = [
            (.loading, .initializing),
            (.paymentMethodSelection, ready),
            (.paymentMethod(type: "ADYEN_IDEAL", context: .direct), ready),
            (.processing(paymentMethodType: "ADYEN_IDEAL"), ready),
            (.awaitingBank(paymentMethodType: "ADYEN_IDEAL", redirectUrl: URL(string: "https://bank.example")!), ready),
            (.success(payment), .success(payment)),
            (.failure(failure), .failure(.unauthorized(diagnosticsId: "d"))),
            (.dismissed, .dismissed),
        ]
        for (route, state) in expected {
            #expect(CheckoutSnapshot(route: route, order: order).state == state)
        }
        #expect(CheckoutSnapshot(route: .failure(failure), order: nil).state == .failure(.unauthorized(diagnosticsId: "d")))
    }

    @Test func theStateStreamIsTheRouteStreamSeenThroughTheOrder() async throws {
        let harness = CheckoutHarness(
            types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"],
            endpoints: ["ADYEN_IDEAL": FakeBankListEndpoint(fixture: "ideal", payments: [.success(payment)])])
        let checkout = harness.checkout
        let (stateStream, routeStream) = (checkout.state, checkout.route)
        let states = Task { await collect(stateStream, count: .max) }
        let routes = Task { await collect(routeStream, count: .max) }
        let scope = try #require(await harness.readyBankSelector())
        scope.selectBank(scope.currentState.banks[0])
        // Both streams end after the success; every state heard is what the routes heard imply.
        let order = CheckoutSnapshot.Order(totalAmount: 1250, currencyCode: "EUR")
        var implied: [PrimerCheckoutState] = []
        for route in await routes.value {
            let state = CheckoutSnapshot(route: route, order: route == .loading ? nil : order).state
            if implied.last != state { implied.append(state) }
        }
        #expect(await states.value == implied)
        #expect(implied == [.initializing, .ready(totalAmount: 1250, currencyCode: "EUR"), .success(payment)])
    }
}
