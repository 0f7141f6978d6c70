import Foundation
@_spi(Renderer) import PrimerCheckoutComponents
import PrimerSandbox
import SwiftUI
import Testing

@testable import PrimerCheckoutSwiftUI

@Suite("SwiftUI customization slots")
@MainActor
struct ComponentSlotTests {
    @Test func slotsSetInBankSelectorReachEveryBankSelectorWithTheContractsTypes() async throws {
        let sandbox = SandboxServer()
        _ = try await sandbox.start()
        let checkout = try DefaultCheckoutScope(clientToken: await sandbox.makeClientToken(), redirectHandler: NoBank())
        checkout.bankSelector { scope in
            scope.screen = { scope in MerchantRow(name: "screen \(scope.paymentMethodType)") }
            scope.bankItemComponent = { bank in MerchantRow(name: bank.name) }
            scope.emptyStateComponent = { MerchantRow(name: "nothing found") }
        }
        checkout.start()
        for await route in checkout.route where route != .loading { break }
        #expect(checkout.paymentMethods.map(\.type) == ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        let bank = Bank(id: "INGBNL2A", name: "ING", iconUrl: nil, isDisabled: false)
        for method in checkout.paymentMethods {
            let scope = try #require(checkout.getPaymentMethodScope(for: method.type) as? any PrimerBankSelectorScope)
            let screen: BankSelectorScreenComponent = try #require(scope.screen)
            let row: BankItemComponent = try #require(scope.bankItemComponent)
            let empty: Component = try #require(scope.emptyStateComponent)
            #expect((screen(scope) as? MerchantRow)?.name == "screen \(method.type)")
            #expect((row(bank) as? MerchantRow)?.name == "ING")
            #expect((empty() as? MerchantRow)?.name == "nothing found")
            #expect(scope.searchBarComponent == nil)
        }
        checkout.onDismiss()
        await sandbox.stop()
    }

    @Test func theDefaultScreenDrawsWhatTheMerchantSetAndItsOwnPartsElsewhere() async throws {
        let sandbox = SandboxServer()
        _ = try await sandbox.start()
        let checkout = try DefaultCheckoutScope(clientToken: await sandbox.makeClientToken(), redirectHandler: NoBank())
        checkout.bankSelector { scope in
            guard scope.paymentMethodType == "ADYEN_DOTPAY" else { return }
            scope.screen = { scope in MerchantRow(name: "whole screen \(scope.paymentMethodType)") }
            scope.bankItemComponent = { bank in MerchantRow(name: "row \(bank.name)") }
            scope.searchBarComponent = { MerchantRow(name: "search bar") }
            scope.emptyStateComponent = { MerchantRow(name: "nothing found") }
        }
        checkout.start()
        for await route in checkout.route where route != .loading { break }
        let dotpay = try #require(checkout.getPaymentMethodScope(for: "ADYEN_DOTPAY") as? any PrimerBankSelectorScope)
        let ideal = try #require(checkout.getPaymentMethodScope(for: "ADYEN_IDEAL") as? any PrimerBankSelectorScope)

        let custom = BankSelectorCustomization(scope: dotpay)
        let bank = Bank(id: "1", name: "mBank", iconUrl: nil, isDisabled: false)
        let screen = try #require(custom.screen)
        let row = try #require(custom.row)
        let searchBar = try #require(custom.searchBar)
        let emptyState = try #require(custom.emptyState)
        #expect((screen() as? MerchantRow)?.name == "whole screen ADYEN_DOTPAY")
        #expect((row(bank) as? MerchantRow)?.name == "row mBank")
        #expect((searchBar() as? MerchantRow)?.name == "search bar")
        #expect((emptyState() as? MerchantRow)?.name == "nothing found")

        let defaults = BankSelectorCustomization(scope: ideal)
        #expect(defaults.screen == nil && defaults.row == nil && defaults.searchBar == nil && defaults.emptyState == nil)
        checkout.onDismiss()
        await sandbox.stop()
    }
}
