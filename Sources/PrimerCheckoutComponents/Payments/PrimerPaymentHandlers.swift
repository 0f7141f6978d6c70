/// The merchant's say in a payment: before the SDK creates it (automatic handling), or the
/// whole creation and resumption (manual handling).
///
/// The hooks that decide run in the payment's task: when the customer closes the checkout or goes
/// Back meanwhile, that task is cancelled (a `URLSession` request awaited inside a hook is cancelled
/// too; run work that must finish in a task of its own), and whatever the hook then answers, no
/// payment is created and no bank page opens.
public struct PrimerPaymentHandlers: Sendable {
    /// Automatic handling: asked before each payment is created; may abort or supply the idempotency key.
    /// The customer waits on the processing screen meanwhile; if they close the checkout before it
    /// answers, nothing is created whatever it answers.
    public var willCreatePayment: (@Sendable (_ paymentMethodType: String) async -> PaymentCreationDecision)?
    /// Manual handling: receives the payment method token; the merchant's server creates the payment.
    public var didTokenizePaymentMethod: (@Sendable (_ token: PaymentMethodToken) async -> ManualPaymentDecision)?
    /// Manual handling: receives the resume token after the bank's page; the merchant's server resumes.
    public var didReceiveResumeToken: (@Sendable (_ resumeToken: String) async -> ManualPaymentDecision)?
    /// Automatic handling: told of each payment as soon as the server created it, before the
    /// customer is sent to the bank, so the merchant's server can match it with Primer's webhooks
    /// whatever happens next on the device. The customer waits on the processing screen until it
    /// returns: hand slow work (a request to your server) to a task of its own.
    public var didCreatePayment: (@Sendable (_ payment: OpenPayment) async -> Void)?
    /// Automatic handling: told of each payment the checkout leaves open — the customer chose to
    /// pay another way while it was not confirmed, or the checkout ended (dismissed, closed on its
    /// error screen, or paid with another payment) before the server called it final. It may
    /// still go through: the merchant's server reconciles it with Primer's webhooks.
    public var didLeavePaymentOpen: (@Sendable (_ payment: OpenPayment, _ reason: PaymentLeftOpenReason) async -> Void)?

    /// Creates handlers; every one is optional in automatic handling.
    public init(
        willCreatePayment: (@Sendable (_ paymentMethodType: String) async -> PaymentCreationDecision)? = nil,
        didTokenizePaymentMethod: (@Sendable (_ token: PaymentMethodToken) async -> ManualPaymentDecision)? = nil,
        didReceiveResumeToken: (@Sendable (_ resumeToken: String) async -> ManualPaymentDecision)? = nil,
        didCreatePayment: (@Sendable (_ payment: OpenPayment) async -> Void)? = nil,
        didLeavePaymentOpen: (@Sendable (_ payment: OpenPayment, _ reason: PaymentLeftOpenReason) async -> Void)? = nil
    ) {
        self.willCreatePayment = willCreatePayment
        self.didTokenizePaymentMethod = didTokenizePaymentMethod
        self.didReceiveResumeToken = didReceiveResumeToken
        self.didCreatePayment = didCreatePayment
        self.didLeavePaymentOpen = didLeavePaymentOpen
    }

    /// The two hooks manual handling runs on.
    /// - Throws: `PrimerError.invalidValue` (`paymentHandlers`) when one is missing: no payment
    ///   could ever be created.
    package func manualHooks() throws(PrimerError) -> (
        didTokenize: @Sendable (PaymentMethodToken) async -> ManualPaymentDecision,
        didResume: @Sendable (String) async -> ManualPaymentDecision
    ) {
        guard let didTokenizePaymentMethod, let didReceiveResumeToken else {
            throw .invalidValue(
                key: "paymentHandlers", value: nil,
                reason: "manual payment handling needs didTokenizePaymentMethod and didReceiveResumeToken",
                diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return (didTokenizePaymentMethod, didReceiveResumeToken)
    }
}

/// The merchant's answer before a payment is created.
public enum PaymentCreationDecision: Equatable, Sendable {
    /// Create the payment, with this idempotency key (or a generated one when `nil`). Give each
    /// payment a key of its own, of printable ASCII (it is sent as an HTTP header): the server
    /// answers a used key with the payment it made, so a key this checkout already created a
    /// payment with, like one with other characters, is refused (`PrimerError.invalidValue`, key
    /// `idempotencyKey`) and nothing is sent.
    case proceed(idempotencyKey: String?)
    /// Do not create the payment; the customer sees `message`.
    case abort(message: String)
}

/// The merchant's answer in manual payment handling.
public enum ManualPaymentDecision: Equatable, Sendable {
    /// The payment succeeded on the merchant's server.
    case complete(paymentId: String)
    /// The payment needs the customer at the bank: continue with this required-action client token.
    case continueWithNewClientToken(String)
    /// The payment failed; the customer sees `message`.
    case fail(message: String)
}

/// A tokenized payment method, handed to the merchant in manual handling.
public struct PaymentMethodToken: Equatable, Sendable {
    /// The single-use token the merchant's server creates the payment with.
    public let token: String
    /// The payment method type, e.g. `ADYEN_IDEAL`.
    public let paymentMethodType: String
}
