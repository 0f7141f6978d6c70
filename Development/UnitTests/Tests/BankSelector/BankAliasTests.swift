import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents

/// Banks found by other names: former names kept with the id, brands and products, the English and
/// Polish "Pay with" forms, and aliases the server sends. A bank's own other name matched at a word
/// start ranks after names matched at word starts and before names matched inside a word; other alias
/// matches rank after every name match; a row found by an alias says which name it matched.
@Suite("Bank aliases")
@MainActor
struct BankAliasTests {
    private func ready(
        _ type: String = "ADYEN_DOTPAY", banks: [IssuerBankDTO]? = nil
    ) async throws -> (CheckoutHarness, any PrimerBankSelectorScope) {
        let endpoint = banks.map { FakeBankListEndpoint(banks: [.success($0)]) }
        let harness = CheckoutHarness(types: [type], endpoints: endpoint.map { [type: $0] } ?? [:])
        return (harness, try #require(await harness.readyBankSelector(type)))
    }

    private func rows(_ harness: CheckoutHarness, locale: String = "en") -> [BankSelectorScreenModel.Row] {
        let strings = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: locale))
        guard case .bankSelector(_, let model) = CheckoutScreenModel(checkout: harness.checkout, strings: strings),
            case .rows(let rows) = model.content
        else { return [] }
        return rows
    }

    @Test func theIndexFoldsEachNameOnceAndFindsTheSameAliasesAsTheNameFoldedAlone() {
        for (banks, type) in [
            (BankFixtures.dotpay, "ADYEN_DOTPAY"), (BankFixtures.onlineBankingPL, "ADYEN_DOTPAY"), (BankFixtures.ideal, "ADYEN_IDEAL"),
        ] {
            var fromIndex: [[BankAlias]] = []
            _ = BankSearchIndex(banks: banks) { position, words in
                let aliases = BankAliases.aliases(for: banks[position], paymentMethodType: type, words: words)
                fromIndex.append(aliases)
                return aliases
            }
            #expect(fromIndex == banks.map { BankAliases.aliases(for: $0, paymentMethodType: type) })
            #expect(fromIndex.contains { !$0.isEmpty })
        }
    }

    @Test func aBrandFindsTheProductAfterEveryNameMatchOfABankOnline() async throws {
        let (harness, scope) = try await ready()
        scope.search(query: "velobank")
        #expect(scope.currentState.filteredBanks.map(\.name) == ["Getin Bank PBL", "EnveloBank"], "offline EnveloBank comes last")
        #expect(rows(harness).map(\.aliasNote) == ["VeloBank", nil])
        scope.search(query: "mbank")
        #expect(scope.currentState.filteredBanks.map(\.name) == ["mTransfer", "mRaty"], "mBank's instalments after, by its group's name")
        #expect(rows(harness).first?.aliasNote == "mBank")
    }

    @Test func aBrandTypedAsTwoWordsRanksBeforeANameMatchedInsideAWord() async throws {
        let (harness, scope) = try await ready()
        scope.search(query: "m bank")
        let names = scope.currentState.filteredBanks.map(\.name)
        #expect(names.first == "mTransfer", "\(names)")
        #expect(rows(harness).first?.aliasNote == "mBank")
        #expect(names.contains("Raty z Alior Bankiem PLN"), "a match inside a name is still listed, after")
        scope.search(query: "alior")
        #expect(scope.currentState.filteredBanks.map(\.name) == ["Pay with Alior Bank", "Raty z Alior Bankiem PLN"])
    }

    @Test func aCooperativeBanksCustomerFindsItByTheGroupTheyKnow() async throws {
        let (harness, scope) = try await ready()
        for (query, note) in [("bps", "Grupa BPS"), ("grupa bps", "Grupa BPS"), ("sgb", "SGB")] {
            scope.search(query: query)
            #expect(
                Set(scope.currentState.filteredBanks.map(\.name)) == ["Banki Spółdzielcze", "Bank Spółdzielczy w Brodnicy"],
                "\(query): \(scope.currentState.filteredBanks.map(\.name))")
            #expect(rows(harness).allSatisfy { $0.aliasNote == note }, "\(query): the rows say which name matched")
        }
    }

    @Test func aBrandThatPassedToAnotherBankFindsTheBankThatServesItsCustomersNow() async throws {
        let (dotpay, scope) = try await ready()
        for (query, names, note) in [
            ("t-mobile", ["Pay with Alior Bank", "Raty z Alior Bankiem PLN"], "T-Mobile"),
            ("idea bank", ["Idea Cloud", "Pekao24Przelew"], "Idea Bank"),
        ] {
            scope.search(query: query)
            #expect(scope.currentState.filteredBanks.map(\.name) == names, "\(query)")
            #expect(rows(dotpay).first?.aliasNote == note, "\(query)")
        }
        let (online, onlineScope) = try await ready(banks: BankFixtures.dtos("onlineBanking_PL"))
        for (query, name) in [("t mobile", "Pay with Alior Bank"), ("idea", "Bank PEKAO S.A."), ("envelo", "e-transfer Pocztowy24")] {
            onlineScope.search(query: query)
            #expect(onlineScope.currentState.filteredBanks.map(\.name) == [name], "\(query)")
            #expect(rows(online).first?.aliasNote != nil, "\(query): the row says which name matched")
        }
    }

    @Test func anOtherNameMatchesFromAWordsStartOnly() async throws {
        let (harness, scope) = try await ready()
        scope.search(query: "net")
        #expect(!scope.currentState.filteredBanks.map(\.name).contains("Millennium Corporate customers"), "\"net\" is not Millenet")
        scope.search(query: "bank")
        #expect(!scope.currentState.filteredBanks.map(\.name).contains("BNP Paribas - płacę z Pl@net"), "nor Raiffeisen Polbank")
        scope.search(query: "polbank")
        #expect(scope.currentState.filteredBanks.map(\.name) == ["BNP Paribas - płacę z Pl@net"])
        #expect(rows(harness).first?.aliasNote == "formerly Raiffeisen Polbank")
        scope.search(query: "millenet")
        #expect(scope.currentState.filteredBanks.map(\.name) == ["Millennium - Płatności Internetowe", "Millennium Corporate customers"])
    }

    @Test func aMistypedBrandFindsTheBankAndTheRowSaysWhichName() async throws {
        let (harness, scope) = try await ready()
        scope.search(query: "velobnak")
        #expect(scope.currentState.filteredBanks.first?.name == "Getin Bank PBL")
        #expect(rows(harness).first?.aliasNote == "VeloBank")
        #expect(scope.currentState.searchSuggestion == "Getin Bank PBL", "offered as a typo, under \"Did you mean\"")
        scope.search(query: "mbnak")
        #expect(scope.currentState.filteredBanks.map(\.name) == ["mTransfer", "mRaty"], "mBank's instalments after, by its group's name")
    }

    @Test func aMistypedGenericWordLeavesTheBankNameToDecide() async throws {
        let (_, scope) = try await ready()
        for (query, bank) in [("ing bnak", "ING Corporate customers"), ("mraty bnak", "mRaty"), ("bos bnak", "Płać z BOŚ")] {
            scope.search(query: query)
            #expect(scope.currentState.filteredBanks.first?.name == bank, "\(query)")
            #expect(scope.currentState.searchSuggestion == nil, "the bank's name matched as typed")
        }
    }

    @Test func wordsSpreadOverTheNameAndAnOtherNameFindTheBank() async throws {
        let (harness, scope) = try await ready()
        scope.search(query: "inteligo pko")
        #expect(scope.currentState.filteredBanks.map(\.name) == ["Płacę z Inteligo"])
        #expect(rows(harness).first?.aliasNote == "PKO BP", "the row says which other name held \"pko\"")
        let (dutch, dutchScope) = try await ready("ADYEN_IDEAL")
        dutchScope.search(query: "sns volksbank")
        #expect(dutchScope.currentState.filteredBanks.map(\.name).first == "SNS Bank", "more words in the name first")
        #expect(rows(dutch).first?.aliasNote != nil)
    }

    @Test func aScreenReaderHearsTheOtherNameTheRowShows() async throws {
        let (harness, scope) = try await ready()
        scope.search(query: "velobank")
        #expect(rows(harness).map(\.accessibility.label) == ["Getin Bank PBL, VeloBank", "EnveloBank, unavailable"])
        scope.search(query: "getin")
        #expect(rows(harness).map(\.accessibility.label) == ["Getin Bank PBL"], "no note, the name alone")
        let (dutch, dutchScope) = try await ready("ADYEN_IDEAL")
        dutchScope.search(query: "postbank")
        #expect(rows(dutch, locale: "nl").first?.accessibility.label.hasPrefix("ING, ") == true)
    }

    /// Voice Control taps an element by a name said aloud: a row whose label carries the other
    /// name it shows, or "unavailable", still answers to the bank's name, and to that other name.
    @Test func voiceControlTapsARowByTheBanksNameOrTheOtherNameItShows() async throws {
        let (harness, scope) = try await ready()
        scope.search(query: "velobank")
        #expect(rows(harness).map(\.accessibility.inputLabels) == [["Getin Bank PBL", "VeloBank"], ["EnveloBank"]])
        scope.search(query: "getin")
        #expect(rows(harness).map(\.accessibility.inputLabels) == [["Getin Bank PBL"]])
    }

    @Test func aFormerNameFindsTheRenamedBankAndTheRowSaysSoInTheCustomersLanguage() async throws {
        let (harness, scope) = try await ready(
            banks: [
                IssuerBankDTO(id: "65", name: "Bank PEKAO S.A.", iconUrl: nil, disabled: false),
                IssuerBankDTO(id: "153", name: "VeloBank", iconUrl: nil, disabled: false),
            ])
        scope.search(query: "getin")
        #expect(scope.currentState.filteredBanks.map(\.id) == ["153"])
        #expect(rows(harness).first?.aliasNote == "formerly Getin Bank")
        #expect(rows(harness, locale: "pl").first?.aliasNote == "dawniej Getin Bank")
        scope.search(query: "velo")
        #expect(rows(harness).first?.aliasNote == nil)
    }

    @Test func payWithAndPłacęZFindEachOther() async throws {
        let (_, scope) = try await ready()
        scope.search(query: "pay with ing")
        #expect(scope.currentState.filteredBanks.map(\.name) == ["Płacę z ING."])
        let (_, plus) = try await ready(banks: [IssuerBankDTO(id: "131", name: "Pay with Plus Bank", iconUrl: nil, disabled: false)])
        plus.search(query: "placę z plus")
        #expect(plus.currentState.filteredBanks.map(\.id) == ["131"])
    }

    @Test func aliasesTheServerSendsAreSearchedToo() async throws {
        let (harness, scope) = try await ready(
            "ADYEN_IDEAL",
            banks: [
                IssuerBankDTO(id: "ABNANL2A", name: "ABN AMRO", iconUrl: nil, disabled: false),
                IssuerBankDTO(id: "NNBANL2G", name: "Nationale-Nederlanden", iconUrl: nil, disabled: false, aliases: ["NN Bank"]),
            ])
        scope.search(query: "nn bank")
        #expect(scope.currentState.filteredBanks.map(\.id) == ["NNBANL2G"])
        #expect(rows(harness, locale: "en").first?.aliasNote == "NN Bank")
        #expect(scope.currentState.banks.last?.aliases == ["NN Bank"])
    }

    @Test func theDutchMergerFindsSNSAndRegioBankUnderASNAfterASNItself() async throws {
        let (_, scope) = try await ready("ADYEN_IDEAL")
        scope.search(query: "asn bank")
        #expect(scope.currentState.filteredBanks.map(\.id) == ["ASNBNL21", "RBRBNL21", "SNSBNL2A"])
    }

    @Test func aBanksNameInItsOwnCountryFindsItThereAndNowhereElse() async throws {
        let (polish, polishScope) = try await ready("ADYEN_DOTPAY")
        polishScope.search(query: "ing śląski")
        #expect(polishScope.currentState.filteredBanks.map(\.name) == ["ING Corporate customers", "Płacę z ING."])
        #expect(rows(polish).map(\.aliasNote) == ["ING Bank Śląski", "ING Bank Śląski"])
        polishScope.search(query: "ing slaski")
        #expect(polishScope.currentState.filteredBanks.count == 2)
        let (_, dutchScope) = try await ready("ADYEN_IDEAL")
        dutchScope.search(query: "ing slaski")
        #expect(dutchScope.currentState.aliasMatches.isEmpty, "the Dutch ING is not ING Bank Śląski")
        #expect(dutchScope.currentState.searchSuggestion == "ING", "only offered, as \"ing\" without a word no Dutch bank has")
        #expect(
            BankAliases.aliases(for: BankFixtures.ideal.first { $0.id == "INGBNL2A" }!, paymentMethodType: "ADYEN_IDEAL").map(\.name) == [
                "Postbank"
            ])
    }

    @Test func aDutchBankIsFoundByTheNameOfTheBankItAbsorbed() async throws {
        let (harness, scope) = try await ready("ADYEN_IDEAL")
        scope.search(query: "postbank")
        #expect(scope.currentState.filteredBanks.map(\.id) == ["INGBNL2A"])
        #expect(rows(harness).first?.aliasNote == "formerly Postbank")
        scope.search(query: "friesland bank")
        #expect(scope.currentState.filteredBanks.map(\.id) == ["RABONL2U"])
        #expect(rows(harness, locale: "nl").first?.aliasNote?.hasSuffix("Friesland Bank") == true)
    }
}
