import Foundation
import Testing

@testable import PrimerCheckoutComponents

@Suite("Bank selector state")
struct BankSelectorStateTests {
    let ing = Bank(id: "INGBNL2A", name: "ING", iconUrl: URL(string: "https://logos.example/ing.png"), isDisabled: false)
    let rabo = Bank(id: "RABONL2U", name: "Rabobank", iconUrl: nil, isDisabled: false)

    @Test func defaultStateIsAnEmptyLoadingList() {
        let state = BankSelectorState()
        #expect(state.status == .loading)
        #expect(state.banks.isEmpty && state.filteredBanks.isEmpty)
        #expect(state.selectedBank == nil)
        #expect(state.searchQuery.isEmpty)
    }

    @Test func everyFieldCanBeSet() {
        let state = BankSelectorState(
            status: .selected(ing), banks: [ing, rabo], filteredBanks: [ing],
            selectedBank: ing, searchQuery: "in")
        #expect(state.status == .selected(ing))
        #expect(state.banks == [ing, rabo])
        #expect(state.filteredBanks == [ing])
        #expect(state.selectedBank == ing)
        #expect(state.searchQuery == "in")
    }

    @Test func statusEqualityComparesTheSelectedBank() {
        #expect(BankSelectorState.Status.loading == .loading)
        #expect(BankSelectorState.Status.selected(ing) == .selected(ing))
        #expect(BankSelectorState.Status.selected(ing) != .selected(rabo))
        #expect(BankSelectorState.Status.ready != .loading)
    }

    @Test func statesDifferWhenAnyFieldDiffers() {
        #expect(BankSelectorState() == BankSelectorState())
        #expect(BankSelectorState(searchQuery: "a") != BankSelectorState())
        #expect(BankSelectorState(filteredBanks: [ing]) != BankSelectorState())
    }

    @Test func aBankOfAFetchedListEqualsTheSameBankMadeOnItsOwnAndDiffersByAnyField() {
        let fetched = APIBankListRequests.banks(from: [
            IssuerBankDTO(id: "INGBNL2A", name: "ING", iconUrl: "https://logos.example/ing.png", disabled: false),
            IssuerBankDTO(id: "RABONL2U", name: "Rabobank", iconUrl: nil, disabled: false),
            IssuerBankDTO(id: "KNABNL2H", name: "Knab", iconUrl: nil, disabled: true, aliases: ["Knab Bank"]),
        ])
        let knab = Bank(id: "KNABNL2H", name: "Knab", iconUrl: nil, isDisabled: true, aliases: ["Knab Bank"])
        #expect(fetched == [ing, rabo, knab])
        #expect(fetched.map(\.id) == ["INGBNL2A", "RABONL2U", "KNABNL2H"])
        #expect(fetched[2].isDisabled && fetched[2].aliases == ["Knab Bank"])
        #expect(fetched[0] != fetched[1])
        #expect(fetched[2] != Bank(id: "KNABNL2H", name: "Knab", iconUrl: nil, isDisabled: false, aliases: ["Knab Bank"]))
        #expect(fetched[2] != Bank(id: "KNABNL2H", name: "Knab", iconUrl: nil, isDisabled: true))
        #expect(Bank.sharingOneTable(fetched.map { ($0.id, $0.name, $0.iconUrl, $0.isDisabled, $0.aliases) }) == fetched)
        #expect(Bank.sharingOneTable([rabo, ing].map { ($0.id, $0.name, $0.iconUrl, $0.isDisabled, $0.aliases) }) == [rabo, ing])
        #expect(fetched[1].description == rabo.description)
    }
}
