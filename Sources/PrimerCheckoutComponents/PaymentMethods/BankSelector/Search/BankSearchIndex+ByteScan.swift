import Foundation

/// The byte scan every search ends in: a folded query against the folded names and ids, one pass
/// per bank, and the tiers its matches are ranked by.
extension BankSearchIndex {
    /// The positions of the banks matching `folded` by name as typed (no typo allowance): ranked
    /// best first, and in server order. With `candidates` (what a shorter query matched), only
    /// those and the banks whose id is the query are looked at.
    func strictMatchingIndices(_ folded: FoldedQuery, among candidates: [Int]? = nil) -> (
        ranked: [Int], matched: [Int], wordStartCount: Int
    ) {
        var matched: [Int] = []
        var tiers: [UInt8] = []
        withKeys(folded) { keys in
            nameRanges.withUnsafeBufferPointer { nameRanges in
                idRanges.withUnsafeBufferPointer { idRanges in
                    guard let candidates else {
                        keys.scan(0..<nameRanges.count, nameRanges: nameRanges, idRanges: idRanges, matched: &matched, tiers: &tiers)
                        return
                    }
                    let byId = positionsById[folded.bytes] ?? []
                    let looked = byId.isEmpty ? candidates : Array(Set(candidates + byId)).sorted()
                    keys.scan(looked, nameRanges: nameRanges, idRanges: idRanges, matched: &matched, tiers: &tiers)
                }
            }
        }
        return (Self.rankedByTier(matched, tiers: tiers), matched, tiers.count { $0 < UInt8(Tier.substring) })
    }

    /// `matched` ordered by tier, best first; within a tier in its order (a stable bucket sort).
    private static func rankedByTier(_ matched: [Int], tiers: [UInt8]) -> [Int] {
        var firstOfTier = [0, 0, 0, 0, 0]
        for tier in tiers { firstOfTier[Int(tier) + 1] += 1 }
        guard !firstOfTier.contains(matched.count) else { return matched }
        for tier in 1..<firstOfTier.count { firstOfTier[tier] += firstOfTier[tier - 1] }
        var ranked = [Int](repeating: 0, count: matched.count)
        for (index, tier) in zip(matched, tiers) {
            ranked[firstOfTier[Int(tier)]] = index
            firstOfTier[Int(tier)] += 1
        }
        return ranked
    }

    /// How the bank at `index` matches `folded` by name, if it does.
    func tier(of index: Int, for folded: FoldedQuery) -> Int? {
        withKeys(folded) { $0.tier(of: index, idRange: idRanges[index], nameRange: nameRanges[index]) }
    }

    private func withKeys<Result>(_ folded: FoldedQuery, _ body: (ScanKeys) -> Result) -> Result {
        nameBytes.withUnsafeBufferPointer { names in
            wordStartFlags.withUnsafeBufferPointer { starts in
                idBytes.withUnsafeBufferPointer { ids in
                    folded.bytes.withUnsafeBufferPointer { query in
                        folded.wordRanges.withUnsafeBufferPointer { words in
                            body(ScanKeys(names: names, starts: starts, ids: ids, query: query, words: words))
                        }
                    }
                }
            }
        }
    }

    /// A query folded once: its letters back to back (which is also the whole query without word
    /// breaks) and where each of its words is.
    struct FoldedQuery: Sendable {
        let bytes: [UInt8]
        let wordRanges: [Range<Int>]

        init(_ query: String) {
            self.init(words: SearchFolding.words(query))
        }

        init(words: [[UInt8]]) {
            var bytes: [UInt8] = []
            wordRanges = words.map { word in
                let start = bytes.count
                bytes += word
                return start..<bytes.count
            }
            self.bytes = bytes
        }

        var isEmpty: Bool { wordRanges.isEmpty }

        /// Whether every name matching this query also matches `shorter`: it has the same words
        /// with letters added to the last, or more words after them.
        func extends(_ shorter: FoldedQuery) -> Bool {
            let count = shorter.wordRanges.count
            guard count > 0, wordRanges.count >= count else { return false }
            for position in 0..<count {
                let old = shorter.bytes[shorter.wordRanges[position]]
                let new = bytes[wordRanges[position]]
                let same = position == count - 1 ? new.starts(with: old) : new.elementsEqual(old)
                guard same else { return false }
            }
            return true
        }
    }

    enum Tier {
        static let exact = 0, namePrefix = 1, wordPrefix = 2, substring = 3
    }

    /// The byte scan of one folded query over the folded names and ids.
    private struct ScanKeys {
        let names: UnsafeBufferPointer<UInt8>
        let starts: UnsafeBufferPointer<Bool>
        let ids: UnsafeBufferPointer<UInt8>
        let query: UnsafeBufferPointer<UInt8>
        let words: UnsafeBufferPointer<Range<Int>>

        /// Appends each of `indices` whose bank matches to `matched`, and its tier to `tiers`.
        /// Parameters, not captured variables: the loop appends without exclusivity checks.
        func scan(
            _ indices: some Sequence<Int>, nameRanges: UnsafeBufferPointer<Range<Int>>, idRanges: UnsafeBufferPointer<Range<Int>>,
            matched: inout [Int], tiers: inout [UInt8]
        ) {
            for index in indices {
                if let tier = tier(of: index, idRange: idRanges[index], nameRange: nameRanges[index]) {
                    matched.append(index)
                    tiers.append(UInt8(tier))
                }
            }
        }

        /// Exact id or name, name prefix, every word at a word start, or inside the name; `nil`
        /// when some query word is not in the name.
        func tier(of index: Int, idRange: Range<Int>, nameRange: Range<Int>) -> Int? {
            if idRange.count == query.count, BankSearchIndex.equal(ids, idRange.lowerBound, query, 0, query.count) {
                return Tier.exact
            }
            var everyWordAtWordStart = true
            for word in words {
                switch BankSearchIndex.find(UnsafeBufferPointer(rebasing: query[word]), in: names, range: nameRange, starts: starts) {
                case .none: return nil
                case .inside: everyWordAtWordStart = false
                case .atWordStart: break
                }
            }
            if query.count <= nameRange.count, BankSearchIndex.equal(names, nameRange.lowerBound, query, 0, query.count) {
                return nameRange.count == query.count ? Tier.exact : Tier.namePrefix
            }
            return everyWordAtWordStart ? Tier.wordPrefix : Tier.substring
        }
    }

    enum Occurrence { case none, inside, atWordStart }

    static func find(
        _ word: [UInt8], in names: UnsafeBufferPointer<UInt8>, range: Range<Int>, starts: UnsafeBufferPointer<Bool>
    ) -> Occurrence {
        word.withUnsafeBufferPointer { find($0, in: names, range: range, starts: starts) }
    }

    /// Whether `word` occurs in the name at `range`, and whether at the start of one of its words.
    /// From a word's start it may run on into the next words (spaces are optional: `ingbank`);
    /// inside a word it must end in that word, so `cii` does not match "Płatności Internetowe".
    static func find(
        _ word: UnsafeBufferPointer<UInt8>, in names: UnsafeBufferPointer<UInt8>, range: Range<Int>,
        starts: UnsafeBufferPointer<Bool>
    ) -> Occurrence {
        let length = word.count
        guard length <= range.count, let first = word.first else { return .none }
        var result = Occurrence.none
        var position = range.lowerBound
        let last = range.upperBound - length
        while position <= last {
            if names[position] == first && equal(names, position + 1, word, 1, length - 1) {
                if starts[position] { return .atWordStart }
                if result == .none, !crossesWordStart(starts, after: position, length: length) { result = .inside }
            }
            position += 1
        }
        return result
    }

    /// Whether a word of the name starts within the `length` bytes after `position`'s.
    private static func crossesWordStart(_ starts: UnsafeBufferPointer<Bool>, after position: Int, length: Int) -> Bool {
        var next = position + 1
        while next < position + length {
            if starts[next] { return true }
            next += 1
        }
        return false
    }

    /// Whether `count` bytes of `lhs` from `lhsStart` equal those of `rhs` from `rhsStart`.
    static func equal(
        _ lhs: UnsafeBufferPointer<UInt8>, _ lhsStart: Int, _ rhs: UnsafeBufferPointer<UInt8>, _ rhsStart: Int, _ count: Int
    ) -> Bool {
        guard count > 0, let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        return memcmp(left + lhsStart, right + rhsStart, count) == 0
    }
}
