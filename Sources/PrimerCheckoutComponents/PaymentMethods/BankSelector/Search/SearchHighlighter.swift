/// Finds which characters of a bank name a query matched, for highlighting visible rows.
package enum SearchHighlighter {
    /// Character offsets in `name` the words of `query` matched, as the search found them (merged).
    package static func matchedRanges(of query: String, in name: String) -> [Range<Int>] {
        let words = SearchFolding.words(BankSearchIndex.withoutWebAddressEnding(query))
        guard !words.isEmpty else { return [] }
        var folded = FoldedKey(tracksOwners: true)
        folded.append(name.enumerated().lazy.map { (owner: $0.offset, text: String($0.element)) })
        let owner = folded.owners
        var distance = TypoDistance()
        func range(of word: [UInt8]) -> Range<Int>? {
            folded.bytes.withUnsafeBufferPointer { key in
                folded.wordStarts.withUnsafeBufferPointer { starts in
                    word.withUnsafeBufferPointer { word -> Range<Int>? in
                        let allowance = TypoDistance.allowance(forWordOfLength: word.count, widened: true)
                        guard
                            let match = occurrence(of: word, in: key, starts: starts)
                                ?? distance.closestWordStart(of: word, in: key, range: key.indices, starts: starts, allowance: allowance)
                        else { return nil }
                        return owner[match.start]..<(owner[match.start + match.length - 1] + 1)
                    }
                }
            }
        }
        var ranges: [Range<Int>] = []
        for word in words {
            if let range = range(of: word) {
                ranges.append(range)
            } else if let glued = BankSearchIndex.readings(of: word, isLast: word == words.last).first(where: { $0.count > 1 }) {
                ranges += glued.compactMap(range(of:))
            }
        }
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

    private static func occurrence(
        of word: UnsafeBufferPointer<UInt8>, in key: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Bool>
    )
        -> (start: Int, length: Int, cost: Int)?
    {
        guard word.count <= key.count else { return nil }
        var first: Int?
        for start in 0...(key.count - word.count) where BankSearchIndex.equal(key, start, word, 0, word.count) {
            if starts[start] { return (start, word.count, 0) }
            if first == nil { first = start }
        }
        return first.map { ($0, word.count, 0) }
    }
}
