// The code of the DocC articles, verbatim, in the context an app gives it; compiled by `swift test`
// (and `DocumentationCodeTests` checks that every article's code appears here).
import PrimerCheckoutComponents
import PrimerCheckoutSwiftUI
import SwiftUI

func confirmOrder(paymentId: String) {}
func showSpinner() {}
func show(_ banks: [Bank]) {}
func showProcessing(_ bank: Bank) {}

// PrimerCheckoutComponents: "Getting started on iOS", your own UI.
@MainActor
func runCheckout(clientToken: String, redirectHandler: any RedirectHandler) async throws {
    let checkout = try DefaultCheckoutScope(
        clientToken: clientToken,
        settings: PrimerSettings(localeData: PrimerLocaleData(identifier: "nl-NL")),
        redirectHandler: redirectHandler
    )
    checkout.start()
    for await state in checkout.state {
        switch state {
        case .success(let result): confirmOrder(paymentId: result.paymentId)
        case .failure(let error): log(error)
        default: break
        }
    }
}

// PrimerCheckoutComponents: "The bank selector".
@MainActor
func payWithRabobank(bankSelector: any PrimerBankSelectorScope) {
    bankSelector.search(query: "rabo")
    if let rabobank = bankSelector.currentState.filteredBanks.first, !rabobank.isDisabled {
        bankSelector.selectBank(rabobank)
    }
}

// PrimerCheckoutComponents: "The bank selector", offline banks.
func offlineBankSettings() -> PrimerSettings {
    let settings = PrimerSettings(
        bankSelector: BankSelectorOptions(offlineBanks: .labelOnly, listsOfflineBanksLast: true)
    )
    return settings
}

// PrimerCheckoutComponents: "The bank selector", popular banks.
func popularBankOptions() -> BankSelectorOptions {
    var options = BankSelectorOptions()
    options.highlightedBankIds = ["INGBNL2A", "RABONL2U"]
    return options
}

// PrimerCheckoutComponents: "The bank selector", the bank paid with last.
@MainActor
func rememberingCheckout(clientToken: String, redirectHandler: any RedirectHandler) throws -> DefaultCheckoutScope {
    let checkout = try DefaultCheckoutScope(
        clientToken: clientToken,
        redirectHandler: redirectHandler,
        recentBanks: UserDefaultsRecentBankStore(suiteName: "group.com.example.shop")
    )
    return checkout
}

// PrimerCheckoutComponents: "The bank selector", select then confirm.
func confirmOptions() -> BankSelectorOptions {
    var options = BankSelectorOptions()
    options.selection = .confirm
    return options
}

// PrimerCheckoutComponents: "The bank selector", iDEAL 2.0's scheme page.
func schemePageOptions() -> BankSelectorOptions {
    var options = BankSelectorOptions()
    options.schemePage = .always
    return options
}

// PrimerCheckoutComponents: "The bank selector", no prefetch.
func fetchOnOpenOptions() -> BankSelectorOptions {
    var options = BankSelectorOptions()
    options.prefetchesBankLists = false
    return options
}

// PrimerCheckoutComponents: "Customizing the bank selector".
@MainActor
func customizeRows(checkout: any PrimerCheckoutScope) {
    checkout.bankSelector { bankSelector in
        bankSelector.bankItemComponent = { bank in
            HStack {
                AsyncImage(url: bank.iconUrl)
                Text(bank.name)
                Spacer()
                if bank.isDisabled {
                    Text("Unavailable")
                }
            }
        }
    }
}

// PrimerCheckoutComponents: "Observing state".
@MainActor
func observe(bankSelector: any PrimerBankSelectorScope) {
    Task {
        for await state in bankSelector.state {
            switch state.status {
            case .loading: showSpinner()
            case .ready: show(state.filteredBanks)
            case .selected(let bank): showProcessing(bank)
            }
        }
    }
}

// PrimerCheckoutComponents: "Handling results and errors".
func log(_ error: PrimerError) {
    switch error {
    case .paymentFailed(_, let paymentId, _, _, _):
        print("declined", paymentId ?? "-", error.diagnosticsId)
    case .invalidClientToken:
        print("create a new client session")
    default:
        print(error.errorId, error.diagnosticsId)
    }
}

// PrimerCheckoutComponents: "Handling results and errors", a payment not confirmed yet.
enum Orders {
    static func attach(paymentId: String?) async {}
    static func watch(paymentId: String?, reason: PaymentLeftOpenReason) async {}
}

func reconcilingHandlers() -> PrimerPaymentHandlers {
    let handlers = PrimerPaymentHandlers(
        didCreatePayment: { payment in
            await Orders.attach(paymentId: payment.paymentId)
        },
        didLeavePaymentOpen: { payment, reason in
            // .customerPaidAnotherWay or .checkoutEnded: it may still go through; Primer's webhooks decide.
            await Orders.watch(paymentId: payment.paymentId, reason: reason)
        })
    return handlers
}

// PrimerCheckoutSwiftUI: "Customizing the bank selector in SwiftUI", the theme, one group at a time.
func brandTheme() -> PrimerCheckoutTheme {
    var theme = PrimerCheckoutTheme()
    theme.colors.brand = ThemeColor(light: PrimerColor(hex: 0x5B2A86), dark: PrimerColor(hex: 0xC9A4F2))
    theme.colors.background = ThemeColor(light: PrimerColor(hex: 0xFBF8F3), dark: PrimerColor(hex: 0x17131C))
    theme.typography.fontFamily = "Avenir Next"
    theme.typography.headline = PrimerCheckoutTheme.TextStyle(size: 18, weight: .bold, relativeTo: .headline)
    theme.radius.medium = 16
    theme.spacing.large = 20
    theme.borderWidth.thin = 1.5
    return theme
}

// PrimerCheckoutSwiftUI: "Customizing the bank selector in SwiftUI", the whole screen.
struct MyBankList: View {
    let scope: any PrimerBankSelectorScope
    @State private var banks: [Bank] = []

    var body: some View {
        VStack {
            ForEach(banks) { bank in
                Button(bank.name) { scope.selectBank(bank) }
                    .disabled(bank.isDisabled)
            }
        }
        .task {
            for await state in scope.state {
                banks = state.filteredBanks
            }
        }
    }
}

#if canImport(UIKit)
// PrimerCheckoutComponents: "Getting started on iOS", the whole checkout in one view.
struct GettingStartedCheckout: View {
    let clientToken: String

    var body: some View {
        PrimerCheckout(
            clientToken: clientToken,
            primerSettings: PrimerSettings(urlScheme: "myshop://"),
            onCompletion: { state in
                if case .success(let result) = state {
                    confirmOrder(paymentId: result.paymentId)
                }
            }
        )
    }
}

// PrimerCheckoutSwiftUI: "Getting started with PrimerCheckout".
struct CheckoutSheet: View {
    let clientToken: String
    @State private var finished = false

    var body: some View {
        PrimerCheckout(
            clientToken: clientToken,
            primerSettings: PrimerSettings(urlScheme: "myshop://"),
            scope: { checkout in
                // Configure the checkout before its first screen.
            },
            onCompletion: { state in
                finished = true
            }
        )
    }
}

// PrimerCheckoutSwiftUI: "Customizing the bank selector in SwiftUI", rows and empty state.
struct CustomizedCheckout: View {
    let clientToken: String

    var body: some View {
        PrimerCheckout(
            clientToken: clientToken,
            scope: { checkout in
                checkout.bankSelector { bankSelector in
                    bankSelector.bankItemComponent = { bank in
                        Text(bank.name)
                            .font(.headline)
                    }
                    bankSelector.emptyStateComponent = {
                        Text("Try another spelling")
                    }
                }
            }
        )
    }
}
#endif

// PrimerCheckoutComponents: "Manual payment handling".
protocol MyPaymentServer: Sendable {
    func createPayment(with token: String) async -> ManualPaymentDecision
    func resumePayment(with resumeToken: String) async -> ManualPaymentDecision
}

func manualCheckoutSettings() -> PrimerSettings {
    PrimerSettings(paymentHandling: .manual)
}

func manualHandlers(server: any MyPaymentServer) -> PrimerPaymentHandlers {
    PrimerPaymentHandlers(
        didTokenizePaymentMethod: { token in
            await server.createPayment(with: token.token)
        },
        didReceiveResumeToken: { resumeToken in
            await server.resumePayment(with: resumeToken)
        }
    )
}
