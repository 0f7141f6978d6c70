import Foundation
import PrimerCheckoutComponents
import PrimerCheckoutTerminal
import PrimerSandbox
import SwiftUI
import Testing

@testable import PrimerCheckoutSwiftUI

/// Code that imports both renderers names either one's slots without ambiguity, and each renderer
/// keeps its own customizations.
@Suite("Both renderers imported")
@MainActor
struct BothRenderersTests {
    @Test func theSwiftUIAndTerminalSlotsHaveTheirOwnNamesAndValues() async throws {
        let sandbox = SandboxServer()
        _ = try await sandbox.start()
        let checkout = try DefaultCheckoutScope(clientToken: await sandbox.makeClientToken(), redirectHandler: NoBank())
        checkout.bankSelector { scope in
            scope.bankItemComponent = { bank in MerchantRow(name: bank.name) }
            scope.terminalBankItemComponent = { bank in TerminalText("♦ \(bank.name)") }
            scope.emptyStateComponent = { MerchantRow(name: "nothing") }
        }
        checkout.start()
        for await route in checkout.route where route != .loading { break }
        let scope = try #require(checkout.getPaymentMethodScope(for: "ADYEN_IDEAL") as? any PrimerBankSelectorScope)
        let swiftUIRow: BankItemComponent? = scope.bankItemComponent
        let terminalRow: TerminalBankItemComponent? = scope.terminalBankItemComponent
        #expect(swiftUIRow != nil)
        #expect(terminalRow != nil)
        #expect(scope.emptyStateComponent != nil)
        #expect(scope.terminalEmptyStateComponent == nil)
        #expect(scope.terminalScreen == nil && scope.screen == nil)
        checkout.onDismiss()
        await sandbox.stop()
    }
}
