import PrimerCheckoutComponents
import SwiftUI

/// Full screen replacement: receives the scope for state access.
public typealias BankSelectorScreenComponent = (any PrimerBankSelectorScope) -> any View

/// Custom bank row: receives the bank.
public typealias BankItemComponent = (Bank) -> any View

/// A custom element with no input (the search bar, the empty state).
public typealias Component = () -> any View
