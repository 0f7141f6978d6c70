@_spi(Renderer) import PrimerCheckoutComponents

/// Full screen replacement: receives the scope for state access.
public typealias BankSelectorScreenComponent = @MainActor (any PrimerBankSelectorScope) -> any TerminalView
/// Custom bank row: receives the bank.
public typealias BankItemComponent = @MainActor (Bank) -> any TerminalView
/// A custom element with no input (search bar, empty state).
public typealias Component = @MainActor () -> any TerminalView

enum BankSelectorScreenSlot: ComponentSlotKey { typealias Value = BankSelectorScreenComponent }
enum BankItemSlot: ComponentSlotKey { typealias Value = BankItemComponent }
enum SearchBarSlot: ComponentSlotKey { typealias Value = Component }
enum EmptyStateSlot: ComponentSlotKey { typealias Value = Component }

extension PrimerBankSelectorScope {
    /// Replace the entire bank selector screen with a custom view.
    public var screen: BankSelectorScreenComponent? {
        get { (self as? any ComponentSlotStoring)?.components[BankSelectorScreenSlot.self] }
        set { (self as? any ComponentSlotStoring)?.components[BankSelectorScreenSlot.self] = newValue }
    }

    /// Customize individual bank item rendering.
    public var bankItemComponent: BankItemComponent? {
        get { (self as? any ComponentSlotStoring)?.components[BankItemSlot.self] }
        set { (self as? any ComponentSlotStoring)?.components[BankItemSlot.self] = newValue }
    }

    /// Customize the search bar appearance.
    public var searchBarComponent: Component? {
        get { (self as? any ComponentSlotStoring)?.components[SearchBarSlot.self] }
        set { (self as? any ComponentSlotStoring)?.components[SearchBarSlot.self] = newValue }
    }

    /// Customize the empty state (no search results).
    public var emptyStateComponent: Component? {
        get { (self as? any ComponentSlotStoring)?.components[EmptyStateSlot.self] }
        set { (self as? any ComponentSlotStoring)?.components[EmptyStateSlot.self] = newValue }
    }
}
