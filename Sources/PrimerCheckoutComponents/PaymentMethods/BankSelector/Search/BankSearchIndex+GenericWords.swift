/// Generic words: those that say "a bank" rather than which one, which a query may hold, or
/// mistype, without emptying the result.
extension BankSearchIndex {
    /// Folded words that say "a bank" (or its app) rather than which one, in the lists' languages.
    static let genericWords: Set<[UInt8]> = Set(
        [
            "bank", "banks", "banku", "banki", "bankiem", "bankow", "bankowy", "bs", "sa", "s", "a", "z", "pay", "with", "place", "plac",
            "the", "de", "het", "nv", "n", "v", "online", "internet", "polska",
            "nederland", "netherlands", "pl", "nl", "groep", "group", "grupa", "bankiers", "app", "apka", "aplikacja", "mobile",
            "mobilny", "mobilna", "mobiel", "bankieren", "bankowosc", "w", "we", "banking", "ebanking", "e", "netbanking",
            "internetbanking", "internetbankieren", "elektroniczna", "elektroniczny", "private",
            // What the customer does at the bank, typed beside its name ("przelew ing", "płatność
            // mbank", "bankowość internetowa pko", "betalen ing", "szybki przelew ing", "payment ing"): a
            // transfer, a payment, online, fast; and the bank's pages for personal customers ("ING
            // particulier"). Not "transfer": its "tr" would read "abn tr" (Triodos being typed) as it.
            "przelew", "platnosc", "platnosci", "internetowa", "internetowy", "internetowe", "betalen", "betaling",
            "overboeking", "prive", "particulier", "particulieren", "betaal", "szybki", "szybka", "payment",
            // What the customer pays from: an account, a card ("konto mbank", "karta kredytowa ing",
            // "betaalrekening abn", "bankpas ing"). Not "blik": BLIK is a listed channel of its own.
            "konto", "konta", "rachunek", "rachunku", "osobiste", "osobisty", "karta", "kredytowa", "debetowa", "rekening",
            "betaalrekening", "bankrekening", "spaarrekening", "zakelijke", "bankpas", "pinpas", "betaalpas",
            "creditcard", "account", "card", "personal",
            // Legal forms as bank statements print them: "Revolut Bank UAB", "N26 GmbH", "Cinkciarz.pl Sp. z o.o.",
            // "Coöperatieve Rabobank U.A.", "Svenska Handelsbanken AB (publ)", "Finom Payments B.V.".
            "bv", "b", "ag", "gmbh", "se", "ab", "uab", "ltd", "plc", "sp", "o", "cooperatieve", "ua", "u", "publ", "payments",
            // A bank's web address or its customers' pages ("www.ing.nl", "Mijn ING").
            "www", "http", "https", "com", "mijn",
            // The payment method's name typed before the bank's ("ideal ing"; Wero, the name iDEAL
            // takes from the end of 2026, shown as "iDEAL | Wero" before), and the bank's pages for
            // companies ("Mijn ING Zakelijk", "ING dla firm", "iPKO biznes", "konto firmowe").
            "ideal", "wero", "dotpay", "zakelijk", "business", "dla", "firma", "firm", "firmy", "biznes", "firmowy", "firmowe", "firmowa",
            // The code BLIK asks for ("kod blik").
            "kod",
        ].map { Array($0.utf8) }
    ).union(functionWords).union(cooperativeWords)

    /// Folded little words a query phrased as a sentence puts around the bank's name ("betalen met
    /// ing", "bij de rabobank", "pay by ing", "na raty", "przez mbank", "ik wil betalen met ing",
    /// "i want to pay with ing", "chcę zapłacić mbankiem", "mijn bank is ing", "ik heb een rekening
    /// bij knab", "ik ben klant bij ing", "ik zit bij de abn", "i am with rabobank", "jestem w mbanku",
    /// "mój bank to pko": "mój" is no "Moje ING" beside another name). Nobody glues them
    /// to a name, so they are never split off one.
    private static let functionWords: Set<[UInt8]> = Set(
        [
            "van", "bij", "met", "via", "voor", "naar", "ik", "wil", "graag", "by", "from", "my", "i", "want", "to", "na", "przez",
            "do", "od", "mam", "chce", "zaplacic", "zaplace", "zaplac", "placic", "afrekenen", "is", "heb", "een", "moj",
            "moja", "moje", "mojego", "mojej", "moim", "am", "ben", "zit", "klant", "jestem", "klient", "klientem",
            // English verbs and words around an account ("i have an account at", "i use", "it is",
            // "current account"), and their Dutch and Polish ("ik gebruik", "używam"). Not what starts
            // a name or is a typo from its start: "in" (ING), "you" (Yoursafe), "thanks" ("tr", Triodos).
            "have", "has", "an", "at", "use", "using", "paying", "log", "login", "sign", "signin", "it", "its", "im", "ive",
            "our", "current", "checking", "savings", "joint", "debit", "please", "for",
            "gebruik", "inloggen", "uzywam", "korzystam", "aub", "prosze",
        ].map { Array($0.utf8) })

    /// Folded articles a name follows in a sentence ("bij de rabobank", "pay with the ing app").
    private static let articles: Set<[UInt8]> = Set(["de", "het", "the"].map { Array($0.utf8) })

    /// Words a sentence is still being typed with, never a name's first letters: its little words,
    /// its articles and the prepositions glued to nothing ("mam konto w", "płać z"). Not "i", which
    /// starts a sentence: after other words it is a name's first letter ("ik ben klant bij i").
    static let sentenceWords = functionWords.union(articles).union(["w", "z", "we", "o"].map { Array($0.utf8) })
        .subtracting([Array("i".utf8)])

    /// Whether `query`'s last word, as typed, is one or two letters after other characters: what a
    /// name's start after a sentence needs, read without folding the query (most keystrokes are not).
    static func endsInAShortWord(_ query: String) -> Bool {
        var letters = 0
        for character in query.reversed() {
            if character.isLetter || character.isNumber {
                letters += 1
                if letters > 2 { return false }
            } else if letters > 0 {
                return true
            }
        }
        return false
    }

    /// Whether the last of `words` is the first letter or two of a name typed after a sentence: the
    /// words before it are generic, none cooperative, one at least a little word of a sentence or
    /// an article ("ik ben klant bij s", "mój bank to sa", "moje konto w sa", "bij de ab": not
    /// the legal form "AB"), and the word just before it no little word that is also a name's
    /// ("bank van l" is Van Lanschot being typed, "moje i" ING's app "Moje ING"); and, unless an
    /// article comes just before it, it is none of the sentence's words itself.
    func isANamesStartAfterASentence(_ words: [[UInt8]]) -> Bool {
        guard words.count > 1, let last = words.last, last.count <= 2 else { return false }
        let before = words.dropLast()
        guard let previous = before.last, before.allSatisfy(Self.genericWords.contains),
            !before.contains(where: Self.cooperativeWords.contains),
            before.contains(where: { Self.functionWords.contains($0) || Self.articles.contains($0) })
        else { return false }
        // After an article even a little word is a name's start: "bij de na" is Nationale-Nederlanden.
        guard Self.articles.contains(previous) || !Self.sentenceWords.contains(last) else { return false }
        return !(Self.functionWords.contains(previous) && isAWord(previous))
    }

    /// Top-level domains a bank's web address ends in: the lists' countries', their neighbours' and
    /// the generic ones.
    private static let webAddressEndings: Set<String> = [
        "pl", "nl", "be", "de", "lt", "lu", "eu", "com", "net", "org", "bank", "io", "co", "uk", "app",
    ]

    /// Folded words that say whose bank follows: "mój bank to", "mijn bank is", "my bank is".
    private static let possessives: Set<[UInt8]> = Set(
        ["moj", "moja", "moje", "mojego", "mojej", "moim", "mijn", "my"].map { Array($0.utf8) })

    /// Folded cases of "bank" a sentence puts it in ("mój bank", "moim bankiem", "w banku
    /// spółdzielczym", "banków spółdzielczych").
    private static let bankCases: Set<[UInt8]> = Set(["bank", "banku", "banki", "bankiem", "bankow"].map { Array($0.utf8) })

    /// `query` without "bank" after a possessive when a word that names a bank follows: "mój bank
    /// to kasa" is "mój to kasa", whose bank is Kasa Stefczyka, not the banks whose other names
    /// hold both "bank" and "kasa" (PKO BP's and Bank Pekao's registered names). As typed otherwise.
    static func withoutPossessiveBank(_ query: String) -> String {
        let tokens = query.split(separator: " ", omittingEmptySubsequences: false)
        func folded(_ token: Substring) -> [UInt8]? {
            let words = SearchFolding.words(String(token))
            return words.count == 1 ? words[0] : nil
        }
        guard
            let position = tokens.indices.dropFirst().first(where: { position in
                folded(tokens[position]).map(bankCases.contains) == true
                    && folded(tokens[position - 1]).map(possessives.contains) == true
                    && tokens[(position + 1)...].contains { token in folded(token).map { !genericWords.contains($0) } == true }
            })
        else { return query }
        var kept = tokens
        kept.remove(at: position)
        return kept.joined(separator: " ")
    }

    /// English contractions that folding splits in two ("i'm": an apostrophe breaks a word, and
    /// "m" alone would be mBank's first letter), each with the one word it is read as.
    private static let contractions: [(parts: [[UInt8]], word: Substring)] = [
        (["i", "m"], "im"), (["it", "s"], "its"), (["i", "ve"], "ive"),
    ].map { parts, word in (parts.map { Array($0.utf8) }, word) }

    /// English verbs of two words whose second, alone, starts a name ("in": ING), read as one.
    private static let phrasalVerbs: [String: Substring] = ["log": "login", "sign": "signin"]

    /// `query` with the English sentence words folding splits in two joined, or as typed: "i'm
    /// with ing" is "im with ing", "log in to rabobank" "login to rabobank". A verb is joined only
    /// once a space follows "in": until then it may be a name being typed ("log in" is ING's too).
    static func withSplitSentenceWordsJoined(_ query: String) -> String {
        guard query.contains(" ") || query.contains("'") || query.contains("\u{2019}") else { return query }
        let tokens = query.split(separator: " ", omittingEmptySubsequences: false)
        var joined: [Substring] = []
        var changed = false
        var position = 0
        while position < tokens.count {
            let token = tokens[position]
            if token.contains(where: { $0 == "'" || $0 == "\u{2019}" }),
                let contraction = contractions.first(where: { $0.parts == SearchFolding.words(String(token)) })
            {
                joined.append(contraction.word)
                changed = true
            } else if position + 2 < tokens.count, (3...4).contains(token.count), let verb = phrasalVerbs[token.lowercased()],
                tokens[position + 1].lowercased() == "in"
            {
                joined.append(verb)
                changed = true
                position += 1
            } else {
                joined.append(token)
            }
            position += 1
        }
        return changed ? joined.joined(separator: " ") : query
    }

    /// `query` without the ending of the web address it ends in, or as typed: "alior.pl" is
    /// "alior", and "www.pekao.com.pl/" is "www.pekao". A domain is not a word of the bank's name,
    /// and "pl" would find "PLN" in "Raty z Alior Bankiem PLN" before Alior Bank itself. The ending
    /// follows a dot glued to a letter or digit; a query that is nothing else is left as typed.
    static func withoutWebAddressEnding(_ query: String) -> String {
        var rest = Substring(query)
        while let last = rest.last, last.isWhitespace || last == "/" { rest = rest.dropLast() }
        var trimmed = false
        while let dot = rest.lastIndex(of: "."), dot > rest.startIndex,
            rest[rest.index(before: dot)].isLetter || rest[rest.index(before: dot)].isNumber,
            webAddressEndings.contains(rest[rest.index(after: dot)...].lowercased()),
            rest[..<dot].contains(where: { $0.isLetter || $0.isNumber })
        {
            rest = rest[..<dot]
            trimmed = true
        }
        return trimmed ? String(rest) : query
    }

    /// Folded words that make a bank cooperative: a kind of bank, most of which are paid through a
    /// shared channel rather than listed by name: "spółdzielczy" in each case a sentence puts a bank
    /// in ("mam konto w banku spółdzielczym", "banków spółdzielczych"), and "bs". Not the feminine
    /// "spółdzielcza": "kasa spółdzielcza" is a credit union such as Kasa Stefczyka, not a bank.
    static let cooperativeWords: Set<[UInt8]> = Set(spelledOutCooperativeWords + [Array(cooperativeAbbreviation.utf8)])

    /// "Spółdzielczy" in each case that names a bank.
    private static let spelledOutCooperativeWords = ["y", "e", "ego", "emu", "ym", "ych", "ymi"].map { cooperativeStem + Array($0.utf8) }

    /// What "spółdzielczy" starts with in every case: a name in another case than the query's is
    /// found by it as typed ("w banku spółdzielczym": "Banki Spółdzielcze", "Bank Spółdzielczy").
    private static let cooperativeStem = Array("spoldzielcz".utf8)

    /// The feminine cases, which name a credit union ("kasa spółdzielcza"), not a bank.
    private static let feminineCooperativeWords = ["a", "ej"].map { cooperativeStem + Array($0.utf8) }

    /// Whether `word` is a case of "spółdzielczy" that names a bank, or one on its way: no letters
    /// that may still become a feminine case ("spółdzielcz" is Kasa Stefczyka's "spółdzielcza" as
    /// much as a bank's "spółdzielczy").
    private static func isCooperativeCase(_ word: [UInt8]) -> Bool {
        guard word.starts(with: cooperativeStem) else { return false }
        return spelledOutCooperativeWords.contains(word)
            || (spelledOutCooperativeWords.contains { $0.starts(with: word) }
                && !feminineCooperativeWords.contains { $0.starts(with: word) })
    }

    /// `words` with each case of "spółdzielczy" that names a bank as the stem all its cases share.
    static func withCooperativeStems(_ words: [[UInt8]]) -> [[UInt8]] {
        words.map { isCooperativeCase($0) ? cooperativeStem : $0 }
    }

    /// "spółdzielczy" for another case of it that names a bank ("spółdzielczym", "spółdzielczych"):
    /// a bank declined beside its town is found as its name has it ("w banku spółdzielczym w
    /// brodnicy"); nil for any other word.
    static func nominativeOfCooperativeCase(_ word: [UInt8]) -> [UInt8]? {
        guard word.count > cooperativeNominative.count, spelledOutCooperativeWords.contains(word) else { return nil }
        return cooperativeNominative
    }

    private static let cooperativeNominative = cooperativeStem + Array("y".utf8)

    /// How names abbreviate "bank spółdzielczy" ("Podkarpacki BS").
    static let cooperativeAbbreviation = "bs"

    /// `query` with "bank spółdzielczy" in any case (or "spółdzielczy" alone) abbreviated as names
    /// write it: "podkarpacki banku spółdzielczym" is "podkarpacki bs"; nil when it has none or
    /// nothing else (alone, it names the kind of bank).
    static func withCooperativeWordsAbbreviated(_ query: String) -> String? {
        var words = SearchFolding.words(query)
        guard let position = words.firstIndex(where: spelledOutCooperativeWords.contains) else { return nil }
        words[position] = Array(cooperativeAbbreviation.utf8)
        if position > 0, bankCases.contains(words[position - 1]) { words.remove(at: position - 1) }
        return words.count > 1 ? GenericReadings.joined(words) : nil
    }

    /// The longest case of "spółdzielczy", which a mistyped one is measured against.
    private static let longestCooperativeWord = Array("spoldzielczymi".utf8)

    /// The kinds of bank `words` name: "bs", and each case of "spółdzielczy" that names a bank,
    /// typed or on its way; with `mistyped`, also a word a slip or two from one ("mam konto w
    /// spódzielczy"), as the stem. Empty when no word names one.
    static func cooperativeKinds(_ words: [[UInt8]], mistyped: Bool = false) -> [[UInt8]] {
        var distance = PrefixEditDistance()
        let kinds = words.compactMap { word -> [UInt8]? in
            if word.starts(with: cooperativeStem) { return isCooperativeCase(word) ? word : nil }
            if cooperativeWords.contains(word) { return word }
            // Asked only of a query that found nothing as typed, and only of long words starting
            // with the stem's letter: no other query pays for it.
            guard mistyped, word.count >= 9, word.first == cooperativeStem.first, !genericWords.contains(word) else { return nil }
            let match = longestCooperativeWord.withUnsafeBufferPointer {
                distance.toPrefix(of: $0, from: word, limit: typoAllowance(forWordOfLength: word.count))
            }
            // Past the stem, where the cases that name a bank part from the feminine ones.
            guard let match, match.length > cooperativeStem.count else { return nil }
            return cooperativeStem
        }
        // "bs" is "bank spółdzielczy" abbreviated: beside the word itself it adds nothing to find.
        let spelledOut = kinds.filter { $0.starts(with: cooperativeStem) }
        return spelledOut.isEmpty ? kinds : spelledOut
    }

    /// Generic words, shortest first: those a word being typed may be the start of.
    private static let genericWordsByLength = genericWords.sorted {
        $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1)
    }

    /// Whether a generic word starts with `word` (or is it): a generic word may be on its way.
    static func startsAGenericWord(_ word: [UInt8]) -> Bool {
        genericWords.contains { $0.starts(with: word) }
    }

    /// Whether `words` are a sentence's words before a bank's name: generic words only, the last
    /// perhaps still being typed ("pay wit", "ik wil beta", and alone from `aloneFrom` letters on:
    /// "betal", "kont").
    static func isSentenceBeforeAName(_ words: [[UInt8]], aloneFrom: Int = 4) -> Bool {
        guard let last = words.last, words.dropLast().allSatisfy(genericWords.contains) else { return false }
        return genericWords.contains(last) || ((words.count > 1 || last.count >= aloneFrom) && startsAGenericWord(last))
    }

    /// Generic words of four letters or more, shortest first: those a word one typo off stands for.
    private static let mistypableGenericWords = genericWordsByLength.filter { $0.count >= 4 }

    /// The generic word `word` is, or is one typo from (`bnak`: `bank`) when no word of a name or
    /// other name starts with it as typed (`mbank` is a brand, not `bank` mistyped); nil for a
    /// specific word. The query's last word may still be being typed: the start of a generic word
    /// stands for it (`knab ba`), and so does a start one typo off (`knab bn`, `knab bna`).
    private func genericWord(for word: [UInt8], isLast: Bool, distance: inout PrefixEditDistance) -> [UInt8]? {
        if Self.genericWords.contains(word) { return word }
        if isLast, let generic = Self.genericWordsByLength.first(where: { $0.starts(with: word) }) { return generic }
        guard Self.typoAllowance(forWordOfLength: word.count) > 0 || (isLast && word.count == 2) else { return nil }
        let generic = Self.mistypableGenericWords.first { generic in
            guard let match = generic.withUnsafeBufferPointer({ distance.toPrefix(of: $0, from: word, limit: 1) }) else { return false }
            // The whole word mistyped, or the start of one being typed with its first letter right.
            return match.length == generic.count || (isLast && word.first == generic.first)
        }
        // Two letters being typed after a bank's name are too few to be another name's start:
        // "nest bn" is Nest with "bank" on its way, though "bn" starts BNP Paribas.
        // Nor is a bank's name declined ("mbanku": mBank's, not "banku" mistyped).
        guard let generic, (isLast && word.count == 2) || (!startsAWord(word) && declinedName(word) == nil) else { return nil }
        return generic
    }

    /// Whether a word of a name is a generic word, read in place.
    static func isGenericWord(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        genericWordsByLength.contains { $0.count == word.count && $0.elementsEqual(word) }
    }

    /// Generic words that customers glue to a bank's word, longest first. A web address's words,
    /// "mijn" and the e-banking words stand apart ("www.ing.nl", "Mijn ING", "ING e-banking"): a
    /// word ending in "h" or "m" is no "https" or "mijn" being typed ("bph" is Bank BPH, not "bp"
    /// and "https"), nor one ending in "eb" "ebanking" ("nobleb" is Noble being typed).
    private static let gluableGenericWords = mistypableGenericWords.reversed().filter {
        !["http", "https", "mijn", "ebanking", "netbanking"].map { Array($0.utf8) }.contains($0) && !functionWords.contains($0)
    }

    /// `query` with a generic word glued to another word split off — `knabbank` is "knab bank",
    /// `bankpekao` "bank pekao", and while the last word is typed `knabba` is "knab ba" — or nil
    /// when no word holds one. People drop the space a name keeps ("triodosbank") and add the word
    /// to names that lack it. What is left of the word keeps two letters or more (three after a
    /// generic word at its start), so that a word such as `mbank` is never split. A generic word
    /// being typed is taken from its `shortestStart` letters on.
    static func ungluingGenericWords(_ query: String, shortestStart: Int = 2) -> String? {
        var split = false
        let words = SearchFolding.words(query)
        let unglued = words.indices.flatMap { position -> [[UInt8]] in
            let word = words[position]
            guard !genericWords.contains(word) else { return [word] }
            // At the end first, a whole generic word and then, in the last word, one being typed:
            // "nederlandenbank" and "nederlandenban" are "nederlanden bank", not "nederland enbank".
            for generic in gluableGenericWords where word.count >= generic.count + 2 && word.suffix(generic.count).elementsEqual(generic) {
                split = true
                return [Array(word.dropLast(generic.count)), generic]
            }
            // A generic word's start after a generic word is a brand's end, not a word on its way
            // ("paypo" is PayPo, not "pay" and "polska" being typed).
            if position == words.count - 1, word.count >= shortestStart + 2 {
                for length in (shortestStart...word.count - 2).reversed()
                where gluableGenericWords.contains(where: { $0.starts(with: word.suffix(length)) })
                    && !genericWords.contains(Array(word.dropLast(length)))
                {
                    split = true
                    return [Array(word.dropLast(length)), Array(word.suffix(length))]
                }
            }
            for generic in gluableGenericWords where word.count >= generic.count + 3 && word.starts(with: generic) {
                split = true
                return [generic, Array(word.dropFirst(generic.count))]
            }
            return [word]
        }
        return split ? GenericReadings.joined(unglued) : nil
    }

    /// A query's words, each with the generic word it is or stands for (nil for a specific word).
    struct GenericReadings {
        let words: [[UInt8]]
        let generic: [[UInt8]?]

        /// The query without its generic words, when it has some and something else.
        var specific: String? {
            let specific = zip(words, generic).compactMap { $1 == nil ? $0 : nil }
            return specific.isEmpty || specific.count == words.count ? nil : Self.joined(specific)
        }

        /// The generic words, mistyped ones typed right.
        var genericWords: [[UInt8]] { generic.compactMap { $0 } }

        static func joined(_ words: [[UInt8]]) -> String { words.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ") }
    }

    func genericReadings(_ query: String) -> GenericReadings {
        let words = SearchFolding.words(query)
        var distance = PrefixEditDistance()
        var generic = words.map { genericWord(for: $0, isLast: false, distance: &distance) }
        // Nobody types a generic word twice: beside "bank" typed right, "bunk" is bunq mistyped,
        // not "bank" again.
        for position in words.indices where generic[position].map({ $0 != words[position] && words.contains($0) }) == true {
            generic[position] = nil
        }
        // Nor mistypes it twice: of two words one typo from the same generic word ("bunk bnak"),
        // those also one typo from a bank's own word are its name, while one stays the generic word.
        let mistyped = words.indices.filter { position in generic[position].map { $0 != words[position] } ?? false }
        if mistyped.count > 1 {
            for positions in Dictionary(grouping: mistyped, by: { generic[$0] }).values where positions.count > 1 {
                let specific = positions.filter { isTypoOfASpecificWord(words[$0]) }
                if specific.count < positions.count { specific.forEach { generic[$0] = nil } }
            }
        }
        // In a sentence of generic words only, a word as near a bank's own word as a generic word
        // is that bank's name mistyped: "ik wil betalen met finm" is Finom, not "firm". (Beside a
        // specific word the typo pass tells them apart, and an ordinary query never pays for it.)
        if words.count > 1, !generic.contains(where: { $0 == nil }), words.contains(where: Self.functionWords.contains) {
            for position in words.indices where generic[position] != words[position] && isTypoOfASpecificWord(words[position]) {
                generic[position] = nil
            }
        }
        // The last word read as a generic word still being typed only beside a word that names a
        // bank: "nest bn" is Nest, "bank ing" is ING, not "bank internet".
        if let last = words.indices.last, generic[last] == nil, generic.dropLast().contains(where: { $0 == nil }) {
            generic[last] = genericWord(for: words[last], isLast: true, distance: &distance)
        }
        return GenericReadings(words: words, generic: generic)
    }

    /// What the query finds as a name or other name with its mistyped generic words typed right and
    /// the fewest generic words left out, never all its words; nil when no such reading finds a
    /// bank. Later words are left out first, and a letter together with the word after it, as in
    /// an abbreviation or a hyphenated term ("m bank s.a." is "m bank", "ing e-banking" is "ing",
    /// not "ing e", whose letter is inside most names). Up to four generic words are tried one
    /// combination at a time, more only all at once (all but a cooperative word). A little word of
    /// a sentence that is a word of a bank's name is left out last, whatever else goes: "bank van"
    /// and "van de bank" are Van Lanschot, not every "… Bank". A query of generic words only is
    /// read as typed: its typos are the typo pass's to find.
    func fewestGenericWordsLeftOut(_ readings: GenericReadings) -> (indices: [Int], aliases: [Int: BankAlias])? {
        let words = readings.words
        var units: [[Int]] = []
        for position in words.indices where readings.generic[position] != nil {
            if let last = units.last?.last, last == position - 1, words[last].count == 1 {
                units[units.count - 1].append(position)
            } else {
                units.append([position])
            }
        }
        guard !units.isEmpty else { return nil }
        let hasSpecificWord = readings.generic.contains { $0 == nil }
        let mistyped = zip(words, readings.generic).contains { word, generic in generic.map { $0 != word } ?? false }
        let all = (1 << units.count) - 1
        // A cooperative word beside other words, typed right or a slip off, is the kind of bank
        // they name, never left out: "spółdzielczy w kr" is a cooperative bank in a town being
        // typed, not "kr" in Santander, and "bank spółdzelczy" no "bank" alone.
        let cooperative = units.indices.reduce(0) { mask, unit in
            units[unit].contains { words[$0].count > 2 && !Self.cooperativeKinds([words[$0]], mistyped: true).isEmpty }
                ? mask | 1 << unit : mask
        }
        var leftOut = units.count <= 4 ? Array(1...all).filter { $0 & cooperative == 0 } : [all & ~cooperative].filter { $0 != 0 }
        let names = units.indices.reduce(0) { mask, unit in
            units[unit].contains { Self.functionWords.contains(words[$0]) && isAWord(words[$0]) } ? mask | 1 << unit : mask
        }
        func order(_ mask: Int) -> (Int, Int, Int) { (mask & names != 0 ? 1 : 0, mask.nonzeroBitCount, -mask) }
        leftOut.sort { order($0) < order($1) }
        if mistyped && hasSpecificWord { leftOut.insert(0, at: 0) }
        for mask in leftOut {
            let skipped = Set(units.indices.filter { mask & (1 << $0) != 0 }.flatMap { units[$0] })
            let positions = words.indices.filter { !skipped.contains($0) }
            let kept = positions.map { hasSpecificWord ? readings.generic[$0] ?? words[$0] : words[$0] }
            guard !kept.isEmpty else { continue }
            let found = strictMatches(GenericReadings.joined(kept), after: nil)
            // A short generic word kept beside a name starts a word of it, not two letters inside
            // one: "bij de r" is no "de" inside "Nationale-Nederlanden" ("m bank" is "mBank").
            let generic = positions.compactMap { readings.generic[$0] }.filter { $0.count <= 2 }
            guard !generic.isEmpty else {
                if !found.indices.isEmpty { return (found.indices, found.aliases) }
                continue
            }
            let holding = found.indices.filter { holdsWords(generic, at: $0, alias: found.aliases[$0]) }
            if !holding.isEmpty {
                let listed = Set(holding)
                return (holding, found.aliases.filter { listed.contains($0.key) })
            }
        }
        return nil
    }

    /// Whether each of `words` starts a word of the name at `index`, or of `alias` when the bank
    /// was found by it.
    private func holdsWords(_ words: [[UInt8]], at index: Int, alias: BankAlias?) -> Bool {
        guard let alias else { return holds(words, at: index) }
        let aliasWords = SearchFolding.words(alias.name)
        return words.allSatisfy { word in aliasWords.indices.contains { Array(aliasWords[$0...].joined()).starts(with: word) } }
    }
}
