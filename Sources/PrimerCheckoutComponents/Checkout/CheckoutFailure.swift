/// What the checkout's error screen shows: the error, what failed, and which actions it offers.
public struct CheckoutFailure: Equatable, Sendable {
    /// What failed.
    public enum Kind: Equatable, Sendable {
        /// The checkout or a method's data (such as the bank list) could not be loaded.
        case loadFailure
        /// A payment failed.
        case paymentFailure
    }

    /// The error.
    public let error: PrimerError
    /// What failed.
    public let kind: Kind
    /// The payment method concerned, when one is.
    public let paymentMethodType: String?
    /// Whether the screen offers "choose another payment method".
    public let canChooseOtherPaymentMethod: Bool

    /// Creates a failure (custom renderers, previews and their tests).
    public init(error: PrimerError, kind: Kind, paymentMethodType: String?, canChooseOtherPaymentMethod: Bool) {
        self.error = error
        self.kind = kind
        self.paymentMethodType = paymentMethodType
        self.canChooseOtherPaymentMethod = canChooseOtherPaymentMethod
    }
}
