// The SwiftUI snippets of the quickstart and the contract, verbatim, in the context a merchant's
// app gives them. Compiled (never run) by `swift test` on Linux against the SwiftUI shims, and by
// Xcode against the real SwiftUI. Only where UIKit exists: `PrimerCheckout`'s default browser
// sheet is iOS's.
#if canImport(UIKit)
import PrimerCheckoutComponents
import PrimerCheckoutSwiftUI
import SwiftUI

/// Quickstart, "Minimal — Default UI".
struct MinimalCheckout: View {
    let clientToken: String
    let settings: PrimerSettings

    var body: some View {
        PrimerCheckout(
            clientToken: clientToken,
            primerSettings: settings,
            scope: { checkout in
                // Bank selector works automatically when iDEAL/Dotpay is enabled
            },
            onCompletion: { result in
                // Handle payment result
            }
        )
    }
}

/// Quickstart, "Custom Bank Item Appearance".
struct CustomBankItemCheckout: View {
    let clientToken: String
    let settings: PrimerSettings

    var body: some View {
        PrimerCheckout(
            clientToken: clientToken,
            primerSettings: settings,
            scope: { checkout in
                checkout.bankSelector { bankSelector in
                    bankSelector.bankItemComponent = { bank in
                        HStack {
                            AsyncImage(url: bank.iconUrl) { image in
                                image.resizable().frame(width: 32, height: 32)
                            } placeholder: {
                                Color.gray.frame(width: 32, height: 32)
                            }
                            Text(bank.name)
                                .font(.body)
                            Spacer()
                            if bank.isDisabled {
                                Text("Unavailable")
                                    .foregroundColor(.secondary)
                            }
                        }
                    }
                }
            }
        )
    }
}

/// The merchant's own bank selector screen of the "Fully Custom Screen" snippet: the DocC article's.
typealias MyCustomBankSelectorView = MyBankList

/// Quickstart, "Fully Custom Screen".
@MainActor
func fullyCustomScreen(checkout: any PrimerCheckoutScope) {
    checkout.bankSelector { bankSelector in
        bankSelector.screen = { scope in
            MyCustomBankSelectorView(scope: scope)
        }
    }
}

/// Quickstart, "State Observation (Custom UI)", with the helpers its comments stand for.
@MainActor
final class CustomBankSelectorController {
    func showLoadingIndicator() {}
    func updateBankList(_ banks: [Bank]) {}
    func showSelectedBank(_ bank: Bank) {}

    func observe(bankSelectorScope: any PrimerBankSelectorScope, searchText: String, bank: Bank) {
        // In a custom view observing bank selector state:
        Task {
            for await state in bankSelectorScope.state {
                switch state.status {
                case .loading:
                    showLoadingIndicator()
                case .ready:
                    updateBankList(state.filteredBanks)
                case .selected(let bank):
                    showSelectedBank(bank)
                }
            }
        }

        // Search
        bankSelectorScope.search(query: searchText)

        // Select a bank (immediately triggers payment)
        bankSelectorScope.selectBank(bank)
    }
}

/// Contract, "Usage Example (SwiftUI)".
struct ContractUsageExample: View {
    let clientToken: String
    let settings: PrimerSettings

    var body: some View {
        PrimerCheckout(
            clientToken: clientToken,
            primerSettings: settings,
            scope: { checkout in
                checkout.bankSelector { bankSelector in
                    // Option 1: Use default UI (no customization needed)

                    // Option 2: Customize bank item rendering
                    bankSelector.bankItemComponent = { bank in
                        HStack {
                            AsyncImage(url: bank.iconUrl)
                            Text(bank.name)
                        }
                    }

                    // Option 3: Observe state for fully custom UI
                    // for await state in bankSelector.state { ... }
                }
            }
        )
    }
}
#endif
