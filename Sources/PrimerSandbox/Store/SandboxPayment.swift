/// A payment held by the sandbox.
public struct SandboxPayment: Sendable, Equatable {
    /// What the customer did on the bank page.
    public enum Outcome: String, Sendable, Equatable {
        case awaitingCustomer, approved, declined, cancelled
    }

    public let id: String
    public let reference: String
    public let paymentMethodType: String
    public let issuer: String
    public let locale: String
    public let amount: Int
    public let currencyCode: String
    public let idempotencyKey: String?
    public internal(set) var outcome: Outcome
    public internal(set) var resumeCount: Int
}
