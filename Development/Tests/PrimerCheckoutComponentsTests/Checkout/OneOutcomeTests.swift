import CheckoutDemo
import Foundation
import PrimerSandbox
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @_spi(Transport) @testable import PrimerCheckoutComponents

/// How a checkout ended is decided once, by its reducer: the headless `state` stream ends with it,
/// and the presenter every face draws from (`PrimerCheckout`, the UIKit presenter, the terminal)
/// reports the same value, once.
@Suite("One outcome on every face", .timeLimit(.minutes(2)))
@MainActor
struct OneOutcomeTests {
    /// The ways a checkout ends.
    enum Path: String, CaseIterable, Sendable {
        case paid, errorScreenClosed, swipedDownOnTheList, cancelledAtTheBankThenClosed, dismissedMidPayment, faceGoneForGood

        var customer: SandboxCustomer.Behaviour {
            switch self {
            case .paid: .press(.approve)
            case .errorScreenClosed: .press(.decline)
            case .swipedDownOnTheList: .stayAway
            case .cancelledAtTheBankThenClosed: .abandon
            case .dismissedMidPayment: .stayAway
            case .faceGoneForGood: .stayAway
            }
        }
    }

    @Test(arguments: Path.allCases)
    func theHeadlessStreamAndEveryFaceEndWithTheSameOutcome(path: Path) async throws {
        let sandbox = SandboxServer()
        _ = try await sandbox.start()
        let checkout = try await sandbox.checkout(SandboxCustomer(path.customer))
        let (completions, completed) = AsyncStream.makeStream(of: PrimerCheckoutState.self)
        let presenter = CheckoutPresenter(
            strings: CheckoutComponentsStrings(), makeCheckout: { checkout },
            onCompletion: { state in
                completed.yield(state)
                completed.finish()
            })
        let headless = Task { [states = checkout.state] in
            var last: PrimerCheckoutState?
            for await state in states { last = state }
            return last
        }
        var hold: CheckoutPresenter.Hold? = presenter.hold()
        presenter.start()
        #expect(await first(checkout.route, where: { $0 == .paymentMethodSelection }) != nil)
        try checkout.selectPaymentMethod("ADYEN_IDEAL")
        let scope = try #require(checkout.getPaymentMethodScope(for: "ADYEN_IDEAL") as? any PrimerBankSelectorScope)
        #expect(await first(scope.state, where: { $0.status == .ready }) != nil)
        let bank = try #require(scope.currentState.banks.first { !$0.isDisabled })

        switch path {
        case .paid:
            scope.selectBank(bank)
        case .errorScreenClosed:
            scope.selectBank(bank)
            #expect(await first(checkout.route, where: { if case .failure = $0 { true } else { false } }) != nil)
            presenter.close()
        case .swipedDownOnTheList:
            checkout.onDismiss()
        case .cancelledAtTheBankThenClosed:
            scope.selectBank(bank)
            #expect(await first(checkout.route, where: { if case .awaitingBank = $0 { true } else { false } }) != nil)
            #expect(await first(checkout.route, where: { if case .paymentMethod = $0 { true } else { false } }) != nil)
            scope.onCancel()
        case .dismissedMidPayment:
            scope.selectBank(bank)
            #expect(await first(checkout.route, where: { if case .awaitingBank = $0 { true } else { false } }) != nil)
            checkout.onDismiss()
        case .faceGoneForGood:
            // The view holding the checkout is gone (a sheet swiped down, which takes its view along).
            hold = nil
        }

        let face = await first(completions, where: { _ in true })
        let final = await headless.value
        withExtendedLifetime(hold) {}  // The face holds the checkout until it has ended, on every other path.
        if path == .paid {
            guard case .success(let result) = final else {
                Issue.record("ended with \(String(describing: final))")
                return
            }
            #expect(result.paymentMethodType == "ADYEN_IDEAL")
        } else {
            #expect(final == .dismissed)
        }
        #expect(face == final)
        #expect(presenter.outcome == final)
        #expect(checkout.currentState == final)
        presenter.close()
        #expect(presenter.outcome == final, "reported once; closing again changes nothing")
        await sandbox.stop()
    }
}
