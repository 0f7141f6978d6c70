/// The built-in aliases: by issuer id where a list keeps ids across renames (each method's
/// `BankSelectorMethodDescription`), by name where it does not, and the English and Polish forms
/// of "Pay with X" (`issuer-landscape.md`).
package enum BankAliases {
    /// A word of the name (folded, as the search folds it) → the names people also use for that
    /// bank, for lists whose ids are not stable: brands, products, former names and groups, from
    /// the banks' own names and `issuer-landscape.md`.
    static let byNameWord: [(words: Set<String>, aliases: [BankAlias])] = [
        // Netherlands
        (["asn"], [BankAlias("SNS Bank", .formerName), BankAlias("RegioBank", .formerName), BankAlias("de Volksbank", .otherName)]),
        (["sns", "regiobank"], [BankAlias("ASN Bank", .otherName), BankAlias("de Volksbank", .group)]),
        (["abn"], [BankAlias("ABN-AMRO", .otherName), BankAlias("ABNAMRO", .otherName)]),
        (["nationale"], [BankAlias("NN", .otherName), BankAlias("NN Bank", .otherName)]),
        (["rabobank"], [BankAlias("Rabo", .otherName)]),
        (["yoursafe"], [BankAlias("Bitsafe", .formerName)]),
        (["n26"], [BankAlias("Number26", .formerName)]),
        (["lanschot"], [BankAlias("Kempen", .otherName)]),
        (["handelsbanken"], [BankAlias("Svenska Handelsbanken", .otherName)]),
        // Poland
        (["velobank"], [BankAlias("Getin Bank", .formerName), BankAlias("Getin Noble Bank", .formerName)]),
        (
            ["santander", "przelew24"],
            [BankAlias("Santander", .otherName), BankAlias("Przelew24", .otherName), BankAlias("BZ WBK", .formerName)]
        ),
        (["nowy"], [BankAlias("Podkarpacki BS", .formerName)]),
        (["ipko"], [BankAlias("PKO BP", .otherName), BankAlias("PKO Bank Polski", .otherName)]),
        (["inteligo"], [BankAlias("PKO BP", .group), BankAlias("PKO Bank Polski", .group)]),
        (
            ["pekao", "pekao24przelew"],
            [BankAlias("Pekao24", .otherName), BankAlias("Bank Pekao", .otherName), BankAlias("Pekao SA", .otherName)]
        ),
        (["mtransfer", "mbank"], [BankAlias("mBank", .otherName), BankAlias("mTransfer", .otherName)]),
        (["millennium"], [BankAlias("Millenet", .otherName), BankAlias("Bank Millennium", .otherName)]),
        (
            ["citi", "citihandlowy"],
            [BankAlias("Citibank", .otherName), BankAlias("Bank Handlowy", .otherName), BankAlias("Citi Handlowy", .otherName)]
        ),
        (["bos"], [BankAlias("BOŚ Bank", .otherName), BankAlias("Bank Ochrony Środowiska", .otherName)]),
        (["alior"], [BankAlias("Alior Bank", .otherName), BankAlias("Alior", .otherName)]),
        (["agricole"], [BankAlias("CA24", .otherName)]),
        (["bnp"], [BankAlias("BGŻ BNP Paribas", .formerName), BankAlias("BNP Paribas", .otherName)]),
        (["pocztowy24", "envelobank"], [BankAlias("Bank Pocztowy", .otherName)]),
        (["nest"], [BankAlias("FM Bank", .formerName)]),
        (["stefczyka"], [BankAlias("SKOK Stefczyka", .otherName)]),
        (["cinkciarzpay"], [BankAlias("Cinkciarz", .otherName)]),
    ]

    /// The rows of `byNameWord` holding each word, built once: a bank's words look their rows up
    /// instead of every row being tested against every bank.
    private static let rowsByWord: [[UInt8]: [Int]] = {
        var rows: [[UInt8]: [Int]] = [:]
        for (row, entry) in byNameWord.enumerated() {
            for word in entry.words { rows[Array(word.utf8), default: []].append(row) }
        }
        return rows
    }()

    /// The "Pay with X" forms: each is an alias of the others.
    static let payWithForms = ["Pay with ", "Płacę z ", "Płać z "]

    /// Every alias of `bank` in the list of `paymentMethodType`, without repeats.
    package static func aliases(for bank: Bank, paymentMethodType: String) -> [BankAlias] {
        aliases(for: bank, paymentMethodType: paymentMethodType, words: SearchFolding.words(bank.name).map { $0[...] })
    }

    /// The same, for a name already folded into `words` (the search index folds each name once).
    package static func aliases(for bank: Bank, paymentMethodType: String, words: [ArraySlice<UInt8>]) -> [BankAlias] {
        var aliases = BankSelectorMethodDescription.all[paymentMethodType]?.aliasesByIssuerId[bank.id] ?? []
        let rows = Set(words.flatMap { rowsByWord[Array($0)] ?? [] })
        for row in rows.sorted() { aliases += byNameWord[row].aliases }
        if let form = payWithForms.first(where: { bank.name.hasPrefix($0) }) {
            let rest = bank.name.dropFirst(form.count)
            aliases += payWithForms.filter { $0 != form }.map { BankAlias($0 + rest, .otherName) }
        }
        aliases += bank.aliases.map { BankAlias($0, .otherName) }
        guard !aliases.isEmpty else { return [] }
        let lowercased = bank.name.lowercased()
        var seen = Set<String>()
        return aliases.filter { $0.name.lowercased() != lowercased && seen.insert($0.name.lowercased()).inserted }
    }
}
