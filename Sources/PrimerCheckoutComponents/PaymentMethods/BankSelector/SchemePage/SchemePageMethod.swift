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

    /// Payment method type → the names of its banks by issuer id, for every method that has a
    /// scheme page. iDEAL's issuer ids are BICs, which stay with the bank across renames.
    static let bankNamesByMethod: [String: [String: String]] = [
        "ADYEN_IDEAL": [
            "ABNANL2A": "ABN AMRO", "ASNBNL21": "ASN Bank", "BUNQNL2A": "bunq", "INGBNL2A": "ING", "KNABNL2H": "Knab",
            "NTSBDEB1": "N26", "NNBANL2G": "Nationale-Nederlanden", "RABONL2U": "Rabobank", "RBRBNL21": "RegioBank",
            "REVOLT21": "Revolut", "SNSBNL2A": "SNS Bank", "TRIONL2U": "Triodos Bank", "FVLBNL22": "Van Lanschot Kempen",
            "BITSNL2A": "Yoursafe", "BUUTNL2A": "Buut", "FNOMNL22": "Finom", "HANDNL2A": "Handelsbanken", "MOYONL21": "Moneyou",
        ]
    ]

    /// The scheme page of `method`, when its type has one.
    init?(method: CheckoutPaymentMethod, amount: Int, currencyCode: String) {
        guard let bankNames = Self.bankNamesByMethod[method.type] else { return nil }
        name = method.name
        logoUrl = method.logoUrl
        self.amount = amount
        self.currencyCode = currencyCode
        self.bankNames = bankNames
    }
}
