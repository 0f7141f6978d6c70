import Foundation

/// An amount in minor units written as the bank page shows it: ISO 4217's minor units decide the
/// decimals (`1000` JPY is 1000, `1250` EUR is 12.50, `1250` KWD is 1.250), as Primer's API counts
/// amounts.
enum MinorUnits {
    /// ISO 4217 currencies whose minor unit is not a hundredth.
    private static let exponents: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0, "RWF": 0, "UGX": 0,
        "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
        "CLF": 4, "UYW": 4,
    ]

    /// `amount` minor units of `currencyCode` as a plain decimal ("12.50"); two decimals for a code
    /// ISO 4217 does not list with another minor unit.
    static func text(_ amount: Int, currencyCode: String) -> String {
        let exponent = exponents[currencyCode.uppercased()] ?? 2
        let value = Decimal(sign: amount < 0 ? .minus : .plus, exponent: -exponent, significand: Decimal(amount.magnitude))
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        formatter.minimumFractionDigits = exponent
        formatter.maximumFractionDigits = exponent
        return formatter.string(from: value as NSDecimalNumber) ?? "\(value)"
    }
}
