import Foundation
import Testing

@_spi(Renderer) @testable import PrimerCheckoutComponents

@MainActor
extension DefaultCheckoutScope {
    /// Starts the checkout, opens `type` when a list is shown, and waits for its banks.
    func readyBankSelector(_ type: String) async -> (any PrimerBankSelectorScope)? {
        start()
        guard await first(route, where: { $0 != .loading }) != nil else { return nil }
        if currentRoute == .paymentMethodSelection { try? selectPaymentMethod(type) }
        guard let scope = getPaymentMethodScope(for: type) as? any PrimerBankSelectorScope,
            await first(scope.state, where: { $0.status == .ready }) != nil
        else { return nil }
        return scope
    }

    /// The bank selector's screen as a renderer would build it now, in `locale`; nil on another screen.
    func bankSelectorScreen(locale: String = "en") -> BankSelectorScreenModel? {
        let strings = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: locale))
        guard case .bankSelector(_, let model) = CheckoutScreenModel(checkout: self, strings: strings) else { return nil }
        return model
    }

    /// Waits for a final route (success, failure, or back at a payment method screen after processing).
    func settledRoute() async -> CheckoutRoute {
        let settled = await first(route, seconds: 60) { route in
            switch route {
            case .success, .failure, .dismissed, .paymentMethod: true
            default: false
            }
        }
        return settled ?? currentRoute
    }

    /// The payment the checkout settles on; records an issue when it does not end in success.
    func settledSuccess(sourceLocation: SourceLocation = #_sourceLocation) async -> PaymentResult? {
        guard case .success(let result) = await settledRoute() else {
            Issue.record("expected success, got \(currentRoute)", sourceLocation: sourceLocation)
            return nil
        }
        return result
    }

    /// The error screen the checkout settles on; records an issue when it shows none.
    func settledFailure(sourceLocation: SourceLocation = #_sourceLocation) async -> CheckoutFailure? {
        guard case .failure(let failure) = await settledRoute() else {
            Issue.record("expected the error screen, got \(currentRoute)", sourceLocation: sourceLocation)
            return nil
        }
        return failure
    }
}
