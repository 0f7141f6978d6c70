import PrimerCheckoutComponents
import SwiftUI

enum BankSelectorScreenSlot: ComponentSlotKey { typealias Value = BankSelectorScreenComponent }
enum BankItemSlot: ComponentSlotKey { typealias Value = BankItemComponent }
enum SearchBarSlot: ComponentSlotKey { typealias Value = Component }
enum EmptyStateSlot: ComponentSlotKey { typealias Value = Component }

extension PrimerBankSelectorScope {
    /// Replaces the entire bank selector screen with a custom view.
    public var screen: BankSelectorScreenComponent? {
        get { components[BankSelectorScreenSlot.self] }
        set { components[BankSelectorScreenSlot.self] = newValue }
    }

    /// Customizes how each bank row is drawn.
    public var bankItemComponent: BankItemComponent? {
        get { components[BankItemSlot.self] }
        set { components[BankItemSlot.self] = newValue }
    }

    /// Customizes the search bar.
    public var searchBarComponent: Component? {
        get { components[SearchBarSlot.self] }
        set { components[SearchBarSlot.self] = newValue }
    }

    /// Customizes the empty state shown when no bank matches the search.
    public var emptyStateComponent: Component? {
        get { components[EmptyStateSlot.self] }
        set { components[EmptyStateSlot.self] = newValue }
    }
}
