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
    /// Other names of its banks by a word of their name (folded, as the search folds it), for lists
    /// whose ids are not stable: brands, products, former names and groups of the method's country,
    /// from the banks' own names and `issuer-landscape.md`.
    let aliasesByNameWord: [(words: Set<String>, aliases: [BankAlias])]

    /// Every issuer-list method, by payment method type.
    static let all = [ideal.type: ideal, dotpay.type: dotpay]

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
            "SNSBNL2A": [BankAlias("ASN Bank", .otherName), BankAlias("SNS Reaal", .formerName)],
            "RBRBNL21": [BankAlias("ASN Bank", .otherName)],
            "INGBNL2A": [BankAlias("Postbank", .formerName)],
            "RABONL2U": [BankAlias("Friesland Bank", .formerName)],
            // Knab was Aegon Bank's brand; the bank took its name in 2022.
            "KNABNL2H": [BankAlias("Aegon Bank", .formerName)],
        ],
        aliasesByNameWord: [
            (["asn"], [BankAlias("SNS Bank", .formerName), BankAlias("RegioBank", .formerName), BankAlias("de Volksbank", .otherName)]),
            (["sns", "regiobank"], [BankAlias("ASN Bank", .otherName), BankAlias("de Volksbank", .group)]),
            // Fortis Bank Nederland merged into ABN AMRO (2010).
            (["abn"], [BankAlias("ABN-AMRO", .otherName), BankAlias("ABNAMRO", .otherName), BankAlias("Fortis", .formerName)]),
            (["nationale"], [BankAlias("NN", .otherName), BankAlias("NN Bank", .otherName)]),
            (["rabobank"], [BankAlias("Rabo", .otherName)]),
            (["yoursafe"], [BankAlias("Bitsafe", .formerName)]),
            (["n26"], [BankAlias("Number26", .formerName)]),
            (["lanschot"], [BankAlias("Kempen", .otherName)]),
            (["handelsbanken"], [BankAlias("Svenska Handelsbanken", .otherName)]),
        ])

    /// Bank Nowy's former name, as customers of Podkarpacki Bank Spółdzielczy still write it.
    private static let podkarpackiBankSpoldzielczy = [BankAlias("Podkarpacki BS", .formerName), BankAlias("PBS", .formerName)]

    /// Dotpay (Polish banks).
    static let dotpay = BankSelectorMethodDescription(
        type: "ADYEN_DOTPAY", issuerListParameter: "dotpay", schemePageBankNames: nil,
        aliasesByIssuerId: [
            "1": [BankAlias("mBank", .otherName)],
            "2": [BankAlias("PKO BP", .group)],
            "4": [BankAlias("PKO BP", .otherName), BankAlias("IKO", .otherName)],
            "6": [BankAlias("Santander", .otherName), BankAlias("BZ WBK", .formerName)],
            "36": [BankAlias("Bank Pekao", .otherName)],
            "66": podkarpackiBankSpoldzielczy,
            "76": [BankAlias("VeloBank", .otherName), BankAlias("Getin Noble Bank", .formerName)],
            // Moje ING is the retail app (business customers bank with ING Business): Płacę z ING.
            // on Dotpay, Pay with ING on the "Online banking Poland" list.
            "38": [BankAlias("Moje ING", .otherName)],
            "112": [BankAlias("Moje ING", .otherName)],
            // Idea Cloud was Idea Bank's online banking.
            "81": [BankAlias("Idea Bank", .otherName)],
            // EnveloBank was Bank Pocztowy's online bank: on the list that does not show it, its
            // customers find e-transfer Pocztowy24 ("Envelo": "velobank" inside it is VeloBank).
            "141": [BankAlias("Envelo", .otherName)],
            // The channel's Polish name: a transfer by hand or a postal order.
            "11": [BankAlias("Przelew tradycyjny", .otherName), BankAlias("Przekaz pocztowy", .otherName)],
        ],
        aliasesByNameWord: [
            (["ing"], [BankAlias("ING Bank Śląski", .otherName)]),
            (["velobank"], [BankAlias("Getin Bank", .formerName), BankAlias("Getin Noble Bank", .formerName)]),
            (
                ["santander", "przelew24"],
                [
                    BankAlias("Santander", .otherName), BankAlias("Przelew24", .otherName), BankAlias("BZ WBK", .formerName),
                    BankAlias("Bank Zachodni WBK", .formerName),
                    // Merged into it: Kredyt Bank (2013), Deutsche Bank Polska's retail bank (2018).
                    BankAlias("Kredyt Bank", .formerName), BankAlias("Deutsche Bank Polska", .formerName),
                    // Business customers' online banking.
                    BankAlias("iBiznes24", .otherName),
                ]
            ),
            (["nowy"], podkarpackiBankSpoldzielczy),
            // Nordea Bank Polska merged into PKO BP (2014).
            (
                ["ipko"],
                [
                    BankAlias("PKO BP", .otherName), BankAlias("PKO Bank Polski", .otherName), BankAlias("IKO", .otherName),
                    BankAlias("Nordea", .formerName),
                ]
            ),
            (["inteligo"], [BankAlias("PKO BP", .group), BankAlias("PKO Bank Polski", .group)]),
            // The registered names of PKO BP and Bank Pekao, as statements print them (without "S.A.").
            (["ipko"], [BankAlias("Powszechna Kasa Oszczędności Bank Polski", .otherName)]),
            (
                ["pekao", "pekao24przelew"],
                [
                    BankAlias("Pekao24", .otherName), BankAlias("Bank Pekao", .otherName), BankAlias("Pekao SA", .otherName),
                    BankAlias("PeoPay", .otherName), BankAlias("Bank Polska Kasa Opieki", .otherName),
                    // Idea Bank's business passed to Bank Pekao in its resolution (2021).
                    BankAlias("Idea Bank", .formerName),
                ]
            ),
            (
                ["mtransfer", "mbank"],
                [
                    // mBank was BRE Bank until 2013, when its MultiBank brand became mBank too.
                    BankAlias("mBank", .otherName), BankAlias("mTransfer", .otherName), BankAlias("BRE Bank", .formerName),
                    BankAlias("MultiBank", .formerName),
                ]
            ),
            (
                ["millennium"],
                [BankAlias("Millenet", .otherName), BankAlias("Bank Millennium", .otherName), BankAlias("Euro Bank", .formerName)]
            ),
            (
                ["citi", "citihandlowy"],
                [
                    BankAlias("Citibank", .otherName), BankAlias("Bank Handlowy", .otherName), BankAlias("Citi Handlowy", .otherName),
                    // Its registered name, as statements print it.
                    BankAlias("Bank Handlowy w Warszawie", .otherName),
                    // Business customers' online banking.
                    BankAlias("CitiDirect", .otherName),
                ]
            ),
            (["bos"], [BankAlias("BOŚ Bank", .otherName), BankAlias("Bank Ochrony Środowiska", .otherName)]),
            // Meritum Bank and Bank BPH's core business merged into Alior Bank (2016). T-Mobile Usługi
            // Bankowe was Alior's bank under T-Mobile's name until its customers moved to Alior (2019):
            // its brand alone, as the full name's "usługi bankowe" (banking services) reads as other queries.
            (
                ["alior"],
                [
                    BankAlias("Alior Bank", .otherName), BankAlias("Alior", .otherName), BankAlias("Meritum Bank", .formerName),
                    BankAlias("Bank BPH", .formerName), BankAlias("T-Mobile", .otherName),
                ]
            ),
            // Credit Agricole Bank Polska was Lukas Bank until 2011.
            (["agricole"], [BankAlias("CA24", .otherName), BankAlias("Lukas Bank", .formerName)]),
            (
                ["bnp"],
                [
                    BankAlias("BGŻ BNP Paribas", .formerName), BankAlias("BNP Paribas", .otherName),
                    BankAlias("Raiffeisen Polbank", .formerName), BankAlias("GOmobile", .otherName),
                ]
            ),
            (["pocztowy24", "envelobank"], [BankAlias("Bank Pocztowy", .otherName)]),
            (["nest"], [BankAlias("FM Bank", .formerName)]),
            // Plus Bank was Invest-Bank until 2013.
            (["plus"], [BankAlias("Invest-Bank", .formerName)]),
            // Cooperative banks belong to one of two groups, each named by its associating bank: Bank
            // Polskiej Spółdzielczości (Grupa BPS) and SGB-Bank (Spółdzielcza Grupa Bankowa).
            (
                ["spoldzielcze", "spoldzielczy"],
                [BankAlias("BS", .otherName), BankAlias("Grupa BPS", .otherName), BankAlias("SGB", .otherName)]
            ),
            (["stefczyka"], [BankAlias("SKOK Stefczyka", .otherName)]),
            // Cinkciarz.pl is a currency exchange (kantor) before it is a payment channel.
            (["cinkciarzpay"], [BankAlias("Cinkciarz", .otherName), BankAlias("Kantor Cinkciarz", .otherName)]),
            // mRaty are mBank's instalments ("mbank raty").
            (["mraty"], [BankAlias("mBank", .group)]),
        ])
}
