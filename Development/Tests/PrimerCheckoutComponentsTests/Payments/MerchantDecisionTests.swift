import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @_spi(Stores) @testable import PrimerCheckoutComponents

/// A bank page that cannot open the first time (no browser, a refused scheme) and then opens as
/// `customer` behaves.
private final class PageFailingOnce: RedirectHandler, @unchecked Sendable {
    private let customer: SandboxCustomer
    private let lock = NSLock()
    private var failed = false

    init(_ customer: SandboxCustomer) {
        self.customer = customer
    }

    func open(_ url: URL) async throws -> AsyncStream<RedirectEvent> {
        let failNow = lock.withLock { () -> Bool in
            defer { failed = true }
            return !failed
        }
        if failNow { throw URLError(.unsupportedURL) }
        return try await customer.open(url)
    }

    func close() async { await customer.close() }
}

/// What the merchant decides in manual handling, and a bank page that cannot open, through the
/// public checkout against the sandbox: each ends where the merchant and the customer can see it,
/// with a typed error, and no payment is lost or made twice.
@Suite("The merchant's decisions and a page that cannot open")
@MainActor
struct MerchantDecisionTests {
    @Test func manualHandlingWithoutBothItsHooksIsRefusedBeforeAnyRequest() async throws {
        try await withSandbox { sandbox in
            var settings = fastSettings()
            settings.paymentHandling = .manual
            let clientToken = await sandbox.makeClientToken()
            let incomplete = [
                PrimerPaymentHandlers(),
                PrimerPaymentHandlers(didTokenizePaymentMethod: { _ in .fail(message: "no") }),
                PrimerPaymentHandlers(didReceiveResumeToken: { _ in .fail(message: "no") }),
            ]
            for handlers in incomplete {
                #expect {
                    _ = try DefaultCheckoutScope(
                        clientToken: clientToken, settings: settings, redirectHandler: SandboxCustomer(.stayAway),
                        paymentHandlers: handlers)
                } throws: { error in
                    guard case .invalidValue(let key, _, _, _) = error as? PrimerError else { return false }
                    return key == "paymentHandlers"
                }
            }
            #expect(await sandbox.requestLog.isEmpty)
        }
    }

    /// The failure the checkout ends in once the customer chooses its first bank.
    private func failureOfPaying(_ checkout: DefaultCheckoutScope) async throws -> CheckoutFailure? {
        let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
        scope.selectBank(scope.currentState.banks[0])
        guard case .failure(let failure) = await checkout.settledRoute() else {
            Issue.record("expected failure, got \(checkout.currentRoute)")
            return nil
        }
        return failure
    }

    /// The message of the merchant's error `failure` carries, if it is one.
    private func merchantMessage(_ failure: CheckoutFailure?) -> String? {
        guard case .merchantError(let message, _)? = failure?.error else { return nil }
        return message
    }

    @Test func aMerchantWhoDeclinesBeforeCreatingShowsTheirMessageAndNoPaymentExists() async throws {
        try await withSandbox { sandbox in
            let (checkout, merchant) = try await sandbox.manualCheckout(
                SandboxCustomer(.press(.approve)), answers: .failsCreation("Out of stock"))
            #expect(merchantMessage(try await failureOfPaying(checkout)) == "Out of stock")
            guard case .failure(let screen) = CheckoutScreenModel(checkout: checkout, strings: CheckoutComponentsStrings()) else {
                Issue.record("no error screen")
                return
            }
            #expect(screen.message == "Out of stock", "the merchant's words for their customer")
            #expect(await merchant.calls == ["create"])
            #expect(await sandbox.payments.isEmpty)
        }
    }

    @Test func aMerchantWhoDeclinesAfterTheBankShowsTheirMessageAndIsNotAskedAgain() async throws {
        try await withSandbox { sandbox in
            let (checkout, merchant) = try await sandbox.manualCheckout(
                SandboxCustomer(.press(.approve)), answers: .failsOnReturn("Declined by the shop"))
            #expect(merchantMessage(try await failureOfPaying(checkout)) == "Declined by the shop")
            #expect(await merchant.calls == ["create", "resume"])
            // The merchant's server called it final: trying again hands a new token, not the old payment.
            checkout.retry()
            _ = await first(checkout.route) { if case .failure = $0 { true } else { false } }
            #expect(await merchant.calls == ["create", "resume", "create", "resume"])
            #expect(await sandbox.payments.count == 2)
        }
    }

    @Test func aNewClientTokenWithoutARedirectIsATypedError() async throws {
        try await withSandbox { sandbox in
            let (checkout, _) = try await sandbox.manualCheckout(SandboxCustomer(.press(.approve)), answers: .handsBackTheSessionToken)
            guard case .invalidValue(let key, _, _, _)? = try await failureOfPaying(checkout)?.error else {
                Issue.record("expected a refused client token")
                return
            }
            #expect(key == "clientToken")
        }
    }

    @Test func aMerchantWhoNeverFinishesStopsAfterFiveVisitsToTheBank() async throws {
        try await withSandbox { sandbox in
            let (checkout, merchant) = try await sandbox.manualCheckout(SandboxCustomer(.press(.approve)), answers: .neverFinishes)
            guard case .invalidValue(key: "didReceiveResumeToken", _, _, _) = try await failureOfPaying(checkout)?.error else {
                Issue.record("a typed error naming the hook: \(checkout.currentState)")
                return
            }
            #expect(await merchant.calls == ["create"] + Array(repeating: "resume", count: 5))
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func aBankPageThatCannotOpenKeepsThePaymentAndTheRetryPaysIt() async throws {
        try await withSandbox { sandbox in
            let checkout = try DefaultCheckoutScope(
                clientToken: await sandbox.makeClientToken(), settings: fastSettings(),
                redirectHandler: PageFailingOnce(SandboxCustomer(.press(.approve))), openPayments: InMemoryOpenPaymentStore())
            #expect(try await failureOfPaying(checkout)?.error.errorId == "failed-to-redirect")
            let payment = try #require(await sandbox.payments.first)
            checkout.retry()
            guard
                case .success(let result)? = await first(
                    checkout.route, where: { if case .success = $0 { true } else { false } })
            else {
                Issue.record("expected success after the retry, got \(checkout.currentRoute)")
                return
            }
            #expect(result.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
        }
    }
}
