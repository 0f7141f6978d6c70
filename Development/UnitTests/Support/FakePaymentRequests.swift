import Foundation

@testable import PrimerCheckoutComponents

/// A payment's requests answered from each method's scripted payments: a scripted failure is the
/// tokenization's (nothing is created), a scripted success the creation's, held at the
/// endpoint's payment gate.
final class FakePaymentRequests: PaymentRequests, @unchecked Sendable {
    private let endpoints: [String: FakeBankListEndpoint]
    private let lock = NSLock()
    private var successes: [String: (PaymentResult, FakeBankListEndpoint)] = [:]

    init(endpoints: [String: FakeBankListEndpoint]) {
        self.endpoints = endpoints
    }

    var sessionUsableUntil: Date? { nil }

    func tokenize(_ method: CheckoutPaymentMethod, issuer: String?) async throws(PrimerError) -> String {
        let endpoint = endpoints[method.type] ?? FakeBankListEndpoint()
        switch endpoint.nextPayment(bankId: issuer, paymentMethodType: method.type) {
        case .failure(let error):
            if let gate = endpoint.paymentGate { await gate.wait() }
            throw error
        case .success(let result):
            let token = "tok_\(UUID().uuidString)"
            lock.withLock { successes[token] = (result, endpoint) }
            return token
        }
    }

    func create(_ payment: OpenPayment) async -> (Result<PaymentDTO, PrimerError>, attempts: Int) {
        guard let (result, endpoint) = lock.withLock({ successes.removeValue(forKey: payment.paymentMethodToken) }) else {
            return (.failure(.sampleServerError), 1)
        }
        if let gate = endpoint.paymentGate { await gate.wait() }
        let status: PaymentDTO.Status =
            switch result.status.rawValue {
            case "SUCCESS": .success
            case "PENDING": .pending
            case "FAILED": .failed
            case let other: .other(other)
            }
        return (
            .success(
                PaymentDTO(
                    id: result.paymentId, paymentId: nil, amount: result.amount, currencyCode: result.currencyCode, orderId: nil,
                    status: status, requiredAction: nil, showSuccessCheckoutOnPendingPayment: nil, checkoutOutcome: .complete,
                    paymentFailureReason: nil)), 1
        )
    }

    func status(_ page: ClientToken) async throws(PrimerError) -> PaymentStatusDTO { throw .sampleServerError }

    func poll(statusUrl: URL, accessToken: String, timeout: TimeInterval) async throws(PrimerError) -> PaymentStatusDTO {
        throw .sampleServerError
    }

    func resume(paymentId: String, page: ClientToken, resumeToken: String) async throws(PrimerError) -> PaymentDTO {
        throw .sampleServerError
    }
}
