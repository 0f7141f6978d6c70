@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

enum BankSelectorScreenSlot: ComponentSlotKey { typealias Value = BankSelectorScreenComponent }
enum BankItemSlot: ComponentSlotKey { typealias Value = BankItemComponent }
enum SearchBarSlot: ComponentSlotKey { typealias Value = Component }
enum EmptyStateSlot: ComponentSlotKey { typealias Value = Component }

extension PrimerBankSelectorScope {
    /// Replaces the entire bank selector screen with a custom view.
    public var screen: BankSelectorScreenComponent? {
        get { (self as? any ComponentSlotStoring)?.components[BankSelectorScreenSlot.self] }
        set { (self as? any ComponentSlotStoring)?.components[BankSelectorScreenSlot.self] = newValue }
    }

    /// Customizes how each bank row is drawn.
    public var bankItemComponent: BankItemComponent? {
        get { (self as? any ComponentSlotStoring)?.components[BankItemSlot.self] }
        set { (self as? any ComponentSlotStoring)?.components[BankItemSlot.self] = newValue }
    }

    /// Customizes the search bar.
    public var searchBarComponent: Component? {
        get { (self as? any ComponentSlotStoring)?.components[SearchBarSlot.self] }
        set { (self as? any ComponentSlotStoring)?.components[SearchBarSlot.self] = newValue }
    }

    /// Customizes the empty state shown when no bank matches the search.
    public var emptyStateComponent: Component? {
        get { (self as? any ComponentSlotStoring)?.components[EmptyStateSlot.self] }
        set { (self as? any ComponentSlotStoring)?.components[EmptyStateSlot.self] = newValue }
    }
}
