import CheckoutDemo
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@testable import PrimerCheckoutComponents

@Suite("Errors")
struct PrimerErrorTests {
    @Test func descriptionNamesTheIdTextAndDiagnosticsId() {
        let error = PrimerError.serverError(statusCode: 503, errorId: nil, description: "Service unavailable", diagnosticsId: "abc")
        #expect(error.errorId == "server-error")
        #expect(error.localizedDescription == "[server-error] The payment service answered with an error (503). (diagnosticsId: abc)")
        #expect(error.debugDescription.contains("description=Service unavailable"))
        #expect(error.isRetryable)
    }

    @Test func serverErrorIdIsKept() {
        let error = PrimerError.serverError(statusCode: 400, errorId: "invalid-value", description: nil, diagnosticsId: "x")
        #expect(error.errorId == "invalid-value")
        #expect(!error.isRetryable)
    }

    @Test func generatedDiagnosticsIdsAreUnique() {
        #expect(PrimerError.newDiagnosticsId() != PrimerError.newDiagnosticsId())
    }

    @Test func customerFacingDescriptionsCarryNoServerInternals() {
        let secret = "internal-stack-trace-at-db01"
        let errors: [PrimerError] = [
            .serverError(statusCode: 500, errorId: "x", description: secret, diagnosticsId: "d"),
            .decodingFailed(reason: secret, diagnosticsId: "d"),
            .networkFailure(reason: secret, diagnosticsId: "d"),
            .paymentFailed(paymentMethodType: "ADYEN_IDEAL", paymentId: secret, status: "FAILED", reason: secret, diagnosticsId: "d"),
            .failedToResumePayment(paymentMethodType: "ADYEN_IDEAL", reason: secret, diagnosticsId: "d"),
            .failedToRedirect(url: "https://\(secret).example", reason: secret, diagnosticsId: "d"),
        ]
        for error in errors {
            #expect(!error.localizedDescription.contains(secret), "\(error.errorId)")
            #expect(error.localizedDescription.hasSuffix("(diagnosticsId: d)"))
            #expect(error.debugDescription.contains(secret))
        }
    }
}

@Suite("App URL scheme")
struct URLSchemeSettingTests {
    @Test(arguments: [
        ("myshop://", "myshop"), ("myshop", "myshop"), ("MyShop://primer", "myshop"), ("com.shop.app-2+x://", "com.shop.app-2+x"),
    ])
    func theBankReturnsToTheSchemeOfTheSetting(setting: String, scheme: String) throws {
        #expect(try PrimerSettings(urlScheme: setting).callbackURLScheme() == scheme)
    }

    @Test func noSettingMeansNoCallbackScheme() throws {
        #expect(try PrimerSettings().callbackURLScheme() == nil)
    }

    @Test(arguments: ["my shop://", "://", "", "1shop://", "shöp://", "https", "HTTPS://", "http://shop.example"])
    @MainActor
    func aSettingThatIsNoSchemeIsRefusedBeforeAnyRequest(setting: String) async throws {
        #expect(throws: PrimerError.self) { try PrimerSettings(urlScheme: setting).callbackURLScheme() }
        let refused = try await refusal(of: PrimerSettings(urlScheme: setting))
        #expect(refused?.key == "urlScheme")
        #expect(refused?.value == setting)
    }
}

/// The setting a checkout built with `settings` refuses — the key and value of its
/// `PrimerError.invalidValue` — after checking that no request left; nil (and an issue) when it
/// was accepted or refused otherwise.
@MainActor
private func refusal(of settings: PrimerSettings) async throws -> (key: String, value: String?)? {
    var refused: (key: String, value: String?)?
    try await withSandbox { sandbox in
        do throws(PrimerError) {
            _ = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: settings, redirectHandler: SandboxCustomer(.stayAway))
            Issue.record("accepted \(settings)")
        } catch {
            if case .invalidValue(let key, let value, _, _) = error {
                refused = (key, value)
                #expect(!error.isRetryable)
            } else {
                Issue.record("threw \(error)")
            }
        }
        #expect(await sandbox.requestLog.isEmpty)
    }
    return refused
}

@Suite("Status polling settings")
struct RedirectPollingSettingTests {
    @Test(arguments: [
        (RedirectPollingOptions(interval: -1), "redirectPolling.interval"),
        (RedirectPollingOptions(interval: .nan), "redirectPolling.interval"),
        (RedirectPollingOptions(maximumBackoff: -0.5), "redirectPolling.maximumBackoff"),
        (RedirectPollingOptions(timeout: .nan), "redirectPolling.timeout"),
        (RedirectPollingOptions(timeout: -.infinity), "redirectPolling.timeout"),
    ])
    @MainActor
    func aNegativeOrNaNWaitIsRefusedBeforeAnyRequest(options: RedirectPollingOptions, key: String) async throws {
        #expect(try await refusal(of: PrimerSettings(redirectPolling: options))?.key == key)
    }

    @Test(arguments: [
        RedirectPollingOptions(), RedirectPollingOptions(interval: 0, maximumBackoff: 0, timeout: 0),
        RedirectPollingOptions(interval: 3, maximumBackoff: 30, timeout: .infinity), RedirectPollingOptions(interval: .infinity),
    ])
    func zeroAndInfiniteWaitsAreAccepted(options: RedirectPollingOptions) throws {
        try options.validate()
    }

    @Test func theWaitAfterErrorsDoublesUpToTheMaximumEvenFromAZeroInterval() {
        let pauses = { (options: RedirectPollingOptions) in (0...6).map { options.pause(afterFailures: $0) } }
        #expect(pauses(RedirectPollingOptions()) == [1, 2, 4, 8, 8, 8, 8])
        #expect(pauses(RedirectPollingOptions(interval: 0)) == [0, 0.5, 1, 2, 4, 8, 8], "never a busy loop against an outage")
        #expect(pauses(RedirectPollingOptions(interval: 0, maximumBackoff: 0)) == [0, 0, 0, 0, 0, 0, 0], "no wait, as asked")
        #expect(RedirectPollingOptions(interval: .infinity).pause(afterFailures: 3) == 8)
        #expect(RedirectPollingOptions(interval: 0.05, maximumBackoff: 0.2).pause(afterFailures: 1000) == 0.2)
    }

    @Test @MainActor
    func aZeroDeadlineChecksOnceThenTimesOut() async throws {
        try await withSandbox { sandbox in
            var settings = PrimerSettings()
            settings.redirectPolling = RedirectPollingOptions(interval: 0.05, maximumBackoff: 0.2, timeout: 0)
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: settings, redirectHandler: SandboxCustomer(.stayAway))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            let failure = await first(checkout.route) { if case .failure = $0 { true } else { false } }
            guard case .failure(let shown) = failure else {
                Issue.record("no failure: \(String(describing: failure))")
                return
            }
            #expect(shown.error.errorId == "payment-timed-out")
            #expect(await sandbox.calls(to: .status) >= 1, "the status was asked before the deadline counted")
        }
    }
}

@Suite("Locale settings")
struct LocaleSettingTests {
    @Test(arguments: [
        (PrimerLocaleData(languageCode: "ä"), "localeData.languageCode"),
        (PrimerLocaleData(identifier: "\u{301}db"), "localeData.languageCode"),
        (PrimerLocaleData(languageCode: "🏦", regionCode: "NL"), "localeData.languageCode"),
        (PrimerLocaleData(languageCode: "n"), "localeData.languageCode"),
        (PrimerLocaleData(languageCode: "nl1"), "localeData.languageCode"),
        (PrimerLocaleData(languageCode: "en", regionCode: "USA"), "localeData.regionCode"),
        (PrimerLocaleData(languageCode: "sr", scriptCode: "Lat", regionCode: nil), "localeData.scriptCode"),
    ])
    @MainActor
    func aLanguageWithoutBCP47sShapeIsRefusedBeforeAnyRequest(locale: PrimerLocaleData, key: String) async throws {
        #expect(try await refusal(of: PrimerSettings(localeData: locale))?.key == key)
    }

    @Test(arguments: ["en", "nl-BE", "zh-Hant-TW", "es-419", "fil", "no", "sh", "cnr", "tlh", "und", "en-US-POSIX", "de-DE-u-co-phonebk"])
    func everyIdentifierAPhoneOrMerchantWritesIsAccepted(identifier: String) throws {
        try PrimerLocaleData(identifier: identifier).validate()
    }

    @Test func aWholeIdentifierGivenAsTheLanguageIsReadAsOne() throws {
        #expect(PrimerLocaleData(languageCode: "nl_NL") == PrimerLocaleData(languageCode: "nl", regionCode: "NL"))
        #expect(PrimerLocaleData(languageCode: "zh-Hant", regionCode: "HK").localeCode == "zh-Hant-HK")
        #expect(PrimerLocaleData(languageCode: "pt-BR", regionCode: "PT").regionCode == "PT", "the region given wins")
        try PrimerLocaleData(languageCode: "en-GB").validate()
    }

    @Test func aScriptOrRegionOutsideASCIIOrAnAppleKeywordIsSkippedByTheParse() {
        #expect(PrimerLocaleData(identifier: "en-ÄÄ") == PrimerLocaleData(languageCode: "en"))
        #expect(PrimerLocaleData(identifier: "ar-٤١٩").regionCode == nil)
        #expect(PrimerLocaleData(identifier: "en_GB@calendar=japanese") == PrimerLocaleData(languageCode: "en", regionCode: "GB"))
        #expect(PrimerLocaleData(identifier: "sr_Latn_RS@rg=mezzzz").localeCode == "sr-Latn-RS")
    }
}
