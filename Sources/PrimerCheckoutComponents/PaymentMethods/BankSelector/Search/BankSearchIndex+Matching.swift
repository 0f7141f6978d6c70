import Foundation

/// The byte scan of a query over each bank's names, and the ranking.
extension BankSearchIndex {
    struct Query {
        let words: [[UInt8]]
        let joined: [UInt8]
        /// Bits of the generic words a bank may lack; none when all are ("bank" is found as typed).
        let passable: UInt64
        let hasSpecificWord: Bool

        /// `passingMistypedWords` reads "ing bnak" as "ing bank"; `lastIsAName` reads "wero i" as a name's start.
        init(_ typed: [[UInt8]], in index: BankSearchIndex, passingMistypedWords: Bool = false, lastIsAName: Bool = false) {
            var words = typed
            var generic: UInt64 = 0
            for (position, word) in typed.enumerated() {
                let isLast = position == words.count - 1
                guard !(isLast && lastIsAName) else { continue }
                if BankSearchIndex.genericWords.contains(word) || (isLast && BankSearchIndex.genericStarts.contains(word)) {
                    generic |= 1 << UInt64(position)
                } else if passingMistypedWords, let meant = BankSearchIndex.genericWord(mistypedAs: word, isLast: isLast),
                    !index.startsAWord(word)
                {
                    words[position] = meant
                    generic |= 1 << UInt64(position)
                }
            }
            self.words = words
            joined = Array(words.joined())
            hasSpecificWord = generic != (1 << UInt64(words.count)) - 1
            passable = hasSpecificWord ? generic : 0
        }

        var all: UInt64 { (1 << UInt64(words.count)) - 1 }

        /// Whether it adds letters or words to `shorter`, so finds among what that found.
        func extends(_ shorter: [[UInt8]]) -> Bool {
            guard let last = shorter.indices.last, words.count >= shorter.count else { return false }
            return words[..<last].elementsEqual(shorter[..<last]) && words[last].starts(with: shorter[last])
        }
    }

    enum Tier {
        static let exact = 0, namePrefix = 1, otherNamePrefix = 2, wordPrefix = 3, otherName = 4, inside = 5, spread = 6, group = 7
    }

    /// One bank found: how, the words it lacked, its edits, and the other name it was found by (or -1:
    /// a plain value, as a keystroke may find most banks).
    struct Match {
        let index: Int, tier: Int, passed: Int, cost: Int, other: Int
    }

    func alias(of match: Match) -> BankAlias? { match.other < 0 ? nil : aliases[match.other] }

    /// The banks matching `query` as typed, in server order (among `among` when given).
    func matches(_ query: Query, among: [Int]?) -> [Match] {
        scan(query, among: among, typos: false, allowances: [])
    }

    /// The banks within each word's typo allowance, fewest edits first; a name's whole word beside
    /// others ("abn tr") and a brand on a generic word ("mbank") are no typo.
    func closeMatches(_ query: Query, widened: Bool) -> [Match] {
        let allowances = query.words.map { TypoDistance.allowance(forWordOfLength: $0.count, widened: widened) }
        guard allowances.contains(where: { $0 > 0 }),
            !widened || allowances != query.words.map({ TypoDistance.allowance(forWordOfLength: $0.count) })
        else { return [] }
        var exact: UInt64 = 0
        for (position, word) in query.words.enumerated()
        where (query.words.count > 1 && startsAWord(word, whole: true)) || Self.isBrandOnGenericWord(word) {
            exact |= 1 << UInt64(position)
        }
        return scan(query, among: nil, typos: true, allowances: allowances.enumerated().map { exact & 1 << UInt64($0) != 0 ? 0 : $1 })
            .sorted {
                ($0.cost / TypoDistance.unit, offline[$0.index] ? 1 : 0, $0.cost, $0.passed, $0.tier, $0.index)
                    < ($1.cost / TypoDistance.unit, offline[$1.index] ? 1 : 0, $1.cost, $1.passed, $1.tier, $1.index)
            }
    }

    /// `matches` online first, then by words lacked and tier, ties in server order (a bucket sort).
    func ranked(_ matches: [Match]) -> [Match] {
        func bucket(_ match: Match) -> Int { (offline[match.index] ? 32 : 0) + min(match.passed, 3) * 8 + match.tier }
        var firstOfBucket = [Int](repeating: 0, count: 65)
        for match in matches { firstOfBucket[bucket(match) + 1] += 1 }
        for position in 1..<firstOfBucket.count { firstOfBucket[position] += firstOfBucket[position - 1] }
        var ranked = matches
        for match in matches {
            ranked[firstOfBucket[bucket(match)]] = match
            firstOfBucket[bucket(match)] += 1
        }
        return ranked
    }

    private func scan(_ query: Query, among: [Int]?, typos: Bool, allowances: [Int]) -> [Match] {
        var found: [Match] = []
        var distance = TypoDistance()
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                query.joined.withUnsafeBufferPointer { joined in
                    var start = 0
                    let words = query.words.map { word in
                        defer { start += word.count }
                        return UnsafeBufferPointer(rebasing: joined[start..<start + word.count])
                    }
                    let scanner = Scanner(
                        bytes: bytes, starts: starts, words: words, joined: joined, typos: typos, allowances: allowances,
                        idHits: typos ? [] : byId[query.joined] ?? [])
                    for index in among ?? Array(names.indices) {
                        if let match = match(index, query, scanner, &distance) { found.append(match) }
                    }
                }
            }
        }
        return found
    }

    /// How bank `index` matches: by its name, or with one other name holding what the name lacks.
    private func match(_ index: Int, _ query: Query, _ scanner: Scanner, _ distance: inout TypoDistance) -> Match? {
        if !scanner.idHits.isEmpty, scanner.idHits.contains(index) {
            return Match(index: index, tier: Tier.exact, passed: 0, cost: 0, other: -1)
        }
        let all = query.all
        let name = scanner.look(
            in: names[index], fromWordStartsOnly: false, failingWithout: othersOf[index].isEmpty ? ~query.passable : 0, &distance)
        var best: Match?
        if (all & ~name.found) & ~query.passable == 0, name.found & ~query.passable != 0 || !query.hasSpecificWord {
            let tier = scanner.tier(of: names[index], found: name.found, allAtWordStarts: name.inside == 0, query: query)
            best = Match(index: index, tier: tier, passed: (all & ~name.found).nonzeroBitCount, cost: name.cost, other: -1)
            if name.found == all, tier < Tier.inside || othersOf[index].isEmpty { return best }
        }
        for other in othersOf[index] {
            let held = scanner.look(in: otherNames[other], fromWordStartsOnly: true, failingWithout: 0, &distance)
            let found = held.found == all ? all : held.found | (name.found & ~name.inside)
            guard held.found & ~name.found != 0 || held.found == all, (all & ~found) & ~query.passable == 0 else { continue }
            let alias = aliases[other]
            let tier =
                alias.kind == .group
                ? Tier.group
                : held.found != all
                    ? Tier.spread : scanner.startsWith(otherNames[other], scanner.joined) ? Tier.otherNamePrefix : Tier.otherName
            let candidate = Match(
                index: index, tier: tier, passed: (all & ~found).nonzeroBitCount,
                cost: held.cost + (held.found == all ? 0 : name.cost), other: other)
            if best.map({ (candidate.cost, candidate.passed, candidate.tier) < ($0.cost, $0.passed, $0.tier) }) ?? true { best = candidate }
        }
        return best
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let starts: UnsafeBufferPointer<Bool>
        let words: [UnsafeBufferPointer<UInt8>]
        let joined: UnsafeBufferPointer<UInt8>
        let typos: Bool
        let allowances: [Int]
        let idHits: [Int]

        /// Bits of the words the text at `range` holds, of those only inside a word, and the edits;
        /// run together they may start an other name (`m bank`). Stops at a missing `failingWithout`.
        func look(in range: Range<Int>, fromWordStartsOnly: Bool, failingWithout: UInt64, _ distance: inout TypoDistance) -> (
            found: UInt64, inside: UInt64, cost: Int
        ) {
            var found: UInt64 = 0
            var inside: UInt64 = 0
            var cost = 0
            for position in (0..<words.count).reversed() {
                let word = words[position]
                let bit: UInt64 = 1 << UInt64(position)
                if let occurrence = BankSearchIndex.find(word, in: bytes, range: range, starts: starts),
                    occurrence.atWordStart || !fromWordStartsOnly
                {
                    found |= bit
                    if !occurrence.atWordStart { inside |= bit }
                } else if typos,
                    let closest = distance.closestWordStart(
                        of: word, in: bytes, range: range, starts: starts, allowance: allowances[position])
                {
                    found |= bit
                    cost += closest.cost
                } else if failingWithout & bit != 0 {
                    return (found, inside, cost)
                }
            }
            if fromWordStartsOnly, words.count > 1, found != (1 << UInt64(words.count)) - 1, startsWith(range, joined) {
                return ((1 << UInt64(words.count)) - 1, 0, 0)
            }
            return (found, inside, cost)
        }

        func tier(of range: Range<Int>, found: UInt64, allAtWordStarts: Bool, query: Query) -> Int {
            func tier(_ kept: UnsafeBufferPointer<UInt8>) -> Int? {
                startsWith(range, kept) ? (kept.count == range.count ? Tier.exact : Tier.namePrefix) : nil
            }
            let prefix =
                found == query.all
                ? tier(joined)
                : Array(query.words.indices.filter { found & 1 << UInt64($0) != 0 }.flatMap { query.words[$0] })
                    .withUnsafeBufferPointer(tier)
            return prefix ?? (allAtWordStarts ? Tier.wordPrefix : Tier.inside)
        }

        func startsWith(_ range: Range<Int>, _ prefix: UnsafeBufferPointer<UInt8>) -> Bool {
            prefix.count <= range.count && BankSearchIndex.equal(bytes, range.lowerBound, prefix, 0, prefix.count)
        }
    }

    /// Where `word` first occurs at `range` from a word's start (running on: `ingbank`), else inside one word.
    static func find(
        _ word: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, starts: UnsafeBufferPointer<Bool>
    ) -> (start: Int, atWordStart: Bool)? {
        let length = word.count
        guard length <= range.count, let first = word.first else { return nil }
        var inside: Int?
        for position in range.lowerBound...(range.upperBound - length)
        where bytes[position] == first && equal(bytes, position + 1, word, 1, length - 1) {
            if starts[position] { return (position, true) }
            if inside == nil, !(position + 1..<position + length).contains(where: { starts[$0] }) { inside = position }
        }
        return inside.map { ($0, false) }
    }

    static func equal(
        _ lhs: UnsafeBufferPointer<UInt8>, _ lhsStart: Int, _ rhs: UnsafeBufferPointer<UInt8>, _ rhsStart: Int, _ count: Int
    ) -> Bool {
        guard count > 0, let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        return memcmp(left + lhsStart, right + rhsStart, count) == 0
    }
}
