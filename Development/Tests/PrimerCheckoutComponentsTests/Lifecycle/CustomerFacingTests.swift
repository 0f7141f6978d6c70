import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents

/// What the customer sees when something fails, and what tokenization says about their language.
@Suite("Lifecycle: what the customer sees")
@MainActor
struct CustomerFacingTests {
    @Test func aPolishDeclineShowsAPolishErrorScreenWithAReferenceAndNoRawIds() async throws {
        try await withSandbox { sandbox in
            let polish = PrimerLocaleData(identifier: "pl-PL")
            let checkout = try await sandbox.checkout(
                SandboxCustomer(.press(.decline)),
                settings: fastSettings(PrimerSettings(localeData: polish)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_DOTPAY"))
            scope.selectBank(scope.currentState.banks[0])
            guard case .failure(let failure) = await checkout.settledRoute(),
                case .failure(let screen) = CheckoutScreenModel(checkout: checkout, strings: CheckoutComponentsStrings(localeData: polish))
            else {
                Issue.record("expected the error screen, got \(checkout.currentRoute)")
                return
            }
            #expect(screen.category == .declined)
            #expect(screen.title == "Płatność odrzucona")
            #expect(screen.message == "Twój bank odrzucił płatność. Spróbuj ponownie lub wybierz inną metodę płatności.")
            #expect(screen.reference == "Numer referencyjny: \(failure.error.diagnosticsId)")
            #expect(screen.retry == "Spróbuj ponownie")
            #expect(screen.chooseOther == "Wybierz inną metodę płatności")
            for text in [screen.title, screen.message] {
                #expect(!text.contains("payment-failed") && !text.contains("ADYEN_DOTPAY") && !text.contains(failure.error.diagnosticsId))
            }
            #expect(failure.error.localizedDescription.hasPrefix("[payment-failed] The ADYEN_DOTPAY payment failed."))
        }
    }

    @Test func aConfigurationErrorOffersNoRetryButAlwaysAWayOut() async throws {
        let failure = CheckoutFailure(
            error: .unauthorized(diagnosticsId: "d-401"), kind: .paymentFailure,
            paymentMethodType: "ADYEN_IDEAL", canChooseOtherPaymentMethod: false)
        let screen = CheckoutScreenModel.FailureScreen(failure: failure, strings: CheckoutComponentsStrings())
        #expect(
            screen
                == CheckoutScreenModel.FailureScreen(
                    category: .configuration, title: "Payment unavailable",
                    message: "This payment cannot be made right now. Please contact the merchant.",
                    reference: "Reference: d-401", retry: nil, chooseOther: nil, close: "Close"))
    }

    @Test(arguments: [
        (
            PrimerError.paymentFailed(paymentMethodType: "T", paymentId: nil, status: "FAILED", reason: "Refused", diagnosticsId: "d"),
            CheckoutFailure.Kind.paymentFailure, CheckoutFailure.Category.declined
        ),
        (.paymentCancelled(paymentMethodType: "T", diagnosticsId: "d"), .paymentFailure, .cancelled),
        (.paymentTimedOut(paymentMethodType: "T", seconds: 300, diagnosticsId: "d"), .paymentFailure, .timedOut),
        (.networkFailure(reason: "URLError -1009", diagnosticsId: "d"), .paymentFailure, .network),
        (.networkFailure(reason: "URLError -1009", diagnosticsId: "d"), .loadFailure, .network),
        (.serverError(statusCode: 500, errorId: nil, description: nil, diagnosticsId: "d"), .loadFailure, .loadFailure),
        (.invalidClientToken(reason: "expired", diagnosticsId: "d"), .loadFailure, .configuration),
        (.unsupportedPaymentMethodType(paymentMethodType: "T", diagnosticsId: "d"), .paymentFailure, .configuration),
        (.merchantError(message: "Out of stock", diagnosticsId: "d"), .paymentFailure, .generic),
        (.failedToResumePayment(paymentMethodType: "T", reason: "HTTP 404", diagnosticsId: "d"), .paymentFailure, .generic),
    ])
    func eachErrorHasTheCategoryItsScreenSpeaksOf(error: PrimerError, kind: CheckoutFailure.Kind, category: CheckoutFailure.Category) {
        let failure = CheckoutFailure(error: error, kind: kind, paymentMethodType: "T", canChooseOtherPaymentMethod: true)
        #expect(failure.category == category)
        let screen = CheckoutScreenModel.FailureScreen(failure: failure, strings: CheckoutComponentsStrings())
        if case .merchantError = error {
            #expect(screen.message == "Out of stock", "the merchant's words, written for their customer")
        } else {
            #expect(!screen.message.contains("404") && !screen.message.contains("URLError"), "no server or transport text")
        }
        #expect(screen.isWait == (category == .timedOut), "an error is drawn as one, a bank that has not answered as a wait")
    }

    @Test func aPaymentTheServerHasNotFinishedIsShownAsAWaitWithItsBankAndBothWaysOn() {
        let failure = CheckoutFailure(
            error: .paymentPending(
                paymentMethodType: "ADYEN_IDEAL", paymentId: "pay_open", status: "PENDING", issuer: "INGBNL2A",
                diagnosticsId: "d-open"),
            kind: .paymentFailure, paymentMethodType: "ADYEN_IDEAL", canChooseOtherPaymentMethod: true)
        let screen = CheckoutScreenModel.FailureScreen(
            failure: failure, strings: CheckoutComponentsStrings(), openPaymentName: "ING")
        #expect(screen.category == .notConfirmed)
        #expect(screen.isWait)
        #expect(screen.message.contains("ING"))
        #expect(screen.retry == "Continue payment")
        #expect(screen.chooseOther == "Pay another way")
    }

    @Test(arguments: CheckoutComponentsStrings.availableLocales)
    func everyLocaleHasItsOwnWordsForEveryCategory(locale: String) {
        let strings = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: locale))
        let titles = CheckoutFailure.Category.allCases.map(strings.errorTitle)
        let messages = CheckoutFailure.Category.allCases.map(strings.errorMessage)
        #expect(Set(titles).count == titles.count, "titles tell the categories apart")
        #expect(Set(messages).count == messages.count, "messages tell the categories apart")
        #expect((titles + messages + [strings.close]).allSatisfy { !$0.isEmpty && !$0.hasPrefix("primer_") })
        #expect(strings.errorReference("E575").contains("E575"))
        if !locale.hasPrefix("en") {
            #expect(messages != CheckoutFailure.Category.allCases.map(CheckoutComponentsStrings().errorMessage))
        }
    }

    @Test func tokenizationLocaleIsEnUSWhenTheMerchantSetsNone() async throws {
        try await withSandbox { sandbox in
            let checkout = try await sandbox.checkout(SandboxCustomer(.press(.approve)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            _ = await checkout.settledRoute()
            #expect(await sandbox.payments.first?.locale == "en_US")
            #expect(PrimerSettings().localeData == PrimerLocaleData(languageCode: "en", regionCode: "US"))
        }
    }
}
