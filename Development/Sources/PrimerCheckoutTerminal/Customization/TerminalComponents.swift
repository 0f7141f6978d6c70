@_spi(Renderer) import PrimerCheckoutComponents

/// Full screen replacement drawn in the terminal: receives the scope for state access.
public typealias TerminalBankSelectorScreenComponent = @MainActor (any PrimerBankSelectorScope) -> any TerminalView
/// Custom bank row drawn in the terminal: receives the bank.
public typealias TerminalBankItemComponent = @MainActor (Bank) -> any TerminalView
/// A custom terminal element with no input (search bar, empty state).
public typealias TerminalComponent = @MainActor () -> any TerminalView

enum BankSelectorScreenSlot: ComponentSlotKey { typealias Value = TerminalBankSelectorScreenComponent }
enum BankItemSlot: ComponentSlotKey { typealias Value = TerminalBankItemComponent }
enum SearchBarSlot: ComponentSlotKey { typealias Value = TerminalComponent }
enum EmptyStateSlot: ComponentSlotKey { typealias Value = TerminalComponent }

// The terminal's slots carry a `terminal` prefix: PrimerCheckoutSwiftUI declares the contract's own
// names (`screen`, `bankItemComponent`, …) on the same protocol, and code importing both modules
// must be able to name either.
extension PrimerBankSelectorScope {
    /// Replace the entire bank selector screen with a custom terminal view.
    public var terminalScreen: TerminalBankSelectorScreenComponent? {
        get { (self as? any ComponentSlotStoring)?.components[BankSelectorScreenSlot.self] }
        set { (self as? any ComponentSlotStoring)?.components[BankSelectorScreenSlot.self] = newValue }
    }

    /// Customize individual bank item rendering in the terminal.
    public var terminalBankItemComponent: TerminalBankItemComponent? {
        get { (self as? any ComponentSlotStoring)?.components[BankItemSlot.self] }
        set { (self as? any ComponentSlotStoring)?.components[BankItemSlot.self] = newValue }
    }

    /// Customize the search bar in the terminal.
    public var terminalSearchBarComponent: TerminalComponent? {
        get { (self as? any ComponentSlotStoring)?.components[SearchBarSlot.self] }
        set { (self as? any ComponentSlotStoring)?.components[SearchBarSlot.self] = newValue }
    }

    /// Customize the empty state (no search results) in the terminal.
    public var terminalEmptyStateComponent: TerminalComponent? {
        get { (self as? any ComponentSlotStoring)?.components[EmptyStateSlot.self] }
        set { (self as? any ComponentSlotStoring)?.components[EmptyStateSlot.self] = newValue }
    }
}
