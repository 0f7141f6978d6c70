/// A payment held by the sandbox.
public struct SandboxPayment: Sendable, Equatable {
    /// What the customer did on the bank page.
    public enum Outcome: String, Sendable, Equatable {
        case awaitingCustomer, approved, declined, cancelled
    }

    public let id: String
    public let reference: String
    public let paymentMethodType: String
    /// The bank, `nil` while the customer has not picked one on the scheme's page.
    public internal(set) var issuer: String?
    public let locale: String
    public let amount: Int
    public let currencyCode: String
    public let idempotencyKey: String?
    public internal(set) var outcome: Outcome
    public internal(set) var resumeCount: Int
    /// Resumes of the approved payment that still answer `PENDING` (`SandboxSessionOptions.pendingResumes`).
    var pendingResumesLeft = 0
    /// Created `PENDING` with no required action (`SandboxSessionOptions.processesPaymentsWithoutCustomer`).
    var processedWithoutCustomer = false
    /// The order of the session it was created in, when the session named one.
    public internal(set) var orderId: String? = nil
    /// Seconds its required-action token is valid, `nil` for one that names no expiry
    /// (`SandboxSessionOptions.actionTokensExpireIn`).
    var actionTokenLifetime: Int? = 3600
}

extension SandboxPayment {
    /// The outcome issuers decide the bank page's outcome by themselves.
    mutating func applyOutcomeIssuer() {
        switch SandboxFixtures.OutcomeIssuer(rawValue: issuer ?? "") {
        case .approved: outcome = .approved
        case .refused: outcome = .declined
        case .cancelled: outcome = .cancelled
        case .pending, nil: break
        }
    }
}
