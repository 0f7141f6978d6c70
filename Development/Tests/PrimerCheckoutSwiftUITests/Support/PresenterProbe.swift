import CheckoutTestSupport
import Foundation
@_spi(Renderer) import PrimerCheckoutComponents
import PrimerSandbox
import Testing

@testable import PrimerCheckoutSwiftUI

/// A `CheckoutPresenter` built as `PrimerCheckout` builds it, with every screen and completion it
/// produces recorded as streams to wait on.
@MainActor
final class PresenterProbe {
    let presenter: CheckoutPresenter
    private(set) var completions: [PrimerCheckoutState] = []
    let screens: AsyncStream<CheckoutScreenModel>
    let completed: AsyncStream<PrimerCheckoutState>
    private let completedContinuation: AsyncStream<PrimerCheckoutState>.Continuation

    init(
        clientToken: String, settings: PrimerSettings = fastSettings(), paymentHandlers: PrimerPaymentHandlers = PrimerPaymentHandlers(),
        redirectHandler: any RedirectHandler, scope: (@MainActor (any PrimerCheckoutScope) -> Void)? = nil
    ) {
        let (completed, completedContinuation) = AsyncStream.makeStream(of: PrimerCheckoutState.self)
        self.completed = completed
        self.completedContinuation = completedContinuation
        var record: (@MainActor (PrimerCheckoutState) -> Void)?
        presenter = CheckoutPresenter(
            strings: CheckoutComponentsStrings(localeData: settings.localeData),
            dismissalMechanism: settings.dismissalMechanism,
            makeCheckout: { () throws(PrimerError) -> any PrimerCheckoutScope in
                try PrimerCheckout.checkout(
                    clientToken: clientToken, settings: settings, paymentHandlers: paymentHandlers, redirectHandler: redirectHandler,
                    recentBanks: nil)
            },
            scope: scope,
            onCompletion: { state in record?(state) })
        let (screens, screensContinuation) = AsyncStream.makeStream(of: CheckoutScreenModel.self)
        self.screens = screens
        presenter.onChange = { screensContinuation.yield($0) }
        record = { [weak self] state in
            self?.completions.append(state)
            completedContinuation.yield(state)
        }
    }

    /// Waits for the first screen (from now on) that `matches`.
    func screen(where matches: (CheckoutScreenModel) -> Bool) async -> CheckoutScreenModel? {
        if matches(presenter.screen) { return presenter.screen }
        for await screen in screens where matches(screen) { return screen }
        return nil
    }

    /// Waits for the next completion.
    func completion() async -> PrimerCheckoutState? {
        for await state in completed { return state }
        return nil
    }

    /// The ready bank selector of `type`, after opening it from the payment method list.
    func openBankSelector(_ type: String) async throws -> (any PrimerBankSelectorScope)? {
        _ = await screen { if case .paymentMethodList = $0 { true } else { false } }
        try presenter.checkout?.selectPaymentMethod(type)
        guard let scope = presenter.checkout?.getPaymentMethodScope(for: type) as? any PrimerBankSelectorScope else { return nil }
        for await state in scope.state where state.status == .ready { return scope }
        return nil
    }

    /// Starts the checkout, opens the bank selector of `type` and chooses its first online bank, as
    /// a customer paying does; the selector, for what the test does next.
    @discardableResult
    func payWithFirstBank(of type: String) async throws -> any PrimerBankSelectorScope {
        presenter.start()
        let scope = try #require(try await openBankSelector(type))
        scope.selectBank(try #require(scope.currentState.banks.first { !$0.isDisabled }))
        return scope
    }
}

extension CheckoutScreenModel {
    var isFailure: Bool { if case .failure = self { true } else { false } }
}

extension SandboxServer {
    /// How many requests reached `endpoint`.
    func calls(to endpoint: SandboxEndpoint) async -> Int {
        await requestLog.filter { $0.endpoint == endpoint }.count
    }
}
