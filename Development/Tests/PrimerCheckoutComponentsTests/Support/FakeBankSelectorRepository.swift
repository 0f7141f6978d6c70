import Foundation

@testable import PrimerCheckoutComponents

/// A scripted repository: answers from queues, counts calls, and can hold calls at a gate.
final class FakeBankSelectorRepository: BankSelectorRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var bankAnswers: [Result<[IssuerBankDTO], PrimerError>]
    private var paymentAnswers: [Result<PaymentResult, PrimerError>]
    private var listCalls: [String] = []
    private var prefetchCalls: [String] = []
    private var executeCalls: [(bankId: String?, paymentMethodType: String)] = []
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
        let answer = lock.withLock {
            listCalls.append(paymentMethodType)
            return bankAnswers.count > 1 ? bankAnswers.removeFirst() : bankAnswers.first
        }
        if let listGate { await listGate.wait() }
        return try (answer ?? .success([])).get()
    }

    func prefetchBanks(paymentMethodType: String) async throws(PrimerError) -> [IssuerBankDTO] {
        lock.withLock { prefetchCalls.append(paymentMethodType) }
        return try await listBanks(paymentMethodType: paymentMethodType)
    }

    func tokenizeAndProcess(bankId: String?, paymentMethodType: String) async throws(PrimerError) -> PaymentResult {
        let answer = lock.withLock {
            executeCalls.append((bankId, paymentMethodType))
            return paymentAnswers.count > 1 ? paymentAnswers.removeFirst() : paymentAnswers.first
        }
        if let paymentGate { await paymentGate.wait() }
        guard let answer else {
            return PaymentResult(
                paymentId: "pay_\(bankId ?? "hub")", status: "SUCCESS", amount: 1250, currencyCode: "EUR",
                paymentMethodType: paymentMethodType)
        }
        return try answer.get()
    }

    /// Every list call, background fetches included.
    var listCallCount: Int { lock.withLock { listCalls.count } }
    /// The background fetches among them.
    var prefetchCallCount: Int { lock.withLock { prefetchCalls.count } }
    var listedTypes: [String] { lock.withLock { listCalls } }
    var executedBankIds: [String] { lock.withLock { executeCalls.map { $0.bankId ?? "" } } }
    /// Every payment's issuer, `nil` for a payment without one (the scheme's page).
    var executedIssuers: [String?] { lock.withLock { executeCalls.map(\.bankId) } }
    var executedTypes: [String] { lock.withLock { executeCalls.map(\.paymentMethodType) } }
}

/// A scripted configuration repository.
final class FakeConfigurationRepository: CheckoutConfigurationRepository, @unchecked Sendable {
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
