import Foundation
import Testing
@testable import PrimerCheckoutComponents

@Suite("Checkout screen model")
@MainActor
struct CheckoutScreenModelTests {
    let strings = CheckoutComponentsStrings()

    @Test func loadingThenMethodListWithTheOrderAmount() async {
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        #expect(CheckoutScreenModel(checkout: harness.checkout, strings: strings) == .loading(message: "Loading checkout"))
        #expect(await harness.started())
        guard case .paymentMethodList(let title, let amount, let items, let empty) = CheckoutScreenModel(checkout: harness.checkout, strings: strings) else {
            Issue.record("expected the method list")
            return
        }
        #expect(title == "Choose a payment method")
        #expect(amount == "Total: €12.50")
        #expect(items.map(\.type) == ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        #expect(empty == nil)
    }

    @Test func bankSelectorScreenFollowsTheScopeState() async throws {
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        let scope = try #require(await harness.readyBankSelector())
        scope.search(query: "rabo")
        guard case .bankSelector(let type, let screen) = CheckoutScreenModel(checkout: harness.checkout, strings: strings),
              case .rows(let rows) = screen.content else {
            Issue.record("expected bank rows")
            return
        }
        #expect(type == "ADYEN_IDEAL")
        #expect(rows.map(\.name) == ["Rabobank"])
        #expect(screen.header.backButton != nil)
    }

    @Test func processingSuccessAndFailureScreens() async throws {
        let gate = Gate()
        let repository = FakeBankSelectorRepository(fixture: "ideal", payments: [.failure(.sampleDecline)])
        repository.paymentGate = gate
        let harness = CheckoutHarness(types: ["ADYEN_IDEAL", "ADYEN_DOTPAY"], repositories: ["ADYEN_IDEAL": repository])
        let scope = try #require(await harness.readyBankSelector())
        scope.selectBank(scope.currentState.banks[0])
        #expect(CheckoutScreenModel(checkout: harness.checkout, strings: strings) == .processing(message: "Processing your payment"))
        await gate.open()
        #expect(await eventually { if case .failure = harness.checkout.currentRoute { true } else { false } })
        guard case .failure(let title, let message, let retry, let chooseOther) = CheckoutScreenModel(checkout: harness.checkout, strings: strings) else {
            Issue.record("expected failure")
            return
        }
        #expect(title == "Payment failed")
        #expect(message.contains("diag-1"))
        #expect(retry == "Retry")
        #expect(chooseOther == "Choose another payment method")
    }

    @Test func successShowsAmountAndReference() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        scope.selectBank(scope.currentState.banks[0])
        #expect(await eventually { if case .success = harness.checkout.currentRoute { true } else { false } })
        #expect(CheckoutScreenModel(checkout: harness.checkout, strings: strings) == .success(
            title: "Payment successful", amount: "Paid €12.50", reference: "Payment reference: pay_ABNANL2A"))
    }

    @Test func loadFailureUsesLoadWording() async throws {
        let harness = CheckoutHarness(repositories: ["ADYEN_IDEAL": FakeBankSelectorRepository(banks: [.failure(.sampleServerError)])])
        #expect(await harness.started())
        #expect(await eventually { if case .failure = harness.checkout.currentRoute { true } else { false } })
        guard case .failure(let title, _, _, let chooseOther) = CheckoutScreenModel(checkout: harness.checkout, strings: strings) else { return }
        #expect(title == "Something went wrong while loading")
        #expect(chooseOther == nil)
    }
}
