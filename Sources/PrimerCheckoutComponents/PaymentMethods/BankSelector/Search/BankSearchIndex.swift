import Foundation

/// The search over one bank list, folded once: every query word in the name, or from a word's start
/// in an other name; generic words no bank holds passed over. Then the query read another way,
/// within a typo ("Did you mean"), and word by word.
package final class BankSearchIndex: Sendable {
    package let banks: [Bank]
    /// Every name and other name folded back to back, and where each is.
    let bytes: [UInt8], starts: [Bool]
    let names: [Range<Int>], othersOf: [Range<Int>], otherNames: [Range<Int>]
    let aliases: [BankAlias]
    let byId: [[UInt8]: [Int]]
    /// From each word's start to its text's end, sorted for a binary search.
    let sortedStarts: [Range<Int>]
    let offline: [Bool]

    /// Indexes `banks` with the aliases `aliasesOf` gives each from its name's folded words.
    package init(banks: [Bank], aliasesOf: (_ position: Int, _ words: [ArraySlice<UInt8>]) -> [BankAlias] = { _, _ in [] }) {
        self.banks = banks
        var key = FoldedKey(tracksOwners: false)
        func add(_ text: String) -> Range<Int> {
            let start = key.bytes.count
            key.append(CollectionOfOne((owner: 0, text: text)))
            return start..<key.bytes.count
        }
        let names = banks.map { add($0.name) }
        let (folded, wordStarts) = (key.bytes, key.wordStarts)
        var otherNames: [Range<Int>] = []
        var aliases: [BankAlias] = []
        self.names = names
        othersOf = names.indices.map { position in
            let first = otherNames.count
            let words = Self.wordRanges(in: names[position], wordStarts).map { folded[$0] }
            for alias in aliasesOf(position, words) {
                otherNames.append(add(alias.name))
                aliases.append(alias)
            }
            return first..<otherNames.count
        }
        (self.otherNames, self.aliases, bytes, starts) = (otherNames, aliases, key.bytes, key.wordStarts)
        sortedStarts = key.bytes.withUnsafeBufferPointer { bytes in
            (names + otherNames).flatMap { text in text.filter { key.wordStarts[$0] }.map { $0..<text.upperBound } }
                .sorted { Self.compare(bytes, $0, UnsafeBufferPointer(rebasing: bytes[$1])) < 0 }
        }
        byId = Dictionary(grouping: banks.indices) { Array(SearchFolding.words(banks[$0].id).joined()) }
        offline = banks.map(\.isDisabled)
    }

    static func wordRanges(in range: Range<Int>, _ starts: [Bool]) -> [Range<Int>] {
        let wordStarts = range.filter { starts[$0] }
        return zip(wordStarts, wordStarts.dropFirst() + [range.upperBound]).map { $0..<$1 }
    }

    /// What a keystroke found as typed: the next, adding letters, looks at those banks only.
    package struct Memory: Sendable {
        fileprivate let words: [[UInt8]], matched: [Int], wasAllGeneric: Bool
    }

    package typealias Found = (banks: [Bank], withinATypo: Bool, aliases: [String: BankAlias], memory: Memory?)

    /// The banks matching `query`, best first.
    package func search(_ query: String) -> [Bank] {
        searchWithTypos(query).banks
    }

    /// The banks matching `query`, best first; whether they are a guess ("Did you mean"); by bank
    /// id, the other name each was found by; and, narrowed by the last keystroke's `memory`, the next.
    package func searchWithTypos(_ query: String, after memory: Memory? = nil) -> Found {
        guard Self.isSearchable(query) else { return ([], false, [:], nil) }
        if query.allSatisfy(\.isWhitespace) { return (banks, false, [:], nil) }
        var words: [[UInt8]] = []
        for word in SearchFolding.words(Self.withoutWebAddressEnding(query)) where !words.contains(word) { words.append(word) }
        guard !words.isEmpty, words.count <= Self.mostWords else { return ([], false, [:], nil) }
        let typed = Query(words, in: self)
        var among: [Int]?
        // A query of generic words only passed none over: its matches hold a longer one passing none.
        if let memory, !memory.wasAllGeneric || typed.passable == 0, typed.extends(memory.words) {
            let byId = byId[typed.joined] ?? []
            among = byId.isEmpty ? memory.matched : Array(Set(memory.matched + byId)).sorted()
        }
        let found = matches(typed, among: among)
        let next = Memory(words: words, matched: found.map(\.index), wasAllGeneric: !typed.hasSpecificWord)
        func result(_ matches: [Match], withinATypo: Bool) -> Found {
            var aliases: [String: BankAlias] = [:]
            for match in matches {
                if let alias = alias(of: match), aliases[banks[match.index].id] == nil { aliases[banks[match.index].id] = alias }
            }
            return (matches.map { banks[$0.index] }, withinATypo, aliases, next)
        }
        let read = asTyped(typed, found: found)
        if !read.isEmpty { return result(read, withinATypo: false) }
        if !typed.hasSpecificWord {
            // A sentence before a name ("betalen met") narrows nothing until a name starts ("wero i").
            let start = ranked(matches(Query(words, in: self, lastIsAName: true), among: nil)).filter { $0.tier < Tier.otherName }
            if !start.isEmpty { return result(start, withinATypo: false) }
            if words.count > 1 || words[0].count >= 4 { return (banks, false, [:], next) }
        }
        let mistyped = Query(words, in: self, passingMistypedWords: true)
        let loose = mistyped.hasSpecificWord ? mistyped : typed
        var close = closeMatches(loose, widened: false)
        if close.isEmpty { close = closeMatches(loose, widened: true) }
        if !close.isEmpty { return result(close, withinATypo: true) }
        if !typed.hasSpecificWord { return (banks, false, [:], next) }
        let each = wordByWord(typed)
        return result(each.matches, withinATypo: each.namesFinding == 1)
    }

    /// What `typed` finds (`found`), or finds read another way before what only a former name found.
    private func asTyped(_ typed: Query, found: [Match]) -> [Match] {
        // Generic words are passed over only where no bank but by a former name holds them all.
        func ranked(_ matches: [Match]) -> [Match] {
            if matches.allSatisfy({ $0.passed == 0 && $0.other < 0 }) { return self.ranked(matches) }
            let whole = matches.filter { $0.passed == 0 }
            guard !whole.isEmpty else { return self.ranked(matches) }
            guard whole.allSatisfy({ alias(of: $0)?.kind == .formerName }) else { return self.ranked(whole) }
            return self.ranked(matches.filter { $0.passed > 0 && $0.other < 0 }) + self.ranked(whole)
        }
        if let together = Self.lettersTogether(typed.words).map({ ranked(matches(Query($0, in: self), among: nil)) }), !together.isEmpty {
            return together
        }
        if found.contains(where: { alias(of: $0)?.kind != .formerName }) { return ranked(found) }
        var read: [Match] = []
        for reading in [
            Query(typed.words, in: self, passingMistypedWords: true),
            readAnotherWay(typed.words, evenIfTyped: !found.isEmpty).map { Query($0, in: self) },
        ] {
            guard let reading, reading.hasSpecificWord, reading.passable != typed.passable || reading.words != typed.words else { continue }
            // Beside a former name, only names holding the words whole ("polbank": no "Polski").
            read = ranked(matches(reading, among: nil)).filter { match in
                found.isEmpty
                    || reading.words.allSatisfy { word in
                        Self.genericWords.contains(word) || (word == reading.words.last && Self.genericStarts.contains(word))
                            || Self.wordRanges(in: names[match.index], starts).contains { bytes[$0].elementsEqual(word) }
                    }
            }
            if !read.isEmpty { break }
        }
        let listed = Set(read.map(\.index))
        return read + ranked(found).filter { !listed.contains($0.index) }
    }

    static let mostWords = 64, longestQuery = 1_024

    /// Whether `query`, spaces aside, is short enough: a pasted text finds nothing at once.
    static func isSearchable(_ query: String) -> Bool {
        query.utf8.count <= longestQuery || query.trimmingCharacters(in: .whitespacesAndNewlines).utf8.count <= longestQuery
    }

    /// `query` without a web address's ending ("alior.pl"): "pl" is no "PLN" of a name.
    static func withoutWebAddressEnding(_ query: String) -> String {
        guard query.contains(".") else { return query }
        return query.replacingOccurrences(
            of: #"(?<=\p{L})(\.(pl|nl|com|eu|net|bank|app))+[\s/]*$"#, with: "", options: [.regularExpression, .caseInsensitive])
    }

    /// `words` with each word no name's word starts with (`evenIfTyped`: any) read another way.
    private func readAnotherWay(_ words: [[UInt8]], evenIfTyped: Bool) -> [[UInt8]]? {
        var changed = false
        let read = words.enumerated().flatMap { position, word -> [[UInt8]] in
            let isLast = position == words.count - 1
            guard !Self.genericWords.contains(word), evenIfTyped || !startsAWord(word),
                let reading = Self.readings(of: word, isLast: isLast, shortestStart: evenIfTyped ? 1 : 2).first(where: { parts in
                    parts.contains { !Self.genericWords.contains($0) && startsAWord($0) }
                        && parts.allSatisfy {
                            Self.genericWords.contains($0) || startsAWord($0) || (isLast && Self.genericStarts.contains($0))
                        }
                })
            else { return [word] }
            changed = true
            return reading
        }
        return changed ? read : nil
    }

    /// Whether a word of some name or other name starts with `word` (or, `whole`, is it).
    func startsAWord(_ word: [UInt8], whole: Bool = false) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            word.withUnsafeBufferPointer { word in
                var low = 0
                var high = sortedStarts.count
                while low < high {
                    let middle = (low + high) / 2
                    if Self.compare(bytes, sortedStarts[middle], word) < 0 { low = middle + 1 } else { high = middle }
                }
                for text in sortedStarts[low...] {
                    guard text.count >= word.count, Self.equal(bytes, text.lowerBound, word, 0, word.count) else { return false }
                    if !whole || text.count == word.count || starts[text.lowerBound + word.count] { return true }
                }
                return false
            }
        }
    }

    static func compare(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ other: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, let otherBase = other.baseAddress else { return range.count - other.count }
        let order = memcmp(base + range.lowerBound, otherBase, min(range.count, other.count))
        return order != 0 ? Int(order) : range.count - other.count
    }

    /// What each name typed finds alone ("ing rabobank", "rabobank amsterdam").
    private func wordByWord(_ query: Query) -> (matches: [Match], namesFinding: Int) {
        var each: [Match] = []
        var listed = Set<Int>()
        var namesFinding = 0
        let names = query.words.enumerated().filter { position, word in
            !Self.genericWords.contains(word) && (word.count >= 3 || position == query.words.count - 1)
        }
        // A text of more words is no choice between banks.
        guard names.count <= 4 else { return ([], 0) }
        for (_, word) in names {
            let alone = Query([word], in: self)
            var found = asTyped(alone, found: matches(alone, among: nil)).filter { $0.tier <= Tier.otherName }
            // A word whose first three letters start no name's word is no name mistyped (a town).
            if found.isEmpty, word.count >= 5, startsAWord(Array(word.prefix(3))) { found = closeMatches(alone, widened: false) }
            if !found.isEmpty { namesFinding += 1 }
            for match in found where listed.insert(match.index).inserted { each.append(match) }
        }
        return (each, namesFinding)
    }
}
