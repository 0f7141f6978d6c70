import Foundation

/// What a sandbox checkout session offers.
public struct SandboxSessionOptions: Sendable, Equatable {
    /// Order amount in minor units.
    public var amount: Int
    /// ISO 4217 currency code.
    public var currencyCode: String
    /// Country of the order.
    public var countryCode: String
    /// The payment method types offered, in order.
    public var paymentMethods: [String]
    /// Seconds until the client token expires (negative for an expired token).
    public var expiresIn: Int
    /// When set, every bank list is a generated list of this many banks (for benchmarks and size tests).
    public var generatedBankCount: Int?
    /// Payment method types whose bank list comes back empty, as iDEAL's does since iDEAL 2.0: the
    /// customer picks the bank on the scheme's page, which the sandbox serves as its bank page.
    public var emptyBankListMethods: [String]
    /// How many times resuming an approved payment answers `PENDING` before `SUCCESS`: the bank
    /// confirms the payment later than the customer came back.
    public var pendingResumes: Int = 0
    /// Whether the session's payments are processed without the customer: their creation answers
    /// `PENDING` with no required action — no bank page, no status address, nothing the client can
    /// ask about — as a payment the provider finishes later on its own.
    public var processesPaymentsWithoutCustomer = false
    /// Payment method types whose bank list request is refused for good with this HTTP status (a
    /// 4xx), as a server may answer for iDEAL since it has no issuer list any more.
    public var refusedBankListMethods: [String: Int] = [:]
    /// Display names the configuration gives instead of the usual ones, e.g. "iDEAL | Wero" for
    /// `ADYEN_IDEAL` as the scheme is renamed during 2026.
    public var methodNames: [String: String] = [:]
    /// The merchant's reference of the order the session is for (`clientSession.order.orderId`),
    /// or `nil` for a session made without one. Sessions made for one order share it.
    public var orderId: String?
    /// Seconds each payment's required-action token is valid (its `exp` claim), or `nil` for
    /// tokens that name no expiry, as the wire protocol allows of a required action's token.
    public var actionTokensExpireIn: Int? = 3600

    /// Creates options; the default is €12.50 in the Netherlands with iDEAL and Dotpay.
    public init(
        amount: Int = 1250, currencyCode: String = "EUR", countryCode: String = "NL",
        paymentMethods: [String] = ["ADYEN_IDEAL", "ADYEN_DOTPAY"], expiresIn: Int = 3600,
        generatedBankCount: Int? = nil, emptyBankListMethods: [String] = []
    ) {
        self.emptyBankListMethods = emptyBankListMethods
        self.amount = amount
        self.currencyCode = currencyCode
        self.countryCode = countryCode
        self.paymentMethods = paymentMethods
        self.expiresIn = expiresIn
        self.generatedBankCount = generatedBankCount
    }

    /// Whether `code` (in any case) is a currency ISO 4217 lists today: what an order's
    /// `currencyCode` may be.
    public static func isCurrencyCode(_ code: String) -> Bool {
        code.count == 3 && code.allSatisfy { $0.isASCII && $0.isLetter } && Locale.commonISOCurrencyCodes.contains(code.uppercased())
    }
}
