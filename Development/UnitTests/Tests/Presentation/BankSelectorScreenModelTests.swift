import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @testable import PrimerCheckoutComponents

@Suite("Bank selector screen model")
struct BankSelectorScreenModelTests {
    let strings = CheckoutComponentsStrings()
    let ing = Bank(id: "INGBNL2A", name: "ING", iconUrl: URL(string: "https://logos.example/ing.png"), isDisabled: false)
    let offline = Bank(id: "HANDNL2A", name: "Handelsbanken", iconUrl: nil, isDisabled: true)

    private func model(
        _ state: BankSelectorState, _ context: PresentationContext = .fromPaymentSelection,
        _ dismissal: [DismissalMechanism] = [.gestures]
    ) -> BankSelectorScreenModel {
        BankSelectorScreenModel(state: state, presentationContext: context, dismissalMechanism: dismissal, strings: strings)
    }

    @Test func headerShowsBackOnlyFromPaymentSelectionPlusCancelWithACloseButton() {
        let fromList = model(BankSelectorState(), .fromPaymentSelection, [.gestures])
        #expect(fromList.header.title == "Choose your bank")
        #expect(fromList.header.backButton?.identifier == "checkout_components_bank_selector_back_button")
        #expect(fromList.header.cancelButton == nil)
        let fromListWithClose = model(BankSelectorState(), .fromPaymentSelection, [.gestures, .closeButton])
        #expect(fromListWithClose.header.backButton != nil)
        #expect(fromListWithClose.header.cancelButton?.identifier == "checkout_components_bank_selector_cancel_button")
    }

    /// FR-009: presented directly there is no back button, so a cancel button is always the way out.
    @Test(arguments: [[DismissalMechanism](), [.gestures], [.closeButton], [.gestures, .closeButton]])
    func directPresentationAlwaysOffersCancel(dismissal: [DismissalMechanism]) {
        let direct = model(BankSelectorState(), .direct, dismissal)
        #expect(direct.header.backButton == nil)
        #expect(direct.header.cancelButton?.label == "Cancel")
        #expect(direct.header.cancelButton?.traits == .button)
    }

    @Test func searchFieldCarriesTextPlaceholderAndAccessibility() {
        let screen = model(BankSelectorState(status: .ready, banks: [ing], filteredBanks: [ing], searchQuery: "in"))
        #expect(screen.searchField.text == "in")
        #expect(screen.searchField.placeholder == "Search banks")
        #expect(
            screen.searchField.accessibility
                == AccessibilityConfiguration(
                    identifier: "checkout_components_bank_selector_search_bar", label: "Search banks",
                    hint: "Enter bank name to filter the list", traits: .searchField))
    }

    @Test func loadingShowsOnlyTheSpinner() {
        guard case .loading(let a11y) = model(BankSelectorState(status: .loading, searchQuery: "x")).content else {
            Issue.record("expected loading")
            return
        }
        #expect(a11y.label == "Loading banks")
        #expect(a11y.identifier == "checkout_components_bank_selector_loading")
    }

    @Test func noBanksAvailableWinsOverNoResults() {
        let screen = model(BankSelectorState(status: .ready, banks: [], filteredBanks: [], searchQuery: "zzz"))
        guard case .noBanksAvailable(let message, let a11y) = screen.content else {
            Issue.record("expected no banks available, got \(screen.content)")
            return
        }
        #expect(message == "No banks available")
        #expect(a11y.identifier == "checkout_components_bank_selector_no_banks")
    }

    @Test func noResultsWhenTheSearchMatchesNothing() {
        guard
            case .noResults(let message, let a11y) = model(
                BankSelectorState(status: .ready, banks: [ing], filteredBanks: [], searchQuery: "zzz")
            ).content
        else {
            Issue.record("expected no results")
            return
        }
        #expect(message == "No banks found")
        #expect(a11y.label == "No banks match your search")
    }

    @Test func rowsCarryBankDataMatchesAndAccessibility() {
        let screen = model(BankSelectorState(status: .ready, banks: [ing, offline], filteredBanks: [ing, offline], searchQuery: ""))
        guard case .rows(let rows) = screen.content else {
            Issue.record("expected rows")
            return
        }
        #expect(rows.map(\.id) == ["INGBNL2A", "HANDNL2A"])
        #expect(rows[0].iconUrl == ing.iconUrl)
        #expect(
            rows[0].accessibility
                == AccessibilityConfiguration(
                    identifier: "checkout_components_bank_selector_INGBNL2A_item", label: "ING", hint: "Double-tap to select this bank",
                    traits: .button, inputLabels: ["ING"]))
        #expect(rows[1].isDisabled)
        #expect(rows[1].unavailableText == "Unavailable")
        #expect(rows[1].accessibility.label == "Handelsbanken, unavailable")
        #expect(rows[1].accessibility.traits == [.button, .notEnabled])
        #expect(rows[1].accessibility.hint == nil)
    }

    @Test func selectedRowIsMarkedSelected() {
        let screen = model(BankSelectorState(status: .selected(ing), banks: [ing], filteredBanks: [ing], selectedBank: ing))
        guard case .rows(let rows) = screen.content else { return }
        #expect(rows[0].accessibility.traits.contains(.selected))
    }

    @Test func duplicateAndUnsafeBankIdsGetUniqueSanitizedIdentifiers() {
        let banks = [
            Bank(id: "a b/c", name: "One", iconUrl: nil, isDisabled: false),
            Bank(id: "a b/c", name: "Two", iconUrl: nil, isDisabled: false),
        ]
        guard case .rows(let rows) = model(BankSelectorState(status: .ready, banks: banks, filteredBanks: banks)).content else { return }
        #expect(
            rows.map(\.accessibility.identifier) == [
                "checkout_components_bank_selector_a_b_c_item", "checkout_components_bank_selector_a_b_c_2_item",
            ])
    }

    @Test func matchedRangesPointAtTheOriginalLetters() {
        #expect(SearchHighlighter.matchedRanges(of: "spol", in: "Banki Spółdzielcze") == [6..<10])
        #expect(SearchHighlighter.matchedRanges(of: "plac ipko", in: "Płacę z iPKO") == [0..<4, 8..<12])
        #expect(SearchHighlighter.matchedRanges(of: "pekao sa", in: "Bank PEKAO S.A.") == [5..<10, 11..<14])
        #expect(SearchHighlighter.matchedRanges(of: "ing", in: "Banking ING") == [8..<11])
        #expect(SearchHighlighter.matchedRanges(of: "", in: "ING").isEmpty)
        #expect(SearchHighlighter.matchedRanges(of: "%@", in: "ING").isEmpty)
    }

    @Test func aGenericWordGluedOnMarksTheBanksWord() {
        #expect(SearchHighlighter.matchedRanges(of: "knabbank", in: "Knab") == [0..<4])
        #expect(SearchHighlighter.matchedRanges(of: "pekaobank", in: "Bank Pekao") == [0..<4, 5..<10])
        #expect(SearchHighlighter.matchedRanges(of: "knabba", in: "Knab") == [0..<4])
    }

    @Test func closeMatchesMarkTheLettersTheTypoStoodFor() {
        #expect(SearchHighlighter.matchedRanges(of: "rabobnak", in: "Rabobank") == [0..<8])
        #expect(SearchHighlighter.matchedRanges(of: "abn amor", in: "ABN AMRO") == [0..<3, 4..<8])
        #expect(SearchHighlighter.matchedRanges(of: "spoldzelcze", in: "Banki Spółdzielcze") == [6..<18])
        #expect(SearchHighlighter.matchedRanges(of: "kredyt", in: "Credit Agricole PBL") == [0..<6])
        #expect(SearchHighlighter.matchedRanges(of: "zzzzzz", in: "Rabobank").isEmpty)
    }

    @Test func closeMatchRowsAreHighlighted() {
        let banks = BankFixtures.ideal
        let screen = model(
            BankSelectorState(
                status: .ready, banks: banks, filteredBanks: BankSearchIndex(banks: banks).search("rabobnak"),
                searchQuery: "rabobnak"))
        guard case .rows(let rows) = screen.content else {
            Issue.record("expected rows, got \(screen.content)")
            return
        }
        #expect(rows.map(\.name) == ["Rabobank"])
        #expect(rows.first?.matchedRanges == [0..<8])
    }
}

@Suite("Strings")
struct CheckoutComponentsStringsTests {
    @Test func englishTextsAreLoaded() {
        let strings = CheckoutComponentsStrings()
        #expect(strings.bankSelectorTitle == "Choose your bank")
        #expect(strings.accessibilityBankItemDisabled("ING") == "ING, unavailable")
    }

    @Test func unknownLocaleFallsBackToEnglish() {
        #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "xx-YY")).bankSelectorTitle == "Choose your bank")
    }

    @Test func amountsAreFormattedWithTheirCurrency() {
        let amount = CheckoutComponentsStrings().formattedAmount(1250, currencyCode: "EUR")
        #expect(amount.contains("12.50"))
        #expect(amount.contains("€"))
    }
}

extension BankSelectorScreenModelTests {
    @Test func returnPaysWithTheOnlyResultWhenItIsAvailable() {
        let abn = Bank(id: "ABNANL2A", name: "ABN AMRO", iconUrl: nil, isDisabled: false)
        #expect(
            model(BankSelectorState(status: .ready, banks: [ing, abn], filteredBanks: [ing], searchQuery: "ing")).bankForReturnKey == ing)
        #expect(model(BankSelectorState(status: .ready, banks: [ing, abn], filteredBanks: [ing, abn])).bankForReturnKey == nil)
        #expect(model(BankSelectorState(status: .ready, banks: [offline], filteredBanks: [offline])).bankForReturnKey == nil)
        #expect(model(BankSelectorState(status: .ready, banks: [ing], filteredBanks: [], searchQuery: "x")).bankForReturnKey == nil)
        #expect(model(BankSelectorState()).bankForReturnKey == nil)
    }

    @Test func rowsSplitTheNameIntoMatchedAndUnmatchedRuns() throws {
        let screen = model(BankSelectorState(status: .ready, banks: [offline], filteredBanks: [offline], searchQuery: "bank"))
        guard case .rows(let rows) = screen.content else {
            Issue.record("no rows")
            return
        }
        #expect(
            rows[0].nameSegments == [
                .init(text: "Handels", isMatch: false), .init(text: "bank", isMatch: true), .init(text: "en", isMatch: false),
            ])
        #expect(rows[0].nameSegments.map(\.text).joined() == "Handelsbanken")
    }

    @Test(arguments: [("ING", "IN"), ("ABN AMRO", "AA"), ("Bank Pekao S.A.", "BP"), ("mBank", "MB"), ("ČSOB", "ČS")])
    func theMonogramStandsInForTheLogo(name: String, monogram: String) {
        let bank = Bank(id: name, name: name, iconUrl: nil, isDisabled: false)
        let screen = model(BankSelectorState(status: .ready, banks: [bank], filteredBanks: [bank]))
        guard case .rows(let rows) = screen.content else {
            Issue.record("no rows")
            return
        }
        #expect(rows[0].monogram == monogram)
        #expect((0..<6).contains(rows[0].badgeTint))
    }
}
