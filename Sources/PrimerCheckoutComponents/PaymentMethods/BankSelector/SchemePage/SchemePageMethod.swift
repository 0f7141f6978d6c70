import Foundation

/// A method whose bank is chosen on the scheme's own page (iDEAL 2.0): its name, logo and the
/// amount for the "Continue to iDEAL" screen, and the names of the scheme's banks, so a bank paid
/// with before can be offered by name when no list came.
package struct SchemePageMethod: Equatable, Sendable {
    /// The scheme's name, e.g. "iDEAL".
    package let name: String
    /// The scheme's logo.
    package let logoUrl: URL?
    /// The amount to pay, in minor units.
    package let amount: Int
    /// The amount's ISO 4217 currency.
    package let currencyCode: String
    /// Issuer id → bank name.
    let bankNames: [String: String]

    /// The scheme page of `method`, when its type has one.
    init?(method: CheckoutPaymentMethod, amount: Int, currencyCode: String) {
        guard let bankNames = BankSelectorMethodDescription.all[method.type]?.schemePageBankNames else { return nil }
        name = method.name
        logoUrl = method.logoUrl
        self.amount = amount
        self.currencyCode = currencyCode
        self.bankNames = bankNames
    }
}
