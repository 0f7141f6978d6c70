import Foundation
import Testing

@_spi(Renderer) @testable import PrimerCheckoutComponents
@testable import PrimerCheckoutTerminal

/// `BankSelectorOptions.highlightedBankIds`: the merchant's popular banks above the rest while the
/// search is empty, not repeated below; a search ranks every bank as usual.
@Suite("Popular banks")
struct PopularBanksTests {
    let banks = [
        Bank(id: "ABNANL2A", name: "ABN AMRO", iconUrl: nil, isDisabled: false),
        Bank(id: "ASNBNL21", name: "ASN Bank", iconUrl: nil, isDisabled: false),
        Bank(id: "INGBNL2A", name: "ING", iconUrl: nil, isDisabled: false),
        Bank(id: "KNABNL2H", name: "Knab", iconUrl: nil, isDisabled: true),
        Bank(id: "RABONL2U", name: "Rabobank", iconUrl: nil, isDisabled: false),
    ]

    private func model(
        query: String = "", filtered: [Bank]? = nil, options: BankSelectorOptions, locale: String = "en"
    ) -> BankSelectorScreenModel {
        var state = BankSelectorState(status: .ready, banks: banks, filteredBanks: filtered ?? banks, searchQuery: query)
        state.options = options
        return BankSelectorScreenModel(
            state: state, presentationContext: .fromPaymentSelection, dismissalMechanism: [.gestures],
            strings: CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: locale)))
    }

    @Test func anEmptySearchShowsThePopularBanksFirstInTheMerchantsOrderAndNotAgainBelow() {
        let screen = model(options: BankSelectorOptions(highlightedBankIds: ["RABONL2U", "INGBNL2A", "UNKNOWN"]))
        #expect(screen.sections.map(\.kind) == [.popular, .allBanks])
        #expect(screen.sections.map { $0.header?.label } == ["Popular", "All banks"])
        #expect(screen.sections[0].rows.map(\.id) == ["RABONL2U", "INGBNL2A"])
        #expect(screen.sections[1].rows.map(\.id) == ["ABNANL2A", "ASNBNL21", "KNABNL2H"])
        guard case .rows(let rows) = screen.content else {
            Issue.record("no rows")
            return
        }
        #expect(rows.map(\.id) == ["RABONL2U", "INGBNL2A", "ABNANL2A", "ASNBNL21", "KNABNL2H"])
        #expect(screen.announcement == "5 banks")
    }

    @Test func searchingRanksEveryBankAsUsualWithoutSections() {
        let found = [banks[1], banks[0], banks[4]]
        let screen = model(query: "a", filtered: found, options: BankSelectorOptions(highlightedBankIds: ["RABONL2U"]))
        #expect(screen.sections.count == 1)
        #expect(screen.sections[0].header == nil)
        #expect(screen.sections[0].rows.map(\.id) == found.map(\.id))
    }

    @Test func withoutHighlightedBanksThereIsOneSectionWithoutAHeading() {
        let screen = model(options: BankSelectorOptions())
        #expect(screen.sections.map(\.kind) == [.allBanks])
        #expect(screen.sections[0].header == nil)
        #expect(screen.sections[0].rows.map(\.id) == banks.map(\.id))
    }

    @Test func aHiddenOfflineBankIsNotPopularEither() {
        let hidden = banks.filter { !$0.isDisabled }
        let screen = model(
            filtered: hidden, options: BankSelectorOptions(offlineBanks: .hide, highlightedBankIds: ["KNABNL2H", "INGBNL2A"]))
        #expect(screen.sections.first?.rows.map(\.id) == ["INGBNL2A"])
    }

    @Test func headingsAreLocalizedHeadersThatAssistiveTechnologyReadsBeforeTheirRows() throws {
        let screen = model(options: BankSelectorOptions(highlightedBankIds: ["INGBNL2A"]), locale: "pl")
        #expect(screen.sections.map { $0.header?.label } == ["Popularne", "Wszystkie banki"])
        let elements = CheckoutScreenModel.bankSelector(paymentMethodType: "ADYEN_IDEAL", screen).accessibilityElements
        let labels = elements.map(\.label)
        let popular = try #require(labels.firstIndex(of: "Popularne"))
        #expect(labels[popular + 1] == "ING")
        #expect(elements.first { $0.label == "Wszystkie banki" }?.traits == .header)
    }

    @Test @MainActor func theTerminalDrawsEachHeadingAboveItsSection() throws {
        let screen = model(options: BankSelectorOptions(highlightedBankIds: ["INGBNL2A"]))
        let frame = CheckoutFrameRenderer(width: 60, height: 20)
            .frame(for: .bankSelector(paymentMethodType: "ADYEN_IDEAL", screen), ui: TerminalUIState(), bankSelector: nil)
            .map { $0.plain.trimmingCharacters(in: .whitespaces) }
        let popular = try #require(frame.firstIndex(of: "Popular"))
        #expect(frame[popular + 1].contains("ING"))
        #expect(frame.contains("All banks"))
    }
}
