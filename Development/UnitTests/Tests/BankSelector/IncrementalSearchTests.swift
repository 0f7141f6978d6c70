import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@testable import PrimerCheckoutComponents

/// A keystroke that only adds letters or words searches just what the previous keystroke found;
/// its results are always those of a search from scratch.
@Suite("Incremental search")
struct IncrementalSearchTests {
    /// A small deterministic generator, so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
    }

    static let banks: [Bank] =
        BankFixtures.dotpay + BankFixtures.ideal + [
            Bank(id: "1", name: "Płacę z mTransfer", iconUrl: nil, isDisabled: false),
            Bank(id: "GEN12", name: "Bank Lyon", iconUrl: nil, isDisabled: false),
            Bank(id: "GEN123", name: "Sparkasse Köln 7", iconUrl: nil, isDisabled: true),
        ]
    static let index = BankSearchIndex(banks: banks) { position, _ in
        BankAliases.aliases(for: banks[position], paymentMethodType: "ADYEN_DOTPAY")
    }

    private func same(
        _ lhs: (banks: [Bank], withinATypo: Bool, aliases: [String: BankAlias], memory: BankSearchIndex.Memory?),
        _ rhs: (banks: [Bank], withinATypo: Bool, aliases: [String: BankAlias], memory: BankSearchIndex.Memory?)
    ) -> Bool {
        lhs.banks == rhs.banks && lhs.withinATypo == rhs.withinATypo && lhs.aliases == rhs.aliases
    }

    @Test func typingANameLetterByLetterFindsWhatASearchFromScratchFinds() {
        let names = [
            "spoldzielczy brodnicy", "ing bank", "gen12", "gen123", "płacę z mbank", "rabobnak", "pekao sa", "velobank",
            "bank spółdzielczy w krakowie", "bs krakow bank", "bank polska", "www.aliorbank.pl/", "www.pekao.com.pl",
            "paypo", "ideal ing bank", "ik wil betalen met ing", "chcę zapłacić przez mbank", "pay with rabobank",
            "wero ing", "mijn bank is ing", "ik zit bij de abn", "mój bank to pko", "spółdzielczy w krakowie", "sspółdzielcze",
            "mój bank to santander", "ik ben klant bij sns", "płacę przez santander", "moje konto w santander", "bank van lanschot",
            "mam konto w banku spółdzielczym", "przelew z banków spółdzielczych", "mam konto w spódzielczy",
            "mam konto w kasie stefczyka", "banku spółdzielczym w brodnicy", "mam konto w podkarpackim banku spółdzielczym",
            "mój bank to kasa stefczyka", "i have an account at triodos", "i'm with knab", "log in to rabobank", "sign in with ing",
            "przelew z aliora",
        ]
        for name in names {
            var memory: BankSearchIndex.Memory?
            for length in 1...name.count {
                let query = String(name.prefix(length))
                let incremental = Self.index.searchWithTypos(query, after: memory)
                memory = incremental.memory
                #expect(same(incremental, Self.index.searchWithTypos(query)), "\(query)")
            }
        }
    }

    @Test func randomTypingWithBackspacesAndPastesFindsWhatASearchFromScratchFinds() {
        var random = Generator(state: 20_261_124)
        let letters = Array("abcdeiklmnoprstuwyz łą-.".unicodeScalars).map(Character.init)
        for _ in 0..<200 {
            var query = ""
            var memory: BankSearchIndex.Memory?
            for _ in 0..<12 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0: query = String(query.dropLast())
                case 1: query = Self.banks.randomElement(using: &random).map { String($0.name.prefix(5)) } ?? ""
                default: query.append(letters.randomElement(using: &random) ?? "a")
                }
                let incremental = Self.index.searchWithTypos(query, after: memory)
                memory = incremental.memory
                #expect(same(incremental, Self.index.searchWithTypos(query)), "\(query)")
            }
        }
    }
}
