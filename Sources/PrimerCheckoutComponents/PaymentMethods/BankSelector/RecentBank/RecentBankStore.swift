/// Where the checkout remembers the bank a customer last paid with, per payment method, on this
/// device: only the issuer id, only after a successful payment.
public protocol RecentBankStore: Sendable {
    /// The issuer id last paid with by `paymentMethodType`, if any.
    func recentBankId(for paymentMethodType: String) -> String?
    /// Remembers `bankId` as the last bank paid with by `paymentMethodType`.
    func remember(_ bankId: String, for paymentMethodType: String)
}
