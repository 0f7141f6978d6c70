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
    /// Whether the screen offers Retry ("Continue payment" for a payment not confirmed yet): the
    /// category's `offersRetry`, except for a payment the server processes without the customer,
    /// which has nothing to continue and can only be paid around.
    public var canRetry: Bool { retryHelps && category.offersRetry }
    private let retryHelps: Bool

    /// Creates a failure (custom renderers, previews and their tests) that offers Retry when its
    /// category does.
    public init(error: PrimerError, kind: Kind, paymentMethodType: String?, canChooseOtherPaymentMethod: Bool) {
        self.init(
            error: error, kind: kind, paymentMethodType: paymentMethodType, canChooseOtherPaymentMethod: canChooseOtherPaymentMethod,
            canRetry: true)
    }

    /// A failure whose `canRetry` is `false` when Retry cannot help (a category that never offers
    /// Retry, `configuration`, never does).
    init(error: PrimerError, kind: Kind, paymentMethodType: String?, canChooseOtherPaymentMethod: Bool, canRetry: Bool) {
        self.error = error
        self.kind = kind
        self.paymentMethodType = paymentMethodType
        self.canChooseOtherPaymentMethod = canChooseOtherPaymentMethod
        retryHelps = canRetry
    }
}
