/// The built-in aliases: by issuer id where a list keeps ids across renames (each method's
/// `BankSelectorMethodDescription`), by name where it does not, and the English and Polish forms
/// of "Pay with X" (`issuer-landscape.md`).
package enum BankAliases {
    /// Lowercased name prefix → aliases, for lists whose ids are not stable.
    static let byName: [(prefix: String, aliases: [BankAlias])] = [
        ("velobank", [BankAlias("Getin Bank", .formerName)]),
        ("santander", [BankAlias("BZ WBK", .formerName)]),
        ("bank nowy", [BankAlias("Podkarpacki BS", .formerName)]),
        ("asn bank", [BankAlias("SNS Bank", .formerName), BankAlias("RegioBank", .formerName)]),
    ]

    /// The "Pay with X" forms: each is an alias of the others.
    static let payWithForms = ["Pay with ", "Płacę z ", "Płać z "]

    /// Every alias of `bank` in the list of `paymentMethodType`, without repeats.
    package static func aliases(for bank: Bank, paymentMethodType: String) -> [BankAlias] {
        var aliases = BankSelectorMethodDescription.all[paymentMethodType]?.aliasesByIssuerId[bank.id] ?? []
        let lowercased = bank.name.lowercased()
        for entry in byName where lowercased.hasPrefix(entry.prefix) { aliases += entry.aliases }
        if let form = payWithForms.first(where: { bank.name.hasPrefix($0) }) {
            let rest = bank.name.dropFirst(form.count)
            aliases += payWithForms.filter { $0 != form }.map { BankAlias($0 + rest, .otherName) }
        }
        aliases += bank.aliases.map { BankAlias($0, .otherName) }
        var seen = Set<String>()
        return aliases.filter { $0.name.lowercased() != lowercased && seen.insert($0.name.lowercased()).inserted }
    }
}
