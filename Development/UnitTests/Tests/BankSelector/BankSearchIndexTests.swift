import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@testable import PrimerCheckoutComponents

@Suite("Bank search")
struct BankSearchIndexTests {
    let dotpay = BankSearchIndex(banks: BankFixtures.dotpay)
    let ideal = BankSearchIndex(banks: BankFixtures.ideal)
    let polish = BankSearchIndex(banks: BankFixtures.onlineBankingPL)

    /// An index over online banks of these names, with their positions as ids.
    static func index(of names: [String]) -> BankSearchIndex {
        BankSearchIndex(banks: names.enumerated().map { Bank(id: "\($0.offset)", name: $0.element, iconUrl: nil, isDisabled: false) })
    }

    @Test func ingRanksExactThenNamePrefixThenWordPrefix() {
        #expect(ideal.search("ing").names.first == "ING")
        #expect(dotpay.search("ing").names == ["ING Corporate customers", "Płacę z ING."])
        #expect(polish.search("ing").names == ["Pay with ING"])
        let mixed = BankSearchIndex(banks: [
            Bank(id: "1", name: "Banking Partner", iconUrl: nil, isDisabled: false),
            Bank(id: "2", name: "Pay with ING", iconUrl: nil, isDisabled: false),
            Bank(id: "3", name: "ING Corporate", iconUrl: nil, isDisabled: false),
            Bank(id: "4", name: "ING", iconUrl: nil, isDisabled: false),
        ])
        #expect(mixed.search("ing").names == ["ING", "ING Corporate", "Pay with ING", "Banking Partner"])
    }

    @Test func accentsAreIgnoredBothWays() {
        let index = BankSearchIndex(banks: [Bank(id: "c", name: "Café Bank", iconUrl: nil, isDisabled: false)])
        #expect(index.search("cafe").names == ["Café Bank"])
        #expect(index.search("CAFÉ").names == ["Café Bank"])
        #expect(dotpay.search("bos").names == ["Płać z BOŚ"])
    }

    @Test func polishLWithStrokeMatchesPlainL() {
        #expect(dotpay.search("spoldzielcze").names == ["Banki Spółdzielcze"])
        #expect(dotpay.search("spółdzielcze").names == ["Banki Spółdzielcze"])
        #expect(dotpay.search("SPOLDZ").names == ["Bank Spółdzielczy w Brodnicy", "Banki Spółdzielcze"])
    }

    @Test func otherUndecomposableLettersFold() {
        let index = Self.index(of: ["Đông Á Bank", "Nørre Bank", "Işbank", "Æble Sparekasse", "Œuvre Crédit", "Straße Bank"])
        #expect(index.search("dong").names == ["Đông Á Bank"])
        #expect(index.search("norre").names == ["Nørre Bank"])
        #expect(index.search("isbank").names == ["Işbank"])
        #expect(index.search("aeble").names == ["Æble Sparekasse"])
        #expect(index.search("oeuvre").names == ["Œuvre Crédit"])
        #expect(index.search("strasse").names == ["Straße Bank"])
    }

    @Test func lettersThatAreTwoLettersInOneReadAsThoseTwo() {
        // The Dutch ij and the Croatian and Serbian digraphs as one character each (ĳ, ǉ, ǌ, ǆ):
        // Unicode folds them only by compatibility, which search folding does not apply.
        let index = Self.index(of: ["Ljubljanska banka", "Njegoš Banka", "Džep Banka", "IJsselmond Bank"])
        #expect(index.search("ǉubǉanska").names == ["Ljubljanska banka"])
        #expect(index.search("ǊEGOŠ").names == ["Njegoš Banka"])
        #expect(index.search("ǆep").names == ["Džep Banka"])
        #expect(index.search("ĳssel").names == ["IJsselmond Bank"])
        #expect(index.search("ijssel").names == ["IJsselmond Bank"])
        #expect(SearchHighlighter.matchedRanges(of: "ĳssel", in: "IJsselmond Bank") == [0..<6])
    }

    @Test func fullWidthLettersMatch() {
        #expect(ideal.search("ＩＮＧ").names.first == "ING")
    }

    @Test func aNameRanksByItsWordClosestToTheSlipNotItsFirstWordWithinATypo() {
        // "nedt" is "net" with a letter added and "nest" with d beside s: the second name's
        // neighbouring-key reading counts, though its first word is also a typo away.
        #expect(Self.index(of: ["Netto", "Net Nest"]).search("nedt").names == ["Net Nest", "Netto"])
    }

    @Test func digitsOfAnyScriptMatchTheDigits() {
        #expect(dotpay.search("pekao٢٤").names == ["Pekao24Przelew"])
        #expect(dotpay.search("przelew۲۴").names == ["Przelew24"])
        #expect(dotpay.search("pocztowy२४").names == ["Pocztowy24"])
        let index = Self.index(of: ["Bank ٣٦٥", "Bank 365"])
        #expect(index.search("365").names == ["Bank ٣٦٥", "Bank 365"])
    }

    @Test func everyWordMustMatchInAnyOrder() {
        #expect(dotpay.search("plac ipko").names == ["Płacę z iPKO"])
        #expect(dotpay.search("ipko plac").names == ["Płacę z iPKO"])
        #expect(dotpay.search("plac nothing").isEmpty)
    }

    @Test func punctuationAndSeparatorsAreIgnored() {
        #expect(polish.search("pekao sa").names == ["Bank PEKAO S.A."])
        #expect(ideal.search("abnamro").names == ["ABN AMRO"])
        #expect(ideal.search("abn-amro").names == ["ABN AMRO"])
        #expect(dotpay.search("pl@net").names.first == "BNP Paribas - płacę z Pl@net")
        #expect(dotpay.search("ing.").names == ["ING Corporate customers", "Płacę z ING."])
    }

    @Test func queryIsTrimmed() {
        #expect(ideal.search("  ing ").names == ideal.search("ing").names)
        #expect(ideal.search("\ting\n").names == ideal.search("ing").names)
    }

    @Test func exactIdFindsTheBank() {
        #expect(ideal.search("INGBNL2A").names == ["ING"])
        #expect(ideal.search("ingbnl2a").names == ["ING"])
        #expect(polish.search("31").names.first == "Płacę z iPKO (PKO BP)")
    }

    @Test func blankQueryRestoresServerOrder() {
        #expect(dotpay.search("") == BankFixtures.dotpay)
        #expect(dotpay.search("   ") == BankFixtures.dotpay)
    }

    @Test func tiesKeepServerOrder() {
        #expect(dotpay.search("bank").names.prefix(3) == ["Bank Nowy S.A.", "Bank Spółdzielczy w Brodnicy", "Bank transfer / postal"])
        #expect(dotpay.search("millennium").names == ["Millennium - Płatności Internetowe", "Millennium Corporate customers"])
    }

    @Test(arguments: ["(.*", "%@", "\u{0}", String(repeating: "a", count: 10_000), "[", "\\", "*", "😀", "\u{301}"])
    func specialCharactersGiveAnEmptyResult(query: String) {
        #expect(dotpay.search(query).isEmpty)
    }

    @Test func disabledBanksAreStillFound() {
        #expect(dotpay.search("skycash").map(\.isDisabled) == [true])
    }

    @Test func nonLatinNamesMatch() {
        let index = Self.index(of: ["招商银行", "Сбербанк", "بنك مصر", "ธนาคารกรุงเทพ"])
        #expect(index.search("银行").names == ["招商银行"])
        #expect(index.search("сбер").names == ["Сбербанк"])
        #expect(index.search("СБЕРБАНК").names == ["Сбербанк"])
        #expect(index.search("مصر").names == ["بنك مصر"])
        #expect(index.search("กรุงเทพ").names == ["ธนาคารกรุงเทพ"])
    }

    @Test func aQueryInCyrillicFindsABankNamedInLatinAndTheOtherWayRound() {
        let serbian = Self.index(of: ["Čačanska banka", "Poštanska štedionica", "Комерцијална банка", "ProCredit Bank"])
        #expect(serbian.search("чачанска").names == ["Čačanska banka"])
        #expect(serbian.search("Поштанска штедионица").names == ["Poštanska štedionica"])
        #expect(serbian.search("komercijalna").names == ["Комерцијална банка"])
        #expect(serbian.search("прокредит").names == ["ProCredit Bank"])
        #expect(serbian.search("банка").names == ["Čačanska banka", "Комерцијална банка"], "a word of either script")
        #expect(SearchHighlighter.matchedRanges(of: "komercijalna", in: "Комерцијална банка") == [0..<12], "the row marks what matched")
        #expect(SearchHighlighter.matchedRanges(of: "чачанска", in: "Čačanska banka") == [0..<8])
        // A Ukrainian customer in Poland, on a Ukrainian keyboard.
        #expect(polish.search("аліор").names == ["Pay with Alior Bank"])
        #expect(polish.search("пекао").names == ["Bank PEKAO S.A."])
        #expect(polish.search("тойота").names == ["Toyota Bank"])
    }

    @Test func emptyAndDuplicateNamesDoNotBreakTheIndex() {
        let banks = [
            Bank(id: "a", name: "", iconUrl: nil, isDisabled: false),
            Bank(id: "a", name: "Same", iconUrl: nil, isDisabled: false),
            Bank(id: "b", name: "Same", iconUrl: nil, isDisabled: false),
        ]
        let index = BankSearchIndex(banks: banks)
        #expect(index.search("same").map(\.id) == ["a", "b"])
        #expect(index.search("a").map(\.id) == ["a", "a", "b"])
    }
}

@Suite("Bank search typos")
struct BankSearchTypoTests {
    let dotpay = BankSearchIndex(banks: BankFixtures.dotpay)
    let ideal = BankSearchIndex(banks: BankFixtures.ideal)

    @Test func swappedLettersStillFindTheBank() {
        #expect(ideal.search("rabobnak").names == ["Rabobank"])
        #expect(ideal.search("abn amor").names == ["ABN AMRO"])
    }

    @Test func aMissingOrExtraLetterStillFindsTheBank() {
        #expect(ideal.search("revolt").names == ["Revolut"])
        #expect(ideal.search("triodso").names == ["Triodos Bank"])
        #expect(dotpay.search("spoldzelcze").names == ["Banki Spółdzielcze", "Bank Spółdzielczy w Brodnicy"])
    }

    @Test func longerWordsAllowTwoEdits() {
        #expect(dotpay.search("spuldzelcze").names == ["Banki Spółdzielcze"])
        #expect(dotpay.search("spuldzelzce").isEmpty, "three edits is a different word")
    }

    @Test func closeMatchesComeOnlyWhenNothingMatchesAsTyped() {
        #expect(ideal.search("bunq").names == ["bunq"])
        #expect(ideal.search("ing").names.first == "ING")
        #expect(ideal.search("ign").names == ["ING"], "a short word's typo is tried once nothing matches as typed")
        #expect(ideal.search("in").names.first == "ING", "a short word's exact matches come first")
        #expect(ideal.search("ig").isEmpty, "under three letters a word must match as typed")
    }

    @Test func fewestEditsRankFirst() {
        let index = BankSearchIndexTests.index(of: ["Santander", "Sanander Bank", "Santandre"])
        #expect(index.search("santnder").names == ["Santander", "Sanander Bank", "Santandre"])
    }

    /// A word no bank has — a town, a product, a filler — beside a bank's name empties the result no
    /// longer: what the rest finds is offered as found within a typo ("Did you mean …?"). A word a
    /// bank has stays, and so does the empty result when the rest is no name.
    @Test(arguments: [
        ("rabobank amsterdam", "Rabobank"), ("ing diba", "ING"), ("knab online sparen", "Knab"), ("asn duurzaam", "ASN Bank"),
        ("ik wil betalen met ing in amsterdam", "ING"), ("triodos bank utrecht", "Triodos Bank"), ("rabobank ams", "Rabobank"),
    ])
    func aWordNoBankHasBesideTheNameIsLeftOutAsASuggestion(query: String, bank: String) {
        let found = ideal.searchWithTypos(query)
        #expect(found.banks.first?.name == bank)
        #expect(found.withinATypo, "offered, not matched")
    }

    @Test(arguments: ["plac nothing", "no such bank", "xyz abc", "nonexistent bank", "bank amsterdam"])
    func aQueryWhoseOtherWordsNameNoBankStillFindsNothing(query: String) {
        #expect(dotpay.search(query).isEmpty, "Dotpay: \(query)")
        #expect(ideal.search(query).isEmpty, "iDEAL: \(query)")
    }

    @Test func everyWordMustStillMatch() {
        #expect(dotpay.search("plac ipkoo").names == ["Płacę z iPKO"])
        #expect(dotpay.search("plac nothing").isEmpty)
    }

    @Test func aTextPastedByMistakeFindsNothingButSpacesAroundANameDoNotCount() {
        let pasted = "rabobank " + String(repeating: "ł", count: 2_000)
        #expect(ideal.search(pasted).isEmpty)
        #expect(ideal.search(String(repeating: "rabobank ", count: 200)).isEmpty, "1 800 bytes")
        #expect(ideal.search(String(repeating: "rabobank ", count: 100)).names == ["Rabobank"], "900 bytes: every word matches")
        let padded = String(repeating: " ", count: 5_000) + "rabobank" + String(repeating: "\n", count: 5_000)
        #expect(ideal.search(padded).names == ["Rabobank"])
    }
}
