import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents

@Suite("Checkout screen model")
@MainActor
struct CheckoutScreenModelTests {
    let strings = CheckoutComponentsStrings()

    @Test func loadingThenMethodListWithTheOrderAmount() async {
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        #expect(CheckoutScreenModel(checkout: harness.checkout, strings: strings) == .loading(message: "Loading checkout"))
        #expect(await harness.started())
        guard
            case .paymentMethodList(let title, let amount, let items, let empty) = CheckoutScreenModel(
                checkout: harness.checkout, strings: strings)
        else {
            Issue.record("expected the method list")
            return
        }
        #expect(title == "Choose a payment method")
        #expect(amount == "Total: €12.50")
        #expect(items.map(\.type) == ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        #expect(empty == nil)
    }

    @Test func theMethodListShowsEachMethodsLogoFromTheClientSession() async throws {
        try await withSandbox { sandbox in
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), redirectHandler: SandboxCustomer(.stayAway))
            checkout.start()
            _ = await first(checkout.route) { $0 == .paymentMethodSelection }
            guard case .paymentMethodList(_, _, let items, _) = CheckoutScreenModel(checkout: checkout, strings: strings) else {
                Issue.record("expected the method list, got \(checkout.currentRoute)")
                return
            }
            let base = await sandbox.baseURL
            #expect(items.map(\.type) == ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
            #expect(items.map(\.logoUrl) == ["adyen_ideal", "adyen_dotpay"].map { base.appendingPathComponent("logos/\($0).png") })
        }
    }

    @Test func bankSelectorScreenFollowsTheScopeState() async throws {
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        let scope = try #require(await harness.readyBankSelector())
        scope.search(query: "rabo")
        guard case .bankSelector(let type, let screen) = CheckoutScreenModel(checkout: harness.checkout, strings: strings),
            case .rows(let rows) = screen.content
        else {
            Issue.record("expected bank rows")
            return
        }
        #expect(type == "ADYEN_IDEAL")
        #expect(rows.map(\.name) == ["Rabobank"])
        #expect(screen.header.backButton != nil)
    }

    @Test func processingSuccessAndFailureScreens() async throws {
        let gate = Gate()
        let endpoint = FakeBankListEndpoint(fixture: "ideal", payments: [.failure(.sampleDecline)])
        endpoint.paymentGate = gate
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"], endpoints: ["ADYEN_IDEAL": endpoint])
        let scope = try #require(await harness.readyBankSelector())
        scope.selectBank(scope.currentState.banks[0])
        #expect(CheckoutScreenModel(checkout: harness.checkout, strings: strings) == .processing(message: "Processing your payment"))
        await gate.open()
        #expect(await first(harness.checkout.route, where: { if case .failure = $0 { true } else { false } }) != nil)
        guard case .failure(let screen) = CheckoutScreenModel(checkout: harness.checkout, strings: strings) else {
            Issue.record("expected failure")
            return
        }
        #expect(
            screen
                == CheckoutScreenModel.FailureScreen(
                    category: .declined, title: "Payment declined",
                    message: "Your bank declined the payment. Try again or choose another payment method.",
                    reference: "Reference: diag-1", retry: "Retry", chooseOther: "Choose another payment method", close: "Close"))
    }

    @Test func successShowsAmountAndReference() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        scope.selectBank(scope.currentState.banks[0])
        #expect(await first(harness.checkout.route, where: { if case .success = $0 { true } else { false } }) != nil)
        #expect(
            CheckoutScreenModel(checkout: harness.checkout, strings: strings)
                == .success(
                    title: "Payment successful", amount: "Paid €12.50", reference: "Payment reference: pay_ABNANL2A"))
    }

    @Test func theMerchantsWordsForTheirCustomerAreTheErrorScreensMessageUnlessBlank() {
        func screen(_ message: String) -> CheckoutScreenModel.FailureScreen {
            let failure = CheckoutFailure(
                error: .merchantError(message: message, diagnosticsId: "d"), kind: .paymentFailure, paymentMethodType: "ADYEN_IDEAL",
                canChooseOtherPaymentMethod: true)
            return CheckoutScreenModel.FailureScreen(failure: failure, strings: strings)
        }
        #expect(screen("  Out of stock\n").message == "Out of stock")
        #expect(screen(" ").message == strings.errorMessage(.generic))
        #expect(screen("Out of stock").title == strings.errorTitle(.generic), "the title stays the checkout's")
    }

    @Test func loadFailureUsesLoadWording() async throws {
        let harness = CheckoutHarness(endpoints: ["ADYEN_IDEAL": FakeBankListEndpoint(banks: [.failure(.sampleServerError)])])
        #expect(await harness.started())
        #expect(await first(harness.checkout.route, where: { if case .failure = $0 { true } else { false } }) != nil)
        guard case .failure(let screen) = CheckoutScreenModel(checkout: harness.checkout, strings: strings) else { return }
        #expect(screen.category == .loadFailure)
        #expect(screen.title == "Something went wrong while loading")
        #expect(screen.message == "The payment options could not be loaded. Please try again.")
        #expect(screen.retry == "Retry")
        #expect(screen.chooseOther == nil)
    }
}

@Suite("Checkout accessibility elements")
struct CheckoutAccessibilityTests {
    @Test func everyInteractiveElementHasAnIdentifierLabelAndTraits() {
        let strings = CheckoutComponentsStrings()
        let banks = [Bank(id: "INGBNL2A", name: "ING", iconUrl: nil, isDisabled: false)]
        let screens: [CheckoutScreenModel] = [
            .loading(message: "Loading checkout"),
            .paymentMethodList(
                title: "Choose a payment method", amount: "Total: €12.50",
                items: [.init(type: "ADYEN_IDEAL", name: "iDEAL")], emptyMessage: nil),
            .bankSelector(
                paymentMethodType: "ADYEN_IDEAL",
                BankSelectorScreenModel(
                    state: BankSelectorState(status: .ready, banks: banks, filteredBanks: banks),
                    presentationContext: .fromPaymentSelection, dismissalMechanism: [.closeButton], strings: strings)),
            .failure(
                .init(
                    category: .declined, title: "Payment declined", message: "Declined", reference: "Reference: d1",
                    retry: "Retry", chooseOther: "Choose another payment method", close: "Close")),
        ]
        for screen in screens {
            let elements = screen.accessibilityElements
            #expect(!elements.isEmpty)
            #expect(elements.allSatisfy { !$0.identifier.isEmpty && !$0.label.isEmpty && !$0.traits.isEmpty })
            #expect(Set(elements.map(\.identifier)).count == elements.count, "identifiers are unique")
        }
        let list = screens[1].accessibilityElements
        #expect(
            list.last
                == AccessibilityConfiguration(
                    identifier: "checkout_components_payment_method_adyen_ideal_item", label: "iDEAL",
                    traits: .button))
        let bankSelector = screens[2].accessibilityElements.map(\.identifier)
        #expect(
            bankSelector == [
                "checkout_components_bank_selector_container", "checkout_components_bank_selector_back_button",
                "checkout_components_bank_selector_cancel_button", "checkout_components_bank_selector_search_bar",
                "checkout_components_bank_selector_INGBNL2A_item",
            ])
        #expect(
            screens[3].accessibilityElements.filter { $0.traits.contains(.button) }.map(\.label) == [
                "Retry", "Choose another payment method", "Close",
            ])
    }
}
