/// Finds which characters of a bank name a query matched, for highlighting visible rows.
package enum SearchHighlighter {
    /// Character offsets in `name` the words of `query` matched, as the search found them (merged).
    package static func matchedRanges(of query: String, in name: String) -> [Range<Int>] {
        let words = SearchFolding.words(BankSearchIndex.withoutWebAddressEnding(query))
        guard !words.isEmpty else { return [] }
        var folded = FoldedKey(tracksOwners: true)
        folded.append(name.enumerated().lazy.map { (owner: $0.offset, text: String($0.element)) })
        var distance = TypoDistance()
        func range(of word: [UInt8]) -> Range<Int>? {
            folded.bytes.withUnsafeBufferPointer { key in
                folded.wordStarts.withUnsafeBufferPointer { starts in
                    word.withUnsafeBufferPointer { word -> Range<Int>? in
                        let allowance = TypoDistance.allowance(forWordOfLength: word.count, widened: true)
                        guard
                            let match = BankSearchIndex.find(word, in: key, range: key.indices, starts: starts).map({
                                (start: $0.start, length: word.count, cost: 0)
                            }) ?? distance.closestWordStart(of: word, in: key, range: key.indices, starts: starts, allowance: allowance)
                        else { return nil }
                        return folded.owners[match.start]..<(folded.owners[match.start + match.length - 1] + 1)
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
}
