import CheckoutDemo
import CheckoutTestSupport
import Foundation
@_spi(Renderer) import PrimerCheckoutComponents
import PrimerSandbox
import SandboxTestSupport
import SwiftUI
import Testing

@testable import PrimerCheckoutSwiftUI

/// `PrimerCheckout`'s composition, run without SwiftUI: the checkout it builds for a client token,
/// the merchant's `scope` closure, the screens, and `onCompletion`.
@Suite("PrimerCheckout composition", .timeLimit(.minutes(1)))
@MainActor
struct CheckoutPresenterTests {
    @Test func theScopeClosureRunsBeforeTheFirstScreenAndBeforeAnyRequest() async throws {
        try await withSandbox { sandbox in
            var routesWhenConfigured: [CheckoutRoute] = []
            let probe = PresenterProbe(clientToken: await sandbox.makeClientToken(), redirectHandler: SandboxCustomer(.stayAway)) {
                checkout in
                routesWhenConfigured.append(checkout.currentRoute)
                checkout.bankSelector { bankSelector in
                    bankSelector.bankItemComponent = { bank in MerchantRow(name: bank.name) }
                }
            }
            #expect(routesWhenConfigured == [.loading])
            #expect(probe.presenter.screen == .loading(message: CheckoutComponentsStrings().checkoutLoading))
            #expect(await sandbox.requestLog.isEmpty)

            probe.presenter.start()
            let list = await probe.screen { if case .paymentMethodList = $0 { true } else { false } }
            guard case .paymentMethodList(_, let amount, let items, _) = list else {
                Issue.record("no payment method list")
                return
            }
            #expect(items.map(\.type) == ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
            #expect(amount?.contains("12.50") == true)
            for item in items {
                let scope = try #require(probe.presenter.checkout?.getPaymentMethodScope(for: item.type) as? any PrimerBankSelectorScope)
                let row = try #require(scope.bankItemComponent)
                #expect((row(Bank(id: "x", name: "ING", iconUrl: nil, isDisabled: false)) as? MerchantRow)?.name == "ING")
            }
            #expect(probe.completions.isEmpty)
            probe.presenter.close()
        }
    }

    @Test func thePresentersModelFollowsTheBankSelectorSoTheViewsDrawIt() async throws {
        try await withSandbox { sandbox in
            let probe = PresenterProbe(clientToken: await sandbox.makeClientToken(), redirectHandler: SandboxCustomer(.press(.approve)))
            probe.presenter.start()
            let scope = try #require(try await probe.openBankSelector("ADYEN_IDEAL"))
            scope.search(query: "rabobnak")
            let screen = await probe.screen {
                if case .bankSelector(_, let model) = $0 { model.searchField.text == "rabobnak" } else { false }
            }
            guard case .bankSelector(_, let model) = screen else {
                Issue.record("the presenter's screen did not follow the search: \(probe.presenter.screen)")
                return
            }
            #expect(model.suggestion?.text == "Did you mean Rabobank?")
            #expect(model == BankSelectorScreenModel(scope: scope, strings: CheckoutComponentsStrings()))
            probe.presenter.checkout?.onDismiss()
        }
    }

    @Test func theSheetHoldsOnlyWhileAPaymentIsInFlight() async throws {
        try await withSandbox { sandbox in
            let probe = PresenterProbe(clientToken: await sandbox.makeClientToken(), redirectHandler: SandboxCustomer(.stayAway))
            probe.presenter.start()
            let scope = try #require(try await probe.openBankSelector("ADYEN_IDEAL"))
            #expect(!probe.presenter.holdsPresentation, "the bank list can be swiped away")
            scope.selectBank(try #require(scope.currentState.banks.first { !$0.isDisabled }))
            _ = await probe.screen { if case .awaitingBank = $0 { true } else { false } }
            #expect(probe.presenter.holdsPresentation, "not while the customer is at the bank")
            scope.cancel()
            _ = await probe.screen { if case .bankSelector = $0 { true } else { false } }
            #expect(!probe.presenter.holdsPresentation)
            probe.presenter.checkout?.onDismiss()
        }
    }

    @Test func onCompletionFiresOnceWithThePaymentWhenTheCustomerPays() async throws {
        try await withSandbox { sandbox in
            let probe = PresenterProbe(clientToken: await sandbox.makeClientToken(), redirectHandler: SandboxCustomer(.press(.approve)))
            let scope = try await probe.payWithFirstBank(of: "ADYEN_IDEAL")

            let completion = await probe.completion()
            guard case .success(let result) = completion else {
                Issue.record("completed with \(String(describing: completion))")
                return
            }
            #expect(result.paymentMethodType == "ADYEN_IDEAL")
            #expect(result.amount == 1250)
            #expect(
                probe.presenter.screen
                    == CheckoutScreenModel(checkout: try #require(probe.presenter.checkout), strings: CheckoutComponentsStrings()))
            guard case .success = probe.presenter.screen else {
                Issue.record("not on the success screen")
                return
            }

            probe.presenter.close()
            probe.presenter.checkout?.onDismiss()
            scope.submit()
            #expect(probe.completions == [.success(result)])
            #expect(await sandbox.calls(to: .createPayment) == 1)
        }
    }

    @Test func closingTheErrorScreenCompletesOnceWithTheCheckoutsFinalStateDismissed() async throws {
        try await withSandbox { sandbox in
            let probe = PresenterProbe(clientToken: await sandbox.makeClientToken(), redirectHandler: SandboxCustomer(.press(.decline)))
            try await probe.payWithFirstBank(of: "ADYEN_DOTPAY")
            let failure = await probe.screen(where: \.isFailure)
            guard case .failure(let screen) = failure else {
                Issue.record("no error screen")
                return
            }
            #expect(screen.category == .declined)
            #expect(probe.completions.isEmpty)

            probe.presenter.close()
            #expect(await probe.completion() == .dismissed)
            #expect(probe.presenter.checkout?.currentState == .dismissed, "the same outcome as the headless state")
            probe.presenter.close()
            #expect(probe.completions.count == 1)
            #expect(probe.presenter.screen == .dismissed)
        }
    }

    @Test func dismissingTheCheckoutCompletesOnceWithDismissed() async throws {
        try await withSandbox { sandbox in
            let probe = PresenterProbe(clientToken: await sandbox.makeClientToken(), redirectHandler: SandboxCustomer(.stayAway))
            probe.presenter.start()
            _ = try await probe.openBankSelector("ADYEN_IDEAL")
            probe.presenter.checkout?.getPaymentMethodScope(for: "ADYEN_IDEAL").flatMap { $0 as? any PrimerBankSelectorScope }?.onCancel()
            #expect(await probe.completion() == .dismissed)
            probe.presenter.close()
            #expect(probe.completions == [.dismissed])
            #expect(await sandbox.calls(to: .createPayment) == 0)
        }
    }

    /// A swiped-away sheet takes its view, and the tasks that follow the checkout, along with it:
    /// closing reports how the checkout ended before it returns, so nothing waits on them.
    @Test func closingReportsTheOutcomeBeforeItReturns() async throws {
        try await withSandbox { sandbox in
            let probe = PresenterProbe(clientToken: await sandbox.makeClientToken(), redirectHandler: SandboxCustomer(.stayAway))
            probe.presenter.start()
            _ = try await probe.openBankSelector("ADYEN_IDEAL")

            probe.presenter.close()
            #expect(probe.completions == [.dismissed])
            #expect(probe.presenter.outcome == .dismissed)
            #expect(probe.presenter.screen == .dismissed)
            #expect(await probe.completion() == .dismissed)
            #expect(probe.completions == [.dismissed], "the checkout's own end, when its followers run, is not reported again")
        }
    }

    /// The merchant's `dismissalMechanism` decides the ways out of the payment method list: without
    /// `.gestures` the sheet holds on every screen, and the list offers Cancel, as it does with
    /// `.closeButton`; the bank selector keeps its own header.
    @Test(arguments: [
        (mechanism: [DismissalMechanism.gestures], holds: false, cancel: false),
        ([.closeButton], true, true),
        ([.gestures, .closeButton], false, true),
        ([], true, true),
    ])
    func theDismissalMechanismDecidesTheWaysOutOfTheMethodList(mechanism: [DismissalMechanism], holds: Bool, cancel: Bool) async throws {
        try await withSandbox { sandbox in
            var settings = fastSettings()
            settings.dismissalMechanism = mechanism
            let probe = PresenterProbe(
                clientToken: await sandbox.makeClientToken(), settings: settings, redirectHandler: SandboxCustomer(.stayAway))
            probe.presenter.start()
            _ = await probe.screen { if case .paymentMethodList = $0 { true } else { false } }
            #expect(probe.presenter.holdsPresentation == holds)
            if cancel {
                #expect(
                    probe.presenter.cancelButton
                        == AccessibilityConfiguration(
                            identifier: AccessibilityIdentifiers.Checkout.cancelButton, label: "Cancel", traits: .button))
            } else {
                #expect(probe.presenter.cancelButton == nil)
            }

            _ = try await probe.openBankSelector("ADYEN_IDEAL")
            _ = await probe.screen { if case .bankSelector = $0 { true } else { false } }
            #expect(probe.presenter.cancelButton == nil, "the bank selector's header has its own")
            #expect(probe.presenter.holdsPresentation == holds)
            probe.presenter.close()
            #expect(probe.completions == [.dismissed])
        }
    }

    @Test func anUnusableClientTokenShowsTheErrorScreenAndCompletesWithItsFailureOnClose() async throws {
        let probe = PresenterProbe(clientToken: "not-a-client-token", redirectHandler: SandboxCustomer(.stayAway))
        probe.presenter.start()
        #expect(probe.presenter.checkout == nil)
        guard case .failure(let screen) = probe.presenter.screen else {
            Issue.record("no error screen")
            return
        }
        #expect(screen.category == .configuration)
        #expect(screen.retry == nil)
        #expect(screen.chooseOther == nil)
        #expect(screen.title == CheckoutComponentsStrings().errorTitle(.configuration))
        #expect(!screen.message.contains("not-a-client-token"))

        probe.presenter.close()
        probe.presenter.close()
        guard probe.completions.count == 1, case .failure(.invalidClientToken) = probe.completions[0] else {
            Issue.record("completed with \(probe.completions)")
            return
        }
        #expect(probe.presenter.screen == .dismissed)
    }

    /// The setting the checkout refused to start with: its error screen is a configuration error,
    /// and closing it completes with the refusal's key.
    private func refusedSetting(_ probe: PresenterProbe) -> String? {
        guard case .failure(let screen) = probe.presenter.screen, screen.category == .configuration else {
            Issue.record("no configuration error screen: \(probe.presenter.screen)")
            return nil
        }
        probe.presenter.close()
        guard case .failure(.invalidValue(let key, _, _, _)) = probe.completions.first else {
            Issue.record("completed with \(probe.completions)")
            return nil
        }
        return key
    }

    @Test func anUnusableURLSchemeIsAConfigurationErrorNotACrash() async throws {
        try await withSandbox { sandbox in
            let probe = PresenterProbe(
                clientToken: await sandbox.makeClientToken(), settings: PrimerSettings(urlScheme: "my shop://"),
                redirectHandler: SandboxCustomer(.stayAway))
            #expect(refusedSetting(probe) == "urlScheme")
            #expect(await sandbox.requestLog.isEmpty)
        }
    }

    @Test func theMerchantsPaymentHandlersReachThePaymentsOfTheDropInCheckout() async throws {
        try await withSandbox { sandbox in
            let created = AsyncStream.makeStream(of: OpenPayment.self)
            let handlers = PrimerPaymentHandlers(willCreatePayment: { _ in .proceed(idempotencyKey: "order-7") })
            var withCreation = handlers
            withCreation.didCreatePayment = { payment in created.continuation.yield(payment) }
            let probe = PresenterProbe(
                clientToken: await sandbox.makeClientToken(), paymentHandlers: withCreation,
                redirectHandler: SandboxCustomer(.press(.approve)))
            try await probe.payWithFirstBank(of: "ADYEN_IDEAL")
            guard case .success(let result) = await probe.completion() else {
                Issue.record("completed with \(probe.completions)")
                return
            }
            var told: OpenPayment?
            for await payment in created.stream {
                told = payment
                break
            }
            #expect(told?.idempotencyKey == "order-7")
            #expect(told?.paymentId == result.paymentId)
            #expect(await sandbox.payments.first?.idempotencyKey == "order-7")
        }
    }

    @Test func aManualDropInCheckoutWithoutItsHooksShowsTheTypedErrorBeforeAnyRequest() async throws {
        try await withSandbox { sandbox in
            var settings = fastSettings()
            settings.paymentHandling = .manual
            let probe = PresenterProbe(
                clientToken: await sandbox.makeClientToken(), settings: settings, redirectHandler: SandboxCustomer(.stayAway))
            #expect(refusedSetting(probe) == "paymentHandlers")
            #expect(await sandbox.requestLog.isEmpty)
        }
    }

    @Test func aMerchantSuppliedRedirectHandlerIsTheOneThatSendsTheCustomerToTheBank() async throws {
        try await withSandbox { sandbox in
            let redirect = SandboxCustomer(.press(.approve))
            let probe = PresenterProbe(clientToken: await sandbox.makeClientToken(), redirectHandler: redirect)
            try await probe.payWithFirstBank(of: "ADYEN_IDEAL")
            guard case .success = await probe.completion() else {
                Issue.record("no success")
                return
            }
            #expect(redirect.visits.opened.count == 1)
            #expect(redirect.visits.opened.first?.host == "127.0.0.1")
        }
    }
}
