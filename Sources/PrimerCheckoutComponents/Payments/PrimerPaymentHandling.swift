/// Who creates and resumes the payment after tokenization.
public enum PrimerPaymentHandling: Equatable, Sendable {
    /// The SDK creates and resumes the payment itself.
    case auto
    /// The merchant's server creates and resumes the payment; the SDK hands it the tokens.
    case manual
}
