/// The words a query holds besides a name, and other ways a name is typed.
extension BankSearchIndex {
    /// Words that say "a bank" rather than which one: legal forms, web addresses, the methods, what
    /// is paid from, a sentence's little words ("betalen met ing").
    static let genericWords: Set<[UInt8]> = Set(
        """
        bank banks banku banki bankiem bankow bankowy bs sa s a z pay with place plac the de het nv n v online internet polska
        nederland netherlands pl nl groep group grupa bankiers app apka aplikacja mobile mobilny mobilna mobiel bankieren
        bankowosc w we banking ebanking e netbanking internetbanking internetbankieren elektroniczna elektroniczny private
        przelew platnosc platnosci internetowa internetowy internetowe betalen betaling overboeking prive particulier
        particulieren betaal szybki szybka payment konto konta rachunek rachunku osobiste osobisty karta kredytowa debetowa
        rekening betaalrekening bankrekening spaarrekening zakelijke bankpas pinpas betaalpas creditcard account card personal
        bv b ag gmbh se ab uab ltd plc sp o cooperatieve ua u publ payments www http https com mijn ideal wero dotpay zakelijk
        business dla firma firm firmy biznes firmowy firmowe firmowa kod van bij met via voor naar ik wil graag by from my i
        want to na przez do od mam chce zaplacic zaplace zaplac placic afrekenen is heb een moj moja moje mojego mojej moim am
        ben zit klant jestem klient klientem have has an at use using paying login it its im our current checking savings
        joint debit please for gebruik inloggen uzywam korzystam aub prosze
        """.split(whereSeparator: \.isWhitespace).map { Array($0.utf8) })

    static let genericStarts = Set(genericWords.flatMap { word in (1...word.count).map { Array(word.prefix($0)) } })

    /// The generic word `word` is one edit from (`bnak`) or, last, one edit from the start of (`bn`).
    static func genericWord(mistypedAs word: [UInt8], isLast: Bool) -> [UInt8]? {
        guard word.count >= (isLast ? 2 : 4), !isBrandOnGenericWord(word) else { return nil }
        var distance = TypoDistance()
        return word.withUnsafeBufferPointer { typed in
            mistypableGenericWords.first { generic in
                let match = generic.withUnsafeBufferPointer { distance.toPrefix(of: $0, from: typed, limit: 1) }
                return match.map { $0.length == generic.count || (isLast && word.first == generic.first) } ?? false
            }
        }
    }

    /// Whether `word` is a letter stuck to a generic word (`mbank`, `payu`): a brand, no typo.
    static func isBrandOnGenericWord(_ word: [UInt8]) -> Bool {
        word.count >= 4
            && (genericWords.contains(Array(word.dropFirst())) || (word.count == 4 && genericWords.contains(Array(word.dropLast()))))
    }

    private static let mistypableGenericWords = genericWords.filter { $0.count >= 4 }.sorted {
        $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1)
    }

    private static let gluableWords = ["bankieren", "banking", "online", "polska", "bank", "banku"].map { Array($0.utf8) }

    /// `words` with runs of letters joined ("i n g bank"; "s a" stays the legal form), or nil.
    static func lettersTogether(_ words: [[UInt8]]) -> [[UInt8]]? {
        var read: [[UInt8]] = []
        var start = 0
        while start < words.count {
            let end = words[start...].firstIndex { $0.count != 1 } ?? words.count
            let run = Array(words[start..<end].joined())
            let next = max(end, start + 1)
            if run.count > 1, !genericWords.contains(run) { read.append(run) } else { read += words[start..<next] }
            start = next
        }
        return read == words ? nil : read
    }

    /// `word` read as a name with a generic word glued on ("knabbank", last "knabba").
    static func readings(of word: [UInt8], isLast: Bool = false, shortestStart: Int = 2) -> [[[UInt8]]] {
        var readings: [[[UInt8]]] = []
        for generic in gluableWords {
            for length in stride(from: min(generic.count - 1, word.count - 2), through: shortestStart, by: -1)
            where isLast && generic.starts(with: word.suffix(length)) {
                readings.append([Array(word.dropLast(length)), Array(word.suffix(length))])
            }
            if word.count >= generic.count + 2, word.suffix(generic.count).elementsEqual(generic) {
                readings.append([Array(word.dropLast(generic.count)), generic])
            }
            if word.count >= generic.count + 3, word.starts(with: generic) {
                readings.append([generic, Array(word.dropFirst(generic.count))])
            }
        }
        return readings
    }
}
