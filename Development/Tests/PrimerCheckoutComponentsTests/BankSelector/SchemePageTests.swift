import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @_spi(Transport) @_spi(Stores) @testable import PrimerCheckoutComponents

/// iDEAL 2.0: when the iDEAL list is empty (or always, when the merchant asks), the bank selector
/// shows "Continue to iDEAL" and pays without an issuer; the customer picks the bank on the
/// scheme's page, or pays with the bank they used last. Other methods keep "No banks available".
@Suite("Scheme page (iDEAL 2.0)")
@MainActor
struct SchemePageTests {
    private let emptyIdeal = SandboxSessionOptions(paymentMethods: ["ADYEN_IDEAL"], emptyBankListMethods: ["ADYEN_IDEAL"])

    private func checkout(
        _ sandbox: SandboxServer, customer: SandboxCustomer, recentBanks: (any RecentBankStore)? = nil,
        options: BankSelectorOptions = BankSelectorOptions()
    ) async throws -> DefaultCheckoutScope {
        try DefaultCheckoutScope(
            clientToken: await sandbox.makeClientToken(emptyIdeal), settings: fastSettings(PrimerSettings(bankSelector: options)),
            redirectHandler: customer, recentBanks: recentBanks)
    }

    @Test func anEmptyIdealListShowsContinueToIdealWithTheAmountInsteadOfNoBanksAvailable() async throws {
        try await withSandbox { sandbox in
            let checkout = try await checkout(sandbox, customer: SandboxCustomer(.stayAway))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            #expect(scope.currentState.banks.isEmpty)
            let page = try #require(checkout.bankSelectorScreen()?.schemePage)
            #expect(page.schemeName == "iDEAL")
            #expect(page.amount == "€12.50")
            #expect(page.message == "You choose your bank on the iDEAL page.")
            #expect(page.continueButton.label == "Continue to iDEAL")
            #expect(page.continueButton.identifier == AccessibilityIdentifiers.BankSelector.schemePageContinueButton)
            #expect(page.logoUrl?.path == "/logos/adyen_ideal.png")
            #expect(page.recentBank == nil && page.recentBankButton == nil)
            #expect(checkout.bankSelectorScreen()?.announcement == page.message)
            checkout.onDismiss()
        }
    }

    @Test func aListTheServerRefusesForGoodShowsTheSchemePageNamedAsTheConfigurationNamesIt() async throws {
        try await withSandbox { sandbox in
            var session = SandboxSessionOptions(paymentMethods: ["ADYEN_IDEAL"])
            session.refusedBankListMethods = ["ADYEN_IDEAL": 400]
            session.methodNames = ["ADYEN_IDEAL": "iDEAL | Wero"]
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(session), settings: fastSettings(),
                redirectHandler: SandboxCustomer(.press(.approve)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            #expect(scope.currentState.banks.isEmpty)
            let page = try #require(checkout.bankSelectorScreen()?.schemePage)
            #expect(page.schemeName == "iDEAL | Wero")
            #expect(page.continueButton.label == "Continue to iDEAL | Wero")
            #expect(await sandbox.calls(to: .bankList) == 1, "a refusal for good is not asked again")
            scope.submit()
            guard case .success = await checkout.settledRoute() else {
                Issue.record("expected success, got \(checkout.currentRoute)")
                return
            }
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func aListThatFailsForAMomentIsRetriedBeforeAnythingIsShown() async throws {
        try await withSandbox { sandbox in
            await sandbox.injectFault(.status(503), on: .bankList, .nextCalls(1))
            let checkout = try await checkout(sandbox, customer: SandboxCustomer(.stayAway))
            #expect(try #require(await checkout.readyBankSelector("ADYEN_IDEAL")).currentState.banks.isEmpty)
            #expect(checkout.bankSelectorScreen()?.schemePage != nil)
            #expect(await sandbox.calls(to: .bankList) == 2)
            checkout.onDismiss()
        }
    }

    @Test func continuingPaysOnceWithoutAnIssuerAndTheCustomerPicksTheBankOnTheSchemePage() async throws {
        try await withSandbox { sandbox in
            let checkout = try await checkout(sandbox, customer: SandboxCustomer(.press(.approve)))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.submit()
            scope.submit()
            guard case .success(let result) = await checkout.settledRoute() else {
                Issue.record("expected success, got \(checkout.currentRoute)")
                return
            }
            let payments = await sandbox.payments
            #expect(payments.count == 1)
            #expect(payments.first?.id == result.paymentId)
            #expect(payments.first?.issuer == SandboxBankPage.defaultSchemeBank)
            let tokenization = try #require(await sandbox.requestLog.first { $0.endpoint == .tokenize })
            let body = try JSONSerialization.jsonObject(with: tokenization.body) as? [String: Any]
            let sessionInfo = (body?["paymentInstrument"] as? [String: Any])?["sessionInfo"] as? [String: Any]
            #expect(sessionInfo?["issuer"] == nil)
            #expect(sessionInfo?["locale"] as? String == "en_US")
        }
    }

    @Test func continuingAgainAfterACancelFollowsThePaymentAlreadyOnTheSchemePage() async throws {
        try await withSandbox { sandbox in
            let customer = SandboxCustomer(.stayAway)
            let checkout = try await checkout(sandbox, customer: customer)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.submit()
            #expect(await first(checkout.route, where: { if case .awaitingBank = $0 { true } else { false } }) != nil)
            scope.cancel()
            #expect(checkout.currentRoute == .paymentMethod(type: "ADYEN_IDEAL", context: .direct))
            #expect(checkout.bankSelectorScreen()?.schemePage != nil)
            let payment = try #require(await sandbox.payments.first)
            _ = await sandbox.choose(onPaymentReference: payment.reference, issuer: "ABNANL2A")
            await sandbox.act(onPaymentReference: payment.reference, .approved)
            scope.submit()
            guard case .success(let result) = await checkout.settledRoute() else {
                Issue.record("expected success, got \(checkout.currentRoute)")
                return
            }
            #expect(result.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
            #expect(await sandbox.calls(to: .createPayment) == 1)
            #expect(Set(customer.visits.opened).count == 1)
        }
    }

    @Test func aRememberedBankIsOfferedFirstByNameAndPaysWithItsIssuer() async throws {
        try await withSandbox { sandbox in
            let recent = InMemoryRecentBankStore(["ADYEN_IDEAL": "RABONL2U"])
            let checkout = try await checkout(sandbox, customer: SandboxCustomer(.press(.approve)), recentBanks: recent)
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            let page = try #require(checkout.bankSelectorScreen()?.schemePage)
            let bank = try #require(page.recentBank)
            #expect(bank.name == "Rabobank")
            #expect(page.recentBankButton?.label == "Pay with Rabobank")
            scope.selectBank(Bank(id: "INGBNL2A", name: "ING", iconUrl: nil, isDisabled: false))
            #expect(checkout.currentRoute == .paymentMethod(type: "ADYEN_IDEAL", context: .direct))
            scope.selectBank(bank)
            guard case .success = await checkout.settledRoute() else {
                Issue.record("expected success, got \(checkout.currentRoute)")
                return
            }
            #expect(await sandbox.payments.map(\.issuer) == ["RABONL2U"])
            #expect(recent.recentBankId(for: "ADYEN_IDEAL") == "RABONL2U")
        }
    }

    @Test func aPaymentWithoutAnIssuerLeavesTheRememberedBankAsItWas() async throws {
        let recent = InMemoryRecentBankStore(["ADYEN_IDEAL": "RABONL2U"])
        let harness = CheckoutHarness(
            endpoints: ["ADYEN_IDEAL": FakeBankListEndpoint(banks: [.success([])])], recentBanks: recent)
        let scope = try #require(await harness.readyBankSelector())
        scope.submit()
        #expect(await first(harness.checkout.route, where: { if case .success = $0 { true } else { false } }) != nil)
        #expect(harness.endpoint().executedIssuers == [nil])
        #expect(recent.recentBankId(for: "ADYEN_IDEAL") == "RABONL2U")
    }

    @Test func alwaysShowsTheSchemePageWithoutFetchingTheIdealList() async throws {
        let harness = CheckoutHarness(settings: PrimerSettings(bankSelector: BankSelectorOptions(schemePage: .always)))
        let scope = try #require(await harness.readyBankSelector())
        #expect(harness.endpoint().listCallCount == 0)
        guard case .bankSelector(_, let model) = CheckoutScreenModel(checkout: harness.checkout, strings: CheckoutComponentsStrings())
        else {
            Issue.record("expected the bank selector")
            return
        }
        #expect(model.schemePage?.continueButton.identifier == AccessibilityIdentifiers.BankSelector.schemePageContinueButton)
        scope.submit()
        #expect(await first(harness.checkout.route, where: { if case .success = $0 { true } else { false } }) != nil)
        #expect(harness.endpoint().executedIssuers == [nil])
    }

    @Test func anIdealListWithBanksIsShownByDefault() async throws {
        let harness = CheckoutHarness()
        let scope = try #require(await harness.readyBankSelector())
        guard case .bankSelector(_, let model) = CheckoutScreenModel(checkout: harness.checkout, strings: CheckoutComponentsStrings())
        else {
            Issue.record("expected the bank selector")
            return
        }
        #expect(model.schemePage == nil)
        #expect(!scope.currentState.banks.isEmpty)
        scope.submit()
        #expect(harness.endpoint().executedIssuers.isEmpty)
    }

    @Test func anEmptyDotpayListStaysNoBanksAvailableAndCannotPayWithoutABank() async throws {
        let harness = CheckoutHarness(
            types: ["ADYEN_DOTPAY"], endpoints: ["ADYEN_DOTPAY": FakeBankListEndpoint(banks: [.success([])])],
            settings: PrimerSettings(bankSelector: BankSelectorOptions(schemePage: .always)))
        let scope = try #require(await harness.readyBankSelector("ADYEN_DOTPAY"))
        guard case .bankSelector(_, let model) = CheckoutScreenModel(checkout: harness.checkout, strings: CheckoutComponentsStrings())
        else {
            Issue.record("expected the bank selector")
            return
        }
        #expect(model.schemePage == nil)
        #expect(model.announcement == "No banks available")
        if case .noBanksAvailable = model.content {} else { Issue.record("expected no banks available, got \(model.content)") }
        scope.submit()
        #expect(harness.endpoint("ADYEN_DOTPAY").executedIssuers.isEmpty)
    }

    @Test func theSandboxTokenizesWithoutAnIssuerOnlyForIdeal() async throws {
        try await withSandbox { sandbox in
            let driver = try await SandboxAPIDriver(sandbox)
            _ = try await driver.tokenize(issuer: nil)
            await #expect(throws: PrimerError.self) { _ = try await driver.tokenize(issuer: nil, type: "ADYEN_DOTPAY") }
        }
    }

    @Test func theSchemePageAsksForTheBankBeforeTheCustomerCanApprove() async throws {
        try await withSandbox { sandbox in
            let driver = try await SandboxAPIDriver(sandbox)
            _ = try await driver.createPayment(try await driver.tokenize(issuer: nil), key: "scheme")
            let payment = try #require(await sandbox.payments.first)
            let page = try #require(URL(string: "\(await sandbox.baseURL.absoluteString)/bank/\(payment.reference)"))
            let transport = URLSessionTransport()
            let html = String(
                decoding: try await transport.send(PrimerHTTPRequest(method: "GET", url: page, timeout: 10)).body, as: UTF8.self)
            #expect(html.contains(#"<h1 id="scheme">iDEAL</h1>"#))
            #expect(html.contains(#"id="choose-RABONL2U""#))
            _ = try await transport.send(PrimerHTTPRequest(method: "POST", url: page.appendingPathComponent("approve"), timeout: 10))
            #expect(await sandbox.payments.first?.outcome == .awaitingCustomer)
            _ = try await transport.send(
                PrimerHTTPRequest(method: "POST", url: page.appendingPathComponent("choose/RABONL2U"), timeout: 10))
            _ = try await transport.send(PrimerHTTPRequest(method: "POST", url: page.appendingPathComponent("approve"), timeout: 10))
            #expect(await sandbox.payments.first?.issuer == "RABONL2U")
            #expect(await sandbox.payments.first?.outcome == .approved)
        }
    }

    @Test func theSchemePageWordsAreTranslated() {
        let dutch = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "nl-NL"))
        #expect(dutch.bankSelectorPayWith("ING") == "Betalen met ING")
        #expect(dutch.bankSelectorHubMessage("iDEAL") == "Je kiest je bank op de pagina van iDEAL.")
    }
}
