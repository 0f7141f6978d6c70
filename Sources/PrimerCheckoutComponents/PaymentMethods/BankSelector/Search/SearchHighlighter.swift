/// Finds which characters of a bank name a query matched, for highlighting visible rows.
package enum SearchHighlighter {
    /// Character offsets in `name` matched by the words of `query` (merged, ascending).
    /// Each word is matched where it starts a word if it can, otherwise at its first occurrence;
    /// a word the name does not contain marks its close match, as the search found it, or the
    /// words it holds glued together.
    package static func matchedRanges(of query: String, in name: String) -> [Range<Int>] {
        let words = SearchFolding.words(BankSearchIndex.withoutWebAddressEnding(query))
        guard !words.isEmpty else { return [] }
        var folded = FoldedKey(tracksOwners: true)
        folded.append(name.enumerated().lazy.map { (owner: $0.offset, text: String($0.element)) })
        let key = folded.bytes
        let owner = folded.owners
        let wordStart = folded.wordStarts
        func range(of word: [UInt8]) -> Range<Int>? {
            if let start = bestOccurrence(of: word, in: key, wordStart: wordStart) {
                return owner[start]..<(owner[start + word.count - 1] + 1)
            }
            if let close = closestPrefix(of: word, in: key, wordStart: wordStart) {
                return owner[close.start]..<(owner[close.start + close.length - 1] + 1)
            }
            return nil
        }
        var ranges: [Range<Int>] = []
        for word in words {
            if let range = range(of: word) {
                ranges.append(range)
            } else if let unglued = BankSearchIndex.ungluingGenericWords(String(decoding: word, as: UTF8.self)) {
                // A generic word glued on ("knabbank"): the words the search read it as.
                ranges += SearchFolding.words(unglued).compactMap(range(of:))
            }
        }
        return merge(ranges)
    }

    private static func closestPrefix(of word: [UInt8], in key: [UInt8], wordStart: [Bool]) -> (start: Int, length: Int)? {
        var distance = PrefixEditDistance()
        let match = key.withUnsafeBufferPointer { key in
            wordStart.withUnsafeBufferPointer { starts in
                BankSearchIndex.closestPrefix(
                    of: word, allowance: BankSearchIndex.typoAllowance(forWordOfLength: word.count),
                    in: key, range: key.indices, starts: starts, distance: &distance)
                    // The search's second pass: a second edit on a bank's own word.
                    ?? BankSearchIndex.closestPrefix(
                        of: word, allowance: BankSearchIndex.widenedTypoAllowance(forWordOfLength: word.count),
                        in: key, range: key.indices, starts: starts, skipsGenericWords: true, keepsFirstLetter: true,
                        distance: &distance)
            }
        }
        return match.map { ($0.start, $0.length) }
    }

    private static func bestOccurrence(of word: [UInt8], in key: [UInt8], wordStart: [Bool]) -> Int? {
        guard word.count <= key.count else { return nil }
        var first: Int?
        for start in 0...(key.count - word.count) where key[start] == word[0] && Array(key[start..<(start + word.count)]) == word {
            if wordStart[start] { return start }
            if first == nil { first = start }
        }
        return first
    }

    private static func merge(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
