import Foundation

@testable import PrimerCheckoutComponents

/// A scripted bank list endpoint and payment: answers from queues, records calls (a test can await them),
/// and can hold calls at a gate.
final class FakeBankListEndpoint: BankListEndpoint, @unchecked Sendable {
    /// What the repository was asked, in order.
    struct Calls: Sendable {
        struct Payment: Sendable {
            let bankId: String?
            let paymentMethodType: String
        }
        var listed: [String] = []
        var paid: [Payment] = []

        var executedBankIds: [String] { paid.map { $0.bankId ?? "" } }
    }

    private let lock = NSLock()
    private var bankAnswers: [Result<[IssuerBankDTO], PrimerError>]
    private var paymentAnswers: [Result<PaymentResult, PrimerError>]
    /// Every call so far; tests await a call with `calls.wait(until:)`.
    let calls = Observed(Calls())
    var listGate: Gate?
    var paymentGate: Gate?

    init(banks: [Result<[IssuerBankDTO], PrimerError>] = [], payments: [Result<PaymentResult, PrimerError>] = []) {
        bankAnswers = banks
        paymentAnswers = payments
    }

    convenience init(fixture: String, payments: [Result<PaymentResult, PrimerError>] = []) {
        self.init(banks: [.success(BankFixtures.dtos(fixture))], payments: payments)
    }

    func listBanks(paymentMethodType: String) async throws(PrimerError) -> [IssuerBankDTO] {
        let answer = lock.withLock { bankAnswers.count > 1 ? bankAnswers.removeFirst() : bankAnswers.first }
        calls.update { $0.listed.append(paymentMethodType) }
        if let listGate { await listGate.wait() }
        return try (answer ?? .success([])).get()
    }

    /// The fake's bank list: what a method's bank list requests work with.
    var services: BankSelectorServices { BankSelectorServices(endpoint: self) }

    /// The next scripted payment for `bankId`, recorded as paid with it.
    func nextPayment(bankId: String?, paymentMethodType: String) -> Result<PaymentResult, PrimerError> {
        let answer = lock.withLock { paymentAnswers.count > 1 ? paymentAnswers.removeFirst() : paymentAnswers.first }
        calls.update { $0.paid.append(.init(bankId: bankId, paymentMethodType: paymentMethodType)) }
        return answer
            ?? .success(
                PaymentResult(
                    paymentId: "pay_\(bankId ?? "hub")", status: "SUCCESS", amount: 1250, currencyCode: "EUR",
                    paymentMethodType: paymentMethodType))
    }

    /// Every list call, background fetches included.
    var listCallCount: Int { calls.current.listed.count }
    var listedTypes: [String] { calls.current.listed }
    var executedBankIds: [String] { calls.current.executedBankIds }
    /// Every payment's issuer, `nil` for a payment without one (the scheme's page).
    var executedIssuers: [String?] { calls.current.paid.map(\.bankId) }
    var executedTypes: [String] { calls.current.paid.map(\.paymentMethodType) }
}

/// A scripted configuration endpoint.
final class FakeConfigurationEndpoint: ConfigurationEndpoint, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<CheckoutConfiguration, PrimerError>]
    private var calls = 0

    init(_ answers: [Result<CheckoutConfiguration, PrimerError>]) {
        self.answers = answers
    }

    convenience init(types: [String], amount: Int = 1250, currency: String = "EUR") {
        let methods = types.map { CheckoutPaymentMethod(id: "cfg_\($0.lowercased())", type: $0, name: $0) }
        self.init([.success(CheckoutConfiguration(totalAmount: amount, currencyCode: currency, paymentMethods: methods))])
    }

    func loadConfiguration() async throws(PrimerError) -> CheckoutConfiguration {
        let answer = lock.withLock {
            calls += 1
            return answers.count > 1 ? answers.removeFirst() : answers[0]
        }
        return try answer.get()
    }

    var callCount: Int { lock.withLock { calls } }
}
