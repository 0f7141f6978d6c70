import PrimerCheckoutComponents
import SwiftUI

/// The merchant's views for one bank selector, read from its slots: what the default screen asks
/// for before drawing its own.
struct BankSelectorCustomization {
    /// The whole screen, when the merchant replaced it.
    var screen: (@MainActor () -> any View)?
    /// The row for a bank, when the merchant replaced rows.
    var row: BankItemComponent?
    /// The search bar, when the merchant replaced it.
    var searchBar: Component?
    /// What shows when no bank matches the search, when the merchant replaced it.
    var emptyState: Component?

    /// No customization: every part is the default.
    static var none: BankSelectorCustomization { BankSelectorCustomization() }

    init(
        screen: (@MainActor () -> any View)? = nil, row: BankItemComponent? = nil, searchBar: Component? = nil,
        emptyState: Component? = nil
    ) {
        self.screen = screen
        self.row = row
        self.searchBar = searchBar
        self.emptyState = emptyState
    }

    @MainActor
    init(scope: any PrimerBankSelectorScope) {
        var screen: (@MainActor () -> any View)?
        if let custom = scope.screen {
            screen = { custom(scope) }
        }
        self.init(
            screen: screen,
            row: scope.bankItemComponent,
            searchBar: scope.searchBarComponent,
            emptyState: scope.emptyStateComponent)
    }
}
