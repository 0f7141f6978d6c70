/// The sandbox's API endpoints, for fault injection and the request log.
public enum SandboxEndpoint: String, Sendable, CaseIterable, Codable {
    case configuration, bankList, tokenize, createPayment, status, resume, analytics, bankPage, logo
}
