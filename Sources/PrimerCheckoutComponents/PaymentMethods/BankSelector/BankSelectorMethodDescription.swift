/// What one issuer-list payment method is: its wire names, whether customers may pick the bank on
/// the scheme's own page, and the other names of its banks. Adding a method is one entry in `all`.
struct BankSelectorMethodDescription: Sendable {
    /// The payment method type, e.g. "ADYEN_IDEAL".
    let type: String
    /// The bank list request's `paymentMethod` parameter.
    let issuerListParameter: String
    /// For a scheme whose customers may choose the bank on its own page (iDEAL 2.0): the names of
    /// its banks by issuer id, so a bank paid with before can be offered when no list came.
    let schemePageBankNames: [String: String]?
    /// Other names of its banks by issuer id, for lists that keep ids across renames.
    let aliasesByIssuerId: [String: [BankAlias]]

    /// Every issuer-list method, by payment method type.
    static let all: [String: BankSelectorMethodDescription] = Dictionary(
        uniqueKeysWithValues: [ideal, dotpay].map { ($0.type, $0) })

    /// iDEAL: issuer ids are BICs, which stay with the bank across renames.
    static let ideal = BankSelectorMethodDescription(
        type: "ADYEN_IDEAL", issuerListParameter: "ideal",
        schemePageBankNames: [
            "ABNANL2A": "ABN AMRO", "ASNBNL21": "ASN Bank", "BUNQNL2A": "bunq", "INGBNL2A": "ING", "KNABNL2H": "Knab",
            "NTSBDEB1": "N26", "NNBANL2G": "Nationale-Nederlanden", "RABONL2U": "Rabobank", "RBRBNL21": "RegioBank",
            "REVOLT21": "Revolut", "SNSBNL2A": "SNS Bank", "TRIONL2U": "Triodos Bank", "FVLBNL22": "Van Lanschot Kempen",
            "BITSNL2A": "Yoursafe", "BUUTNL2A": "Buut", "FNOMNL22": "Finom", "HANDNL2A": "Handelsbanken", "MOYONL21": "Moneyou",
        ],
        aliasesByIssuerId: [
            "SNSBNL2A": [BankAlias("ASN Bank", .otherName)],
            "RBRBNL21": [BankAlias("ASN Bank", .otherName)],
        ])

    /// Dotpay (Polish banks).
    static let dotpay = BankSelectorMethodDescription(
        type: "ADYEN_DOTPAY", issuerListParameter: "dotpay", schemePageBankNames: nil,
        aliasesByIssuerId: [
            "1": [BankAlias("mBank", .otherName)],
            "2": [BankAlias("PKO BP", .group)],
            "4": [BankAlias("PKO BP", .otherName)],
            "6": [BankAlias("Santander", .otherName), BankAlias("BZ WBK", .formerName)],
            "36": [BankAlias("Bank Pekao", .otherName)],
            "66": [BankAlias("Podkarpacki BS", .formerName)],
            "76": [BankAlias("VeloBank", .otherName)],
        ])
}
