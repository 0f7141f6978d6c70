import Foundation

/// The bank selector's search over one fetched bank list.
///
/// Every name is folded once when the index is built; a query then costs one byte scan per bank.
/// A query matches a bank when every query word occurs in the bank's name (ignoring case,
/// diacritics, width, punctuation and spaces), or when the query is the bank's id. Results are
/// ranked exact match, name prefix, word prefix, substring; ties keep server order. When nothing
/// matches, banks whose name or other name is within a word's typo allowance are offered instead,
/// fewest edits first (a name before an other name at equal edits); when that finds nothing
/// either, the banks each of two or more names finds on its own (a customer weighing two banks),
/// else what the query finds without its words no bank has (a town beside a name). Aliases
/// (former names, brands) are searched the same way, but only from a word's start: a bank's own
/// other name ranks after the names matched at word starts and before names matched only inside a
/// word; a group's name ranks after every name match. A query of generic words only ("bank
/// spółdzielczy") names a kind of bank: the names within a typo of its longer words (which
/// inflect) follow those holding it. An IBAN whose bank code starts a bank's BIC id finds that bank.
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
    /// Every bank's folded id, back to back, and where each one is.
    let idBytes: [UInt8]
    let idRanges: [Range<Int>]
    /// Folded id → the positions of the banks with that id, for queries that are an id.
    let positionsById: [[UInt8]: [Int]]
    private let aliasSearch: AliasSearch?
    /// Each bank's `isDisabled`, flat, and whether any is: results put online banks first without
    /// touching the banks themselves.
    private let offline: [Bool]
    private let hasOffline: Bool

    /// Builds the search keys for `banks` and, folded once too, each bank's `aliases`.
    package init(banks: [Bank], aliases: [[BankAlias]] = []) {
        self.init(banks: banks) { position, _ in aliases.indices.contains(position) ? aliases[position] : [] }
    }

    /// Builds the search keys for `banks`, and for the aliases `aliasesOf` gives the bank at each
    /// position from its name's folded words (the name is folded once, for both).
    package init(banks: [Bank], aliasesOf: (_ position: Int, _ words: [ArraySlice<UInt8>]) -> [BankAlias]) {
        self.banks = banks
        offline = banks.map(\.isDisabled)
        hasOffline = offline.contains(true)
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
        let owners = ranges.indices.flatMap { position in
            aliasesOf(position, Self.words(in: ranges[position], bytes: key.bytes, starts: key.wordStarts)).map {
                (bank: position, alias: $0)
            }
        }
        aliasSearch =
            owners.isEmpty
            ? nil
            : AliasSearch(
                index: BankSearchIndex(banks: Bank.sharingOneTable(owners.map { ("\u{0}", $0.alias.name, nil, false, []) })),
                owners: owners)
        var ids: [UInt8] = []
        let idRanges = banks.map { bank in
            let start = ids.count
            ids += SearchFolding.words(bank.id).joined()
            return start..<ids.count
        }
        self.idRanges = idRanges
        idBytes = ids
        positionsById = Dictionary(grouping: idRanges.indices) { Array(ids[idRanges[$0]]) }
    }

    /// The folded words of the name at `range`: its bytes cut where a word starts.
    private static func words(in range: Range<Int>, bytes: [UInt8], starts: [Bool]) -> [ArraySlice<UInt8>] {
        var words: [ArraySlice<UInt8>] = []
        var start = range.lowerBound
        for position in range where position > start && starts[position] {
            words.append(bytes[start..<position])
            start = position
        }
        if start < range.upperBound { words.append(bytes[start..<range.upperBound]) }
        return words
    }

    /// What one search found as typed, by name and by alias, so that the next keystroke — when it
    /// only adds letters or words — scans just those banks: a name that lacks the shorter query
    /// lacks the longer one too.
    package struct Memory: Sendable {
        fileprivate let query: FoldedQuery
        /// Positions matching by name, in server order.
        fileprivate let byName: [Int]
        /// Positions in the alias index matching, in its order.
        fileprivate let byAlias: [Int]
    }

    /// The banks matching `query`, best first. A blank query returns every bank in server order;
    /// a query with no letters or digits (such as `%@`) matches nothing.
    package func search(_ query: String) -> [Bank] {
        searchWithTypos(query).banks
    }

    /// The banks matching `query`, best first; whether they are offered as one guess at what the
    /// query meant (within a typo, or without words no bank has: "Did you mean"); and, by bank
    /// id, the alias each bank found only through an alias matched by.
    package func searchWithTypos(_ query: String) -> (banks: [Bank], withinATypo: Bool, aliases: [String: BankAlias]) {
        let found = searchWithTypos(query, after: nil)
        return (found.banks, found.withinATypo, found.aliases)
    }

    /// The same search, narrowed by what the previous keystroke's search found (`memory`); the
    /// results are those of a search from scratch. Returns the memory for the next keystroke.
    package func searchWithTypos(_ query: String, after memory: Memory?) -> (
        banks: [Bank], withinATypo: Bool, aliases: [String: BankAlias], memory: Memory?
    ) {
        guard Self.isSearchable(query) else { return ([], false, [:], nil) }
        if let keeping = banksKeepingAccount(query) { return (onlineFirst(keeping).map { banks[$0] }, false, [:], nil) }
        let query = Self.withoutPossessiveBank(Self.withSplitSentenceWordsJoined(Self.withoutWebAddressEnding(query)))
        // The first letter or two of a name after a sentence or an article find what they find
        // typed alone: not a legal form ("S.A.", "AB") nor letters inside the sentence's words
        // ("to" in "Toyota", "de" in "Nederlanden").
        if Self.endsInAShortWord(query), let words = nonBlankWords(query), isANamesStartAfterASentence(words) {
            let alone = matchesWithoutTypos(GenericReadings.joined([words[words.count - 1]]), after: nil)
            if !alone.indices.isEmpty { return (onlineFirst(alone.indices).map { banks[$0] }, false, byBankId(alone.aliases), nil) }
        }
        if let kind = kindOfBank(query, after: memory) { return kind }
        var found = matchesWithoutTypos(query, after: memory)
        found.indices = rankedByTheName(found.indices, in: query)
        // Letters typed one by one are an abbreviation ("a.b.n.", "i n g bank"): read together first,
        // as each alone is inside most names.
        if let abbreviation = Self.lettersTogether(query) {
            let together = matchesWithoutTypos(abbreviation, after: nil)
            if !together.indices.isEmpty { found = (together.indices, together.aliases, found.memory, together.reading) }
        }
        // A name declined in a sentence ("płacę mbankiem", "ing-iem") is read in the nominative.
        let nominative = found.indices.isEmpty ? withoutCaseEndings(query) : nil
        if let nominative {
            let declined = matchesWithoutTypos(nominative, after: nil)
            if !declined.indices.isEmpty {
                found = (rankedByTheName(declined.indices, in: nominative), declined.aliases, found.memory, declined.reading)
            }
        }
        // "Bank spółdzielczy" spelled out, in any case, finds a cooperative bank named with "BS"
        // ("podkarpacki bank spółdzielczy": Podkarpacki BS, now Bank Nowy), among the banks "bs" names.
        if found.indices.isEmpty, let abbreviated = Self.withCooperativeWordsAbbreviated(nominative ?? query) {
            let named = matchesWithoutTypos(abbreviated, after: nil)
            let bs = Set(strictMatches(Self.cooperativeAbbreviation, after: nil).indices)
            let holding = named.indices.filter(bs.contains)
            if !holding.isEmpty {
                let listed = Set(holding)
                found = (holding, named.aliases.filter { listed.contains($0.key) }, found.memory, named.reading)
            }
        }
        // A generic word glued to the bank's ("knabbank") is read as two words, when what is left
        // starts a word of a name ("diba" is no "di" inside "Pending" and "bank" being typed);
        // typos are the query's as typed to find.
        if found.indices.isEmpty, let unglued = Self.ungluingGenericWords(query), startsWords(leftBy: unglued, of: query) {
            let split = matchesWithoutTypos(unglued, after: nil)
            if !split.indices.isEmpty { found = (split.indices, split.aliases, found.memory, split.reading) }
        }
        guard found.indices.isEmpty, let queryWords = nonBlankWords(query) else {
            let ranked = query.allSatisfy(\.isWhitespace) ? found.indices : onlineFirst(found.indices)
            return (ranked.map { banks[$0] }, false, byBankId(found.aliases), found.memory)
        }
        // A sentence's words before the name ("betalen met", "ik wil", "pay with" where no name
        // has them) narrow nothing yet: the list stays whole, in server order, not typo noise. A
        // cooperative word is no such word: it names the kind of bank ("spółdzielczy w kr").
        let kindWords = Self.cooperativeKinds(queryWords, mistyped: true)
        let mayBeASentence = kindWords.allSatisfy { $0.count <= 2 }
        if mayBeASentence, Self.isSentenceBeforeAName(queryWords) {
            return (banks, false, [:], found.memory)
        }
        let words = found.reading?.specific.flatMap(nonBlankWords) ?? queryWords
        // The generic words left out still tell names one typo away apart.
        let leftOut = found.reading?.genericWords.filter { $0.count > 1 } ?? []
        var close = closeMatches(words, holding: leftOut)
        // Beside a cooperative word, a town still being typed ("bs kra") is no typo of another
        // kind of bank's name. Alone, the word is looked up as a kind only when it is no typo of a
        // name: in a case no name is a typo from ("spółdzielczymi", "spółdzelczym").
        let besideOtherWords = !kindWords.isEmpty && kindWords.count < queryWords.count
        let beside = besideOtherWords ? cooperativeBanks(ofKinds: kindWords) : nil
        if let beside {
            let kind = Set(beside.indices)
            close = (close.indices.filter(kind.contains), close.aliases.filter { kind.contains($0.key) })
        }
        if close.indices.isEmpty, !kindWords.isEmpty, let cooperative = besideOtherWords ? beside : cooperativeBanks(ofKinds: kindWords) {
            return (cooperative.indices.map { banks[$0] }, true, byBankId(cooperative.aliases), found.memory)
        }
        if close.indices.isEmpty { close = closeMatches(words, widened: true, holding: leftOut) }
        // Two names no bank has together: the customer weighs two banks, and each one's are listed,
        // as typed rather than as one guess ("Did you mean") for the whole query.
        if close.indices.isEmpty, let each = banksEachNameFinds(words) {
            return (onlineFirst(each.indices).map { banks[$0] }, false, byBankId(each.aliases), found.memory)
        }
        // Nothing even within a typo: what the query finds as typed without the words no bank has
        // is offered instead ("rabobank amsterdam": "Did you mean Rabobank?").
        // Not when a word left out names a bank another list has and the rest finds banks only by
        // their other names: "kasa stefczyka" on a list without Kasa Stefczyka is no guess at the
        // banks whose registered names hold "Kasa" (PKO BP, Pekao); "ing alior" still offers ING.
        if close.indices.isEmpty, let known = withoutWordsNoBankHas(query, specific: words) {
            let rest = matchesWithoutTypos(known.query, after: nil)
            let onlyByOtherNames = rest.indices.allSatisfy { rest.aliases[$0] != nil }
            if !(onlyByOtherNames && known.leftOut.contains(where: Self.startsAWordNamingABank)) {
                close = (rest.indices, rest.aliases)
            }
        }
        // Three letters on their way to a generic word that find no bank even within a typo ("wer"
        // between "we" and "wero", "mij") keep the list whole rather than empty it for a keystroke.
        if close.indices.isEmpty, mayBeASentence, Self.isSentenceBeforeAName(queryWords, aloneFrom: 3) {
            return (banks, false, [:], found.memory)
        }
        return (onlineFirst(close.indices).map { banks[$0] }, !close.indices.isEmpty, byBankId(close.aliases), found.memory)
    }

    /// `indices` in the order the name in `query` ranks them without the sentence before it ("z
    /// alior", "przelew z aliora": Pay with Alior Bank first, as for "alior", not "Raty z Alior
    /// Bankiem PLN", whose name holds the "z" of "from"). Only the order changes, and only once the
    /// name has three letters a word and is no generic word being typed ("w ban"): before, the
    /// generic words tell the names being typed apart.
    private func rankedByTheName(_ indices: [Int], in query: String) -> [Int] {
        guard indices.count > 1, query.contains(" ") else { return indices }
        let words = SearchFolding.words(query)
        guard let nameStart = words.firstIndex(where: { !Self.genericWords.contains($0) }), nameStart > 0,
            words[..<nameStart].contains(where: Self.sentenceWords.contains), words[nameStart...].allSatisfy({ $0.count > 2 }),
            let last = words.last, !Self.startsAGenericWord(last)
        else { return indices }
        let found = Set(indices)
        let byName = strictMatches(GenericReadings.joined(Array(words[nameStart...])), after: nil).indices.filter(found.contains)
        let listed = Set(byName)
        return byName + indices.filter { !listed.contains($0) }
    }

    /// The most names a customer weighing banks types together.
    static let mostNamesWeighed = 4

    /// The aliases found by position, keyed by the id of the bank at each position.
    private func byBankId(_ aliases: [Int: BankAlias]) -> [String: BankAlias] {
        Dictionary(aliases.map { (banks[$0.key].id, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The most UTF-8 bytes a query may hold besides the spaces around it: at least 256 characters
    /// in any script, far beyond a bank's name and the words a customer puts around it.
    static let longestQuery = 1_024

    /// Whether `query` is short enough to search: a longer one (a text pasted by mistake) finds
    /// nothing, at once, instead of being folded and read every way on each keystroke.
    static func isSearchable(_ query: String) -> Bool {
        guard query.utf8.count > longestQuery else { return true }
        // Read from both ends to the first and last scalar that is not a space: no copy, and a
        // long text stops at its first letter.
        let scalars = query.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return true }
        return query.utf8.distance(from: first, to: scalars.index(after: last)) <= longestQuery
    }

    /// What a query of two or more generic words finds (single letters aside: "spółdzielczy b" is a
    /// town's name being typed), one of six letters or more; nil for any other query or when it
    /// finds nothing this way. Such a query names a kind of bank ("bank
    /// spółdzielczy"), and its longer words inflect ("Banki Spółdzielcze", "PKO Bank Polski" for
    /// "bank polska"): the banks holding the words as typed, then those within a typo of them; a
    /// cooperative bank is named by its cooperative words alone ("bank spółdzielczy w" is being
    /// typed). Shorter words are a typo from other words ("pay": Raty), and one word finds what it
    /// holds.
    private func kindOfBank(_ query: String, after memory: Memory?) -> (
        banks: [Bank], withinATypo: Bool, aliases: [String: BankAlias], memory: Memory?
    )? {
        guard let words = nonBlankWords(query), words.count(where: { $0.count > 1 }) > 1, words.allSatisfy(Self.genericWords.contains),
            words.contains(where: { $0.count >= 6 })
        else { return nil }
        let cooperative = Self.cooperativeKinds(words)
        let kind = cooperative.isEmpty ? words : cooperative
        guard let found = banks(ofKind: kind, after: kind == words ? memory : nil) else { return nil }
        return (found.indices.map { banks[$0] }, found.withinATypo, byBankId(found.aliases), kind == words ? found.memory : nil)
    }

    /// The banks holding `words` as typed, then those holding "spółdzielczy" in another case, then
    /// those within a typo of them — with `channelsFirst`, the names of generic words only (a shared
    /// channel such as "Banki Spółdzielcze", not one bank) before the rest; nil when none finds one.
    private func banks(ofKind words: [[UInt8]], after memory: Memory?, channelsFirst: Bool = false) -> (
        indices: [Int], withinATypo: Bool, aliases: [Int: BankAlias], memory: Memory?
    )? {
        let asTyped = strictMatches(GenericReadings.joined(words), after: memory)
        let stems = Self.withCooperativeStems(words)
        let otherCase = stems == words ? (indices: [], aliases: [:], memory: nil) : strictMatches(GenericReadings.joined(stems), after: nil)
        let close = closeMatches(words)
        let listed = Set(asTyped.indices)
        let otherCaseOnly = otherCase.indices.filter { !listed.contains($0) }
        let listedAsTyped = listed.union(otherCaseOnly)
        let inflected = close.indices.filter { !listedAsTyped.contains($0) }
        guard !listedAsTyped.isEmpty || !inflected.isEmpty else { return nil }
        let aliases = asTyped.aliases
            .merging(otherCase.aliases.filter { !listed.contains($0.key) }) { first, _ in first }
            .merging(close.aliases.filter { !listedAsTyped.contains($0.key) }) { first, _ in first }
        var found = asTyped.indices + otherCaseOnly + inflected
        if channelsFirst {
            let channels = Set(
                found.filter { index in
                    Self.words(in: nameRanges[index], bytes: nameBytes, starts: wordStartFlags).allSatisfy {
                        Self.genericWords.contains(Array($0))
                    }
                })
            found = found.filter(channels.contains) + found.filter { !channels.contains($0) }
        }
        return (onlineFirst(found), asTyped.indices.isEmpty && otherCaseOnly.isEmpty, aliases, asTyped.memory)
    }

    /// What the words that make a bank cooperative ("spółdzielczy", "bs"; `kinds`, from
    /// `cooperativeKinds`) find, for a query that has other words too: the only banks its typo pass
    /// may offer, and what it offers when the rest of the query finds nothing, even within a typo.
    /// Most of Poland's several hundred cooperative banks are paid through a shared channel ("Banki
    /// Spółdzielcze"), not under their own name, so "bs kraków" and "bank spółdzielczy w krakowie"
    /// are offered it, first.
    private func cooperativeBanks(ofKinds kinds: [[UInt8]]) -> (indices: [Int], aliases: [Int: BankAlias])? {
        banks(ofKind: kinds, after: nil, channelsFirst: true).map { ($0.indices, $0.aliases) }
    }

    /// Every reading of `query` short of typos in its words, best first: as typed; with its generic
    /// words typed right or left out; with its words spread over a name and one of its other names. With the
    /// memory for the next keystroke and, when the query has generic words and others, its reading
    /// (`reading`): the typo pass searches its specific words and ranks by its generic ones.
    private func matchesWithoutTypos(_ query: String, after memory: Memory?) -> (
        indices: [Int], aliases: [Int: BankAlias], memory: Memory?, reading: GenericReadings?
    ) {
        var exact = strictMatches(query, after: memory)
        // Words generic for banks ("bank", "bs", "s.a.", "pay with") that a name lacks, typed one
        // letter off ("bnak") or still being typed ("knab ba"), do not empty the result: the query
        // with the mistyped ones typed right
        // and then with as few of them as can be left out decides, and then the rest of the query,
        // as typed and within its typos. When only former names matched, the names the rest of the
        // query finds rank first ("noble bank", "nobleb": Noble Pay before Getin Bank PBL, once
        // Getin Noble Bank). Only the order changes here, so a generic word's first letter will do.
        let readings = exact.indices.isEmpty ? genericReadings(query) : nil
        if let readings, let relaxed = fewestGenericWordsLeftOut(readings) {
            exact = (relaxed.indices, relaxed.aliases, nil)
        }
        let onlyFormerNames = exact.aliases.count == exact.indices.count && exact.aliases.values.allSatisfy { $0.kind == .formerName }
        var reading = onlyFormerNames ? (readings ?? genericReadings(query)) : nil
        if onlyFormerNames, reading?.specific == nil, !exact.indices.isEmpty {
            reading = Self.ungluingGenericWords(query, shortestStart: 1).map { genericReadings($0) }
        }
        let specific = reading?.specific
        if let specific, !exact.indices.isEmpty {
            let relaxed = strictMatches(specific, after: nil)
            // Only a name holding the rest as whole words outranks the former name: "polbank" is
            // Raiffeisen Polbank's, not "pol" inside "Spółdzielczy".
            let rest = SearchFolding.words(specific)
            let byName = relaxed.indices.filter { index in
                guard relaxed.aliases[index] == nil else { return false }
                let words = Self.words(in: nameRanges[index], bytes: nameBytes, starts: wordStartFlags)
                return rest.allSatisfy { word in words.contains { $0.elementsEqual(word) } }
            }
            if !byName.isEmpty {
                let named = Set(byName)
                exact = (byName + exact.indices.filter { !named.contains($0) }, exact.aliases.filter { !named.contains($0.key) }, nil)
            }
        }
        // Words spread over a bank's name and its other names ("inteligo pko": Inteligo is PKO BP's).
        if exact.indices.isEmpty, let words = nonBlankWords(specific ?? query), words.count > 1 {
            let spread = spreadMatches(words)
            if !spread.indices.isEmpty { exact = (spread.indices, spread.aliases, nil) }
        }
        return (exact.indices, exact.aliases, exact.memory, specific == nil ? nil : reading)
    }

    /// The banks holding every word in their name or in one of their other names, from a word's
    /// start ("velo" inside "Envelo" is no name typed) — those whose name holds more of the words
    /// first, then in server order — with the other name that holds the words their name lacks,
    /// or the first of them. Words in two other names that are each another bank's name are those
    /// banks named: "sns regiobank" is SNS Bank and RegioBank, not ASN Bank, whose former names
    /// they are ("sns volksbank" is still ASN Bank's too).
    private func spreadMatches(_ words: [[UInt8]]) -> (indices: [Int], aliases: [Int: BankAlias]) {
        guard let aliasSearch else { return ([], [:]) }
        var matched: Set<Int>?
        var wordsInName: [Int: Int] = [:]
        // By bank, each word its name lacks and the alias entries holding it.
        var lacking: [Int: [(word: Int, entries: Set<Int>)]] = [:]
        for (position, word) in words.enumerated() {
            let folded = FoldedQuery(words: [word])
            let byName = Set(strictMatchingIndices(folded, among: matched.map { $0.sorted() }).matched)
            var byAlias: [Int: Set<Int>] = [:]
            let entries = aliasSearch.index.strictMatchingIndices(folded)
            for entry in entries.ranked[..<entries.wordStartCount] {
                byAlias[aliasSearch.owners[entry].bank, default: []].insert(entry)
            }
            for bank in byName { wordsInName[bank, default: 0] += 1 }
            let found = byName.union(byAlias.keys)
            let next = matched.map { $0.intersection(found) } ?? found
            for bank in next where !byName.contains(bank) { lacking[bank, default: []].append((position, byAlias[bank] ?? [])) }
            matched = next
            if next.isEmpty { break }
        }
        var namesABank: [Int: Bool] = [:]
        var used: [Int: BankAlias] = [:]
        let kept = (matched ?? []).filter { bank in
            guard let rest = lacking[bank] else { return true }
            let inOne = rest.dropFirst().reduce(rest[0].entries) { $0.intersection($1.entries) }
            if let entry = (inOne.isEmpty ? rest[0].entries : inOne).min() { used[bank] = aliasSearch.owners[entry].alias }
            guard inOne.isEmpty else { return true }
            let named = rest.count { held in
                if namesABank[held.word] == nil {
                    namesABank[held.word] = strictMatchingIndices(FoldedQuery(words: [words[held.word]])).wordStartCount > 0
                }
                return namesABank[held.word] == true
            }
            return named < 2
        }
        let indices = kept.sorted { (-wordsInName[$0, default: 0], $0) < (-wordsInName[$1, default: 0], $1) }
        return (indices, used.filter { kept.contains($0.key) })
    }

    /// The banks whose name or other name is within a typo of every word, fewest edits first; at
    /// the same edits a name before an other name, a bank's own before its group's. A bank whose
    /// name does not match comes with the other name that does.
    /// `widened` and `holding` as in `closeMatchesWithEdits`.
    private func closeMatches(_ words: [[UInt8]], widened: Bool = false, holding: [[UInt8]] = []) -> (
        indices: [Int], aliases: [Int: BankAlias]
    ) {
        let gainsAnEdit = { (word: [UInt8]) in
            Self.widenedTypoAllowance(forWordOfLength: word.count) > Self.typoAllowance(forWordOfLength: word.count)
        }
        if widened, !words.contains(where: gainsAnEdit) { return ([], [:]) }
        // Beside other words, a bank's whole word as typed names that bank, no other's typo: "bunq
        // abn" is bunq and ABN AMRO, not "bank abn"; "ing inteligo" is ING and Inteligo, not "int"
        // mistyped. Letters that sound alike still reach another name: "kredyt agricole". Generic
        // words inflect ("bank spółdzielczy"). (Asked for a few words only, each once: a longer text
        // is no bank's name beside another.)
        var wholeNames: [[UInt8]: Bool] = [:]
        let isAName: (([UInt8]) -> Bool)? =
            (2...Self.mostNamesWeighed).contains(words.count)
            ? { [self] word in
                guard !Self.genericWords.contains(word) else { return false }
                if let known = wholeNames[word] { return known }
                let whole = isAWord(word)
                wholeNames[word] = whole
                return whole
            } : nil
        let byName = closeMatchesWithEdits(words, widened: widened, holding: holding, isAName: isAName)
        guard let aliasSearch else { return (byName.map(\.index), [:]) }
        let entries = aliasSearch.index.closeMatchesWithEdits(words, widened: widened, isAName: isAName)
        guard !entries.isEmpty else { return (byName.map(\.index), [:]) }
        // One typo fewer outweighs where it was found: "aegnobank" is Aegon Bank (Knab) swapped,
        // two letters off RegioBank.
        let candidates =
            byName.map { (bank: $0.index, edits: $0.edits, rank: 0, alias: BankAlias?.none) }
            + entries.map { entry in
                let owner = aliasSearch.owners[entry.index]
                return (bank: owner.bank, edits: entry.edits, rank: owner.alias.kind == .group ? 2 : 1, alias: Optional(owner.alias))
            }
        let named = Set(byName.map(\.index))
        var listed = Set<Int>()
        var indices: [Int] = []
        var aliases: [Int: BankAlias] = [:]
        for candidate in candidates.enumerated().sorted(by: {
            ($0.element.edits, $0.element.rank, $0.offset) < ($1.element.edits, $1.element.rank, $1.offset)
        }).map(\.element) {
            guard listed.insert(candidate.bank).inserted else { continue }
            indices.append(candidate.bank)
            if !named.contains(candidate.bank), let alias = candidate.alias { aliases[candidate.bank] = alias }
        }
        return (indices, aliases)
    }

    /// `query` with each run of two or more one-letter words written as one word ("i n g bank" is
    /// "ing bank"), or nil when it has no such run. A run that spells a generic word stays apart:
    /// "s.a." is the legal form, not a name.
    static func lettersTogether(_ query: String) -> String? {
        let words = SearchFolding.words(query)
        var together: [[UInt8]] = []
        var joined = false
        var position = words.startIndex
        while position < words.endIndex {
            let end = words[position...].firstIndex { $0.count != 1 } ?? words.endIndex
            let run = Array(words[position..<end].joined())
            if end - position > 1, !genericWords.contains(run) {
                together.append(run)
                joined = true
                position = end
            } else {
                together.append(words[position])
                position += 1
            }
        }
        return joined ? GenericReadings.joined(together) : nil
    }

    /// Whether each word that ungluing `query` into `unglued` left beside a generic word, or the
    /// start of one, starts a word of a bank's name or other name as typed.
    private func startsWords(leftBy unglued: String, of query: String) -> Bool {
        let typed = Set(SearchFolding.words(query))
        return SearchFolding.words(unglued).allSatisfy { word in
            typed.contains(word) || Self.startsAGenericWord(word) || startsAWord(word)
        }
    }

    /// The banks that each of two or more names typed together finds on its own, one name's after
    /// the other's: no bank has both, the customer is weighing two ("ing rabobank", "blik ing",
    /// "ing rabobamk"). A name is a word of three letters or more, not a generic one, or the last
    /// word, still being typed: its one or two letters name the banks with a word starting so
    /// ("ing tr" is Triodos on its way). Nil unless two words or more find banks. A text of more
    /// words is no choice between banks: each word is searched on its own, so they are not.
    private func banksEachNameFinds(_ words: [[UInt8]]) -> (indices: [Int], aliases: [Int: BankAlias])? {
        let names = words.indices.filter { position in
            !Self.genericWords.contains(words[position]) && (words[position].count >= 3 || position == words.count - 1)
        }
        guard (2...Self.mostNamesWeighed).contains(names.count) else { return nil }
        var indices: [Int] = []
        var aliases: [Int: BankAlias] = [:]
        var listed = Set<Int>()
        var namesFinding = 0
        for position in names {
            guard let found = banksOneNameFinds(words[position]) else { continue }
            namesFinding += 1
            for index in found.indices where listed.insert(index).inserted {
                indices.append(index)
                aliases[index] = found.aliases[index]
            }
        }
        return namesFinding > 1 ? (indices, aliases) : nil
    }

    /// The banks one name finds: one or two letters, the banks with a word starting so; more, as
    /// typed when it is an id or starts a word of a name or other name (a name is typed from its
    /// start: "czy", Polish "or", is not inside "Spółdzielczy", nor "and" inside "Handelsbanken"),
    /// declined ("mbankiem"), with a generic word glued to it split off ("knabbank"), or — with five
    /// letters or more, the first three of which start a bank's word — within its typo allowance.
    /// Fewer letters are a typo of too many names ("rabobank ams" is Amsterdam being typed, not ABN
    /// AMRO), and a word whose start no name has is no name mistyped later on (a town): it costs no
    /// typo pass. Nil when it finds none.
    private func banksOneNameFinds(_ name: [UInt8]) -> (indices: [Int], aliases: [Int: BankAlias])? {
        if name.count < 3 {
            let started = strictMatchingIndices(FoldedQuery(words: [name]))
            return started.wordStartCount > 0 ? (Array(started.ranked[..<started.wordStartCount]), [:]) : nil
        }
        func banks(_ reading: String) -> (indices: [Int], aliases: [Int: BankAlias])? {
            let found = matchesWithoutTypos(reading, after: nil)
            return found.indices.isEmpty ? nil : (found.indices, found.aliases)
        }
        let text = String(decoding: name, as: UTF8.self)
        if positionsById[name] != nil || startsAWord(name), let found = banks(text) { return found }
        if let declined = declinedName(name), let found = banks(String(decoding: declined, as: UTF8.self)) { return found }
        if let unglued = Self.ungluingGenericWords(text), startsWords(leftBy: unglued, of: text), let found = banks(unglued) {
            return found
        }
        guard name.count >= 5, startsAWord(Array(name.prefix(3))) else { return nil }
        let close = closeMatches([name])
        return close.indices.isEmpty ? nil : close
    }

    /// `query` without the words of `specific` that no bank has — none is a bank's id or starts a
    /// word of a name or other name: a town, a product, a filler, a word mistyped ("rabobank
    /// amsterdam", "ing diba", "ik wil betalen met ing in amsterdam") — when it has such words and
    /// the words left start a bank's words with three letters or more; nil otherwise. A word a bank
    /// has stays, even when the words together find nothing: it may be the bank meant. With the
    /// query, the words left out.
    private func withoutWordsNoBankHas(_ query: String, specific: [[UInt8]]) -> (query: String, leftOut: Set<[UInt8]>)? {
        let named = specific.filter { !Self.genericWords.contains($0) }
        guard named.count > 1 else { return nil }
        let started = named.filter { positionsById[$0] != nil || startsAWord($0) }
        guard started.count < named.count, started.reduce(0, { $0 + $1.count }) >= 3 else { return nil }
        let absent = Set(named).subtracting(started)
        return (GenericReadings.joined(SearchFolding.words(query).filter { !absent.contains($0) }), absent)
    }

    /// Whether `word` is, or from its third letter starts, a word that names a bank in some
    /// method's list ("stef" on its way to "stefczyka").
    private static func startsAWordNamingABank(_ word: [UInt8]) -> Bool {
        BankAliases.wordsNamingABank.contains(word)
            || (word.count >= 3 && BankAliases.wordsNamingABank.contains { $0.starts(with: word) })
    }

    /// Whether `word` is within its typo allowance of a word, not a generic one, of a bank's name or
    /// other name.
    func isTypoOfASpecificWord(_ word: [UInt8]) -> Bool {
        let allowance = Self.typoAllowance(forWordOfLength: word.count)
        guard allowance > 0 else { return false }
        var distance = PrefixEditDistance()
        let inNames = nameBytes.withUnsafeBufferPointer { names in
            wordStartFlags.withUnsafeBufferPointer { starts in
                nameRanges.contains { range in
                    Self.closestPrefix(
                        of: word, allowance: allowance, in: names, range: range, starts: starts, skipsGenericWords: true,
                        distance: &distance) != nil
                }
            }
        }
        return inNames || aliasSearch?.index.isTypoOfASpecificWord(word) == true
    }

    /// Whether a word of a bank's name or other name starts with `word` as typed.
    func startsAWord(_ word: [UInt8]) -> Bool {
        let folded = FoldedQuery(words: [word])
        return strictMatchingIndices(folded).wordStartCount > 0
            || aliasSearch.map { $0.index.strictMatchingIndices(folded).wordStartCount > 0 } == true
    }

    /// Whether `word` is a whole word of a bank's name or other name ("mbank", not "mban").
    func isAWord(_ word: [UInt8]) -> Bool {
        let found = strictMatchingIndices(FoldedQuery(words: [word]))
        return found.ranked[..<found.wordStartCount].contains { index in
            Self.words(in: nameRanges[index], bytes: nameBytes, starts: wordStartFlags).contains { $0.elementsEqual(word) }
        } || aliasSearch?.index.isAWord(word) == true
    }

    /// The same positions with the banks a customer can pay with first: an offline bank's name
    /// never hides an online bank's alias. Each group keeps its order.
    private func onlineFirst(_ indices: [Int]) -> [Int] {
        guard hasOffline else { return indices }
        return offline.withUnsafeBufferPointer { offline in
            // Most results are in order already; those are returned without a copy, the others
            // rebuilt in one buffer (a keystroke on a long list may hold most of the list).
            guard let firstOffline = indices.firstIndex(where: { offline[$0] }),
                indices[firstOffline...].contains(where: { !offline[$0] })
            else { return indices }
            var ranked: [Int] = []
            ranked.reserveCapacity(indices.count)
            for index in indices where !offline[index] { ranked.append(index) }
            for index in indices[firstOffline...] where offline[index] { ranked.append(index) }
            return ranked
        }
    }

    /// The query's folded words, when it is not blank and has some.
    private func nonBlankWords(_ query: String) -> [[UInt8]]? {
        guard !query.allSatisfy({ $0.isWhitespace }) else { return nil }
        let words = SearchFolding.words(query)
        return words.isEmpty ? nil : words
    }

    /// The banks matching `query` as typed (no typo allowance), best first, by name and by alias;
    /// with the alias of each bank found only through one.
    func strictMatches(_ query: String, after memory: Memory?) -> (
        indices: [Int], aliases: [Int: BankAlias], memory: Memory?
    ) {
        if query.allSatisfy({ $0.isWhitespace }) { return (Array(banks.indices), [:], nil) }
        let folded = FoldedQuery(query)
        guard !folded.isEmpty else { return ([], [:], nil) }
        let narrows = memory.map { folded.extends($0.query) } ?? false
        let byName = strictMatchingIndices(folded, among: narrows ? memory?.byName : nil)
        guard let aliasSearch else {
            return (byName.ranked, [:], Memory(query: folded, byName: byName.matched, byAlias: []))
        }
        let aliasEntries = aliasSearch.index.strictMatchingIndices(folded, among: narrows ? memory?.byAlias : nil)
        // Order: names matched at word starts; banks whose own other name (a brand, a former
        // name) matches at word starts, though their name matches only inside a word ("m bank"
        // finds mTransfer by "mBank" before "Raty z Alior Bankiem"); names matched inside a word;
        // then the banks a group's name matches ("PKO BP" finds iPKO before Inteligo). Other names
        // match from a word's start only: they are typed by who knows them, and a name inside one
        // is another bank's ("nestbank" inside "Invest-Bank", Plus Bank's former name). A bank is
        // listed once; the aliases returned are those of banks whose name does not match.
        var aliases: [Int: BankAlias] = [:]
        var promoted: [Int] = []
        var listed = Set<Int>()
        let atWordStarts = aliasEntries.ranked[..<aliasEntries.wordStartCount]
        for entry in atWordStarts {
            let owner = aliasSearch.owners[entry]
            guard owner.alias.kind != .group, !listed.contains(owner.bank) else { continue }
            let nameTier = tier(of: owner.bank, for: folded)
            if let nameTier, nameTier < Tier.substring { continue }
            listed.insert(owner.bank)
            promoted.append(owner.bank)
            if nameTier == nil { aliases[owner.bank] = owner.alias }
        }
        // A bank's own other names were all promoted above or its name matched; groups' names remain.
        var byAlias: [Int] = []
        for entry in atWordStarts where aliasSearch.owners[entry].alias.kind == .group {
            let owner = aliasSearch.owners[entry]
            guard !listed.contains(owner.bank), tier(of: owner.bank, for: folded) == nil else { continue }
            listed.insert(owner.bank)
            byAlias.append(owner.bank)
            aliases[owner.bank] = owner.alias
        }
        var ranked = byName.ranked
        if !promoted.isEmpty {
            ranked =
                Array(byName.ranked[..<byName.wordStartCount]) + promoted
                + byName.ranked[byName.wordStartCount...].filter { !listed.contains($0) }
        }
        if !byAlias.isEmpty { ranked += byAlias }
        return (ranked, aliases, Memory(query: folded, byName: byName.matched, byAlias: aliasEntries.matched))
    }
}
