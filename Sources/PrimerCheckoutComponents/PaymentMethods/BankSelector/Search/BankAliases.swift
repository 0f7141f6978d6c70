/// The built-in aliases: each method's (`BankSelectorMethodDescription`) by issuer id or name word,
/// and the forms of "Pay with X" (`issuer-landscape.md`).
package enum BankAliases {
    /// Each method's rows of `aliasesByNameWord` by word, built once.
    private static let rowsByWord: [String: [[UInt8]: [Int]]] = BankSelectorMethodDescription.all.mapValues { method in
        var rows: [[UInt8]: [Int]] = [:]
        for (row, entry) in method.aliasesByNameWord.enumerated() {
            for word in entry.words { rows[Array(word.utf8), default: []].append(row) }
        }
        return rows
    }

    /// The "Pay with X" forms: each is an alias of the others.
    static let payWithForms = ["Pay with ", "Płacę z ", "Płać z "]

    /// Every alias of `bank` in the list of `paymentMethodType`, without repeats; `words` are its
    /// name's folded words when the search index folded them already.
    package static func aliases(for bank: Bank, paymentMethodType: String, words: [ArraySlice<UInt8>]? = nil) -> [BankAlias] {
        let words = words ?? SearchFolding.words(bank.name).map { $0[...] }
        let method = BankSelectorMethodDescription.all[paymentMethodType]
        var aliases = method?.aliasesByIssuerId[bank.id] ?? []
        if let method, let rowsByWord = rowsByWord[paymentMethodType] {
            let rows = Set(words.flatMap { rowsByWord[Array($0)] ?? [] })
            for row in rows.sorted() { aliases += method.aliasesByNameWord[row].aliases }
        }
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
