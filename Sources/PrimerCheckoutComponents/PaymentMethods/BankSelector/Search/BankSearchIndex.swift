/// The bank selector's search over one fetched bank list.
///
/// Every name is folded once when the index is built; a query then costs one byte scan per bank.
/// A query matches a bank when every query word occurs in the bank's name (ignoring case,
/// diacritics, width, punctuation and spaces), or when the query is the bank's id. Results are
/// ranked exact match, name prefix, word prefix, substring; ties keep server order. When nothing
/// matches, names within a word's typo allowance are offered instead, fewest edits first. Aliases
/// (former names, brands) are searched the same way and rank after every name match.
package struct BankSearchIndex: Sendable {
    /// The aliases' own index, and which bank and alias each of its entries stands for.
    private final class AliasSearch: Sendable {
        let index: BankSearchIndex
        let owners: [(bank: Int, alias: BankAlias)]

        init(index: BankSearchIndex, owners: [(bank: Int, alias: BankAlias)]) {
            self.index = index
            self.owners = owners
        }
    }

    /// The indexed banks in server order.
    package let banks: [Bank]

    let nameBytes: [UInt8]
    let wordStartFlags: [Bool]
    let nameRanges: [Range<Int>]
    private let idKeys: [[UInt8]]
    private let aliasSearch: AliasSearch?

    /// Builds the search keys for `banks` and, folded once too, each bank's `aliases`.
    package init(banks: [Bank], aliases: [[BankAlias]] = []) {
        self.banks = banks
        let owners = aliases.enumerated().flatMap { bank, aliases in aliases.map { (bank: bank, alias: $0) } }
        aliasSearch =
            owners.isEmpty
            ? nil
            : AliasSearch(
                index: BankSearchIndex(banks: owners.map { Bank(id: "\u{0}", name: $0.alias.name, iconUrl: nil, isDisabled: false) }),
                owners: owners)
        var key = FoldedKey(tracksOwners: false)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(banks.count)
        for bank in banks {
            let start = key.bytes.count
            key.append(CollectionOfOne((owner: 0, text: bank.name)))
            ranges.append(start..<key.bytes.count)
        }
        nameBytes = key.bytes
        wordStartFlags = key.wordStarts
        nameRanges = ranges
        idKeys = banks.map { Array(SearchFolding.words($0.id).joined()) }
    }

    /// The banks matching `query`, best first. A blank query returns every bank in server order;
    /// a query with no letters or digits (such as `%@`) matches nothing.
    package func search(_ query: String) -> [Bank] {
        searchWithTypos(query).banks
    }

    /// The banks matching `query`, best first; whether they match only within a typo; and, by bank
    /// id, the alias each bank found only through an alias matched by.
    package func searchWithTypos(_ query: String) -> (banks: [Bank], withinATypo: Bool, aliases: [String: BankAlias]) {
        let exact = strictMatches(query)
        guard exact.indices.isEmpty, let words = nonBlankWords(query) else {
            let aliases = Dictionary(exact.aliases.map { (banks[$0.key].id, $0.value) }, uniquingKeysWith: { first, _ in first })
            return (exact.indices.map { banks[$0] }, false, aliases)
        }
        let close = closeMatchIndices(words)
        return (close.map { banks[$0] }, !close.isEmpty, [:])
    }

    /// The query's folded words, when it is not blank and has some.
    private func nonBlankWords(_ query: String) -> [[UInt8]]? {
        guard !query.allSatisfy({ $0.isWhitespace }) else { return nil }
        let words = SearchFolding.words(query)
        return words.isEmpty ? nil : words
    }

    /// The banks matching `query` as typed (no typo allowance): by name, best first, then by alias;
    /// with the alias of each bank found only through one.
    private func strictMatches(_ query: String) -> (indices: [Int], aliases: [Int: BankAlias]) {
        let byName = strictMatchingIndices(query)
        guard let aliasSearch, !query.allSatisfy({ $0.isWhitespace }) else { return (byName, [:]) }
        var found = Set(byName)
        var aliases: [Int: BankAlias] = [:]
        var byAlias: [Int] = []
        for entry in aliasSearch.index.strictMatchingIndices(query) {
            let owner = aliasSearch.owners[entry]
            guard found.insert(owner.bank).inserted else { continue }
            byAlias.append(owner.bank)
            aliases[owner.bank] = owner.alias
        }
        return (byName + byAlias, aliases)
    }

    /// The positions of the banks matching `query` by name as typed (no typo allowance), best first.
    private func strictMatchingIndices(_ query: String) -> [Int] {
        if query.allSatisfy({ $0.isWhitespace }) { return Array(banks.indices) }
        let words = SearchFolding.words(query)
        guard !words.isEmpty else { return [] }
        let compact = Array(words.joined())
        var tiers: [[Int]] = [[], [], [], []]
        nameBytes.withUnsafeBufferPointer { names in
            wordStartFlags.withUnsafeBufferPointer { starts in
                for index in nameRanges.indices {
                    if let tier = rank(index, words: words, compact: compact, names: names, starts: starts) {
                        tiers[tier].append(index)
                    }
                }
            }
        }
        return tiers.flatMap { $0 }
    }

    private enum Tier {
        static let exact = 0, namePrefix = 1, wordPrefix = 2, substring = 3
    }

    private func rank(
        _ index: Int, words: [[UInt8]], compact: [UInt8],
        names: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Bool>
    ) -> Int? {
        if idKeys[index] == compact { return Tier.exact }
        let range = nameRanges[index]
        var everyWordAtWordStart = true
        for word in words {
            switch Self.find(word, in: names, range: range, starts: starts) {
            case .none: return nil
            case .inside: everyWordAtWordStart = false
            case .atWordStart: break
            }
        }
        if Self.hasPrefix(compact, in: names, range: range) {
            return range.count == compact.count ? Tier.exact : Tier.namePrefix
        }
        return everyWordAtWordStart ? Tier.wordPrefix : Tier.substring
    }

    enum Occurrence { case none, inside, atWordStart }

    static func find(
        _ word: [UInt8], in names: UnsafeBufferPointer<UInt8>, range: Range<Int>, starts: UnsafeBufferPointer<Bool>
    ) -> Occurrence {
        let length = word.count
        guard length <= range.count, let first = word.first else { return .none }
        var result = Occurrence.none
        var position = range.lowerBound
        let last = range.upperBound - length
        while position <= last {
            if names[position] == first && matches(word, names, at: position) {
                if starts[position] { return .atWordStart }
                result = .inside
            }
            position += 1
        }
        return result
    }

    private static func matches(_ word: [UInt8], _ names: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        var offset = 1
        while offset < word.count {
            if names[position + offset] != word[offset] { return false }
            offset += 1
        }
        return true
    }

    private static func hasPrefix(_ compact: [UInt8], in names: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> Bool {
        compact.count <= range.count && names[range.lowerBound] == compact[0] && matches(compact, names, at: range.lowerBound)
    }
}
