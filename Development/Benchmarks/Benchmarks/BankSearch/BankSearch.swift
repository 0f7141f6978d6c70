import Benchmark
import Foundation
import PrimerCheckoutComponents

/// Bank names shaped like the real lists: mixed languages, diacritics, punctuation.
private func syntheticBanks(_ count: Int) -> [Bank] {
    let stems = [
        "Bank", "Płacę z", "Spółdzielczy", "Crédit", "Banque", "Sparkasse", "Caixa", "Raiffeisen",
        "Nationale", "Millennium", "Zürcher", "Česká", "Ålandsbanken", "Pekao S.A.", "Rabo", "Kasa",
    ]
    let places = ["Brodnicy", "Noord", "Lyon", "Kraków", "Gdańsk", "Łódź", "Utrecht", "Porto", "Köln", "Wien"]
    return (0..<count).map { index in
        let name = "\(stems[index % stems.count]) \(places[(index / stems.count) % places.count]) \(index)"
        return Bank(id: "B\(index)", name: name, iconUrl: nil, isDisabled: index % 17 == 0)
    }
}

/// What most SDKs do: fold every name with Foundation on every keystroke and test `contains`.
private func naiveSearch(_ banks: [Bank], _ query: String) -> [Bank] {
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    let folded = query.trimmingCharacters(in: .whitespaces).folding(options: options, locale: nil)
    guard !folded.isEmpty else { return banks }
    return banks.filter { $0.name.folding(options: options, locale: nil).contains(folded) }
}

/// A customer typing "spoldz" letter by letter: one search per keystroke.
private let keystrokes = ["s", "sp", "spo", "spol", "spold", "spoldz"]

/// Mistyped queries no name contains as typed, so the search falls back to close matches.
private let typos = ["spoldzeilczy", "krakwo", "raiffiesen"]

/// Six- and seven-letter queries one typo cannot match ("bordicy" for Brodnicy, "urtcht" for
/// Utrecht; "xqzwvy" nothing at all), so the search runs its second typo pass: the most a query
/// without generic words costs.
private let secondPassTypos = ["bordicy", "urtcht", "xqzwvy"]

/// Queries with generic words ("bank", "s.a.", "pay with", one mistyped) that find nothing as typed,
/// so every reading without them is tried: the worst case a keystroke meets.
private let genericWordQueries = ["spoldzielczy bnak s.a.", "pay with raiffiesen polska", "xqzw bank polska s.a."]

/// A bank's word beside words no bank has (a town abroad, a product, letters at random), which
/// nothing matches even within a typo: the words no bank has are left out and the rest searched
/// again, after both typo passes.
private let unknownWordQueries = ["raiffeisen amsterdam", "millennium xqzwvy oszczednosci", "pekao hamburg"]

/// Two or three names no bank has together (a customer weighing banks, one name mistyped): after
/// both typo passes find nothing, each name is searched on its own and the banks each finds are
/// listed — at 100 000 banks, thousands of them.
private let twoNameQueries = ["raiffeisen millennium", "pekao millenium", "rabo caixa sparkasse"]

/// A text pasted into the search field by mistake (an e-mail, 100 000 characters): over the
/// longest query the search reads, so it finds nothing without folding it.
private let pastedText = String(repeating: "Dear customer, your order number 1234 has been shipped. ", count: 1_800)

/// The longest query the search reads (1 000 bytes of words, a few of them generic, none a name's):
/// every reading of it is tried, so no keystroke costs more.
private let longestQuery: String = {
    let words = ["dear", "customer", "your", "order", "number", "has", "been", "shipped", "bank", "płacę", "przelew", "ing", "mbank"]
    var query = ""
    var next = 0
    while query.utf8.count < 1_000 {
        query += words[next * 7 % words.count] + " "
        next += 1
    }
    return query
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )

    registerScopeKeystrokeBenchmarks()

    for count in [30, 1_000, 10_000, 100_000] {
        let banks = syntheticBanks(count)
        let index = BankSearchIndex(banks: banks)

        /// `<kind>/indexed/<banks>`: one iteration searches each of `queries` from scratch.
        func searches(_ kind: String, _ queries: [String]) {
            Benchmark("\(kind)/indexed/\(count)", configuration: .init(scalingFactor: .one)) { benchmark in
                for query in queries { blackHole(index.search(query)) }
            }
        }
        searches("keystroke", keystrokes)
        Benchmark("keystroke/naive/\(count)", configuration: .init(scalingFactor: .one)) { benchmark in
            for query in keystrokes {
                blackHole(naiveSearch(banks, query))
            }
        }
        searches("typo", typos)
        searches("typo-second-pass", secondPassTypos)
        searches("generic-words", genericWordQueries)
        searches("unknown-words", unknownWordQueries)
        searches("two-names", twoNameQueries)
        searches("pasted-text", [pastedText])
        searches("longest-query", [longestQuery])
        Benchmark("build-index/\(count)", configuration: .init(maxIterations: 50)) { benchmark in
            blackHole(BankSearchIndex(banks: banks))
        }
        // The names people also use for each bank, looked up once per list load.
        Benchmark("aliases/\(count)", configuration: .init(maxIterations: 50)) { benchmark in
            for bank in banks { blackHole(BankAliases.aliases(for: bank, paymentMethodType: "ADYEN_DOTPAY")) }
        }
        // A list load's whole index: names folded once, for the keys and for the alias table.
        Benchmark("build-index-with-aliases/\(count)", configuration: .init(maxIterations: 50)) { benchmark in
            blackHole(
                BankSearchIndex(banks: banks) { position, words in
                    BankAliases.aliases(for: banks[position], paymentMethodType: "ADYEN_DOTPAY", words: words)
                })
        }
    }
}
