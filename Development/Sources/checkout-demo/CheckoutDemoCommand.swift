import ArgumentParser
import CheckoutDemo
import Foundation
@_spi(Renderer) import PrimerCheckoutComponents
import PrimerCheckoutTerminal
import PrimerSandbox

/// The full checkout in the terminal, against the embedded sandbox or a given client token.
@main
struct CheckoutDemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkout-demo",
        abstract: "Pay with a bank-based method (iDEAL, Dotpay) in the terminal, against the embedded Primer sandbox.",
        discussion: """
            Interactive: type to search banks, ↑/↓ to move, Enter to choose, Esc to go back, Ctrl-C to quit.
            Scripted: --json --method TYPE [--query TEXT] [--pick N | --bank-id ID] [--outcome \(OutcomeOption.allCases.map(\.rawValue).joined(separator: "|"))]
            [--poll-timeout S] [--locale CODE] prints one JSON object (exit 0 success or ready, 2 failure or dismissed, 3 cancelled at the bank, 64 usage error).
            """)

    @Option(help: "A client token (a real or an external sandbox checkout) instead of the embedded sandbox.")
    var clientToken: String?

    @Option(help: "The checkout's language and region, e.g. nl-NL.")
    var locale: String = "en"

    @Option(help: "Open this payment method (required with --json).")
    var method: PaymentMethodOption?

    @Option(help: "How the customer may close the checkout (close-button-only: Esc leaves the method list open, q is Cancel).")
    var dismissal: DismissalOption = .gestures

    @Option(help: "What the bank list does with offline banks.")
    var offlineBanks: OfflineBanksOption = .dimAndBlock

    @Flag(help: "Select a bank first, then pay with a second Enter (\"Continue to …\").")
    var confirm = false

    @Flag(help: "List offline banks after every online bank.")
    var offlineLast = false

    @Flag(help: "Do not remember the bank of a successful payment (kept in ~/.config/primer-checkout-demo).")
    var noRecentBank = false

    @Flag(help: "The embedded sandbox serves an empty iDEAL list (iDEAL 2.0): iDEAL shows \"Continue to iDEAL\".")
    var idealHub = false

    @Flag(
        help: """
            The embedded sandbox creates every payment PENDING with no bank page (the provider finishes it \
            later): the checkout says it is still being processed and offers only to pay another way.
            """)
    var processedWithoutCustomer = false

    @Option(parsing: .unconditional, help: "The embedded sandbox's order total, in minor units of its currency (default: 1250, €12.50).")
    var amount: Int?

    @Option(help: "The embedded sandbox's order currency, ISO 4217 (default: EUR; PLN is Dotpay's own).")
    var currency: String?

    @Flag(help: "Always show iDEAL's \"Continue to iDEAL\" screen instead of its bank list.")
    var schemePageAlways = false

    @Flag(help: "Scripted mode: on the \"Continue to iDEAL\" screen, continue (the sandbox customer picks ING there).")
    var continueToScheme = false

    @Option(help: "An issuer id to show in the Popular section above the list (repeat for more).")
    var popular: [String] = []

    @Flag(help: "Show a merchant customization of the bank rows through the customization slot.")
    var customBankRow = false

    @Option(help: "The theme's brand colour as RRGGBB (the accent, where the terminal shows 256 or 24-bit colour).")
    var brand: String?

    @Flag(help: "Screen-reader mode: no full-screen drawing; announcements and the focused element as plain lines.")
    var accessible = false

    @Option(parsing: .unconditional, help: "Seconds to wait for the bank's result.")
    var pollTimeout: Double = 300

    @Flag(help: "Scripted mode: no terminal UI, one JSON object on stdout.")
    var json = false

    @Option(help: "Scripted mode: the search text.")
    var query: String?

    @Option(parsing: .unconditional, help: "Scripted mode: pay with the N-th result (1-based).")
    var pick: Int?

    @Option(help: "Scripted mode: pay with the bank of this id.")
    var bankId: String?

    @Option(help: "Scripted mode: what the customer does at the sandbox bank.")
    var outcome: OutcomeOption = .approve

    func validate() throws {
        guard pollTimeout > 0 else { throw ValidationError("--poll-timeout must be positive.") }
        if pick != nil && bankId != nil { throw ValidationError("Use --pick or --bank-id, not both.") }
        if clientToken != nil && (idealHub || processedWithoutCustomer || amount != nil || currency != nil) {
            let options = "--ideal-hub, --processed-without-customer, --amount and --currency"
            throw ValidationError("\(options) shape the embedded sandbox, not a --client-token checkout.")
        }
        if let amount, amount <= 0 { throw ValidationError("--amount takes the order total in minor units, a whole number above 0.") }
        if let currency, !SandboxSessionOptions.isCurrencyCode(currency) {
            throw ValidationError("--currency takes an ISO 4217 currency code such as EUR or PLN; \(currency) is none.")
        }
        if json && method == nil { throw ValidationError("--json needs --method TYPE (ADYEN_IDEAL or ADYEN_DOTPAY).") }
    }

    private var settings: PrimerSettings {
        var settings = PrimerSettings(
            localeData: PrimerLocaleData(identifier: locale),
            dismissalMechanism: dismissal.mechanisms)
        settings.redirectPolling.timeout = pollTimeout
        settings.bankSelector = BankSelectorOptions(
            offlineBanks: offlineBanks.policy, listsOfflineBanksLast: offlineLast, highlightedBankIds: popular,
            remembersRecentBank: !noRecentBank, selection: confirm ? .confirm : .immediate,
            schemePage: schemePageAlways ? .always : .whenBankListIsEmpty)
        return settings
    }

    func run() async throws {
        if json {
            try await runScripted()
        } else {
            try await runInteractive()
        }
    }

    @MainActor
    private func runScripted() async throws {
        let environment = try await environment()
        let request = ScriptedCheckout.Request(
            method: method?.rawValue ?? "", query: query, pick: pick, bankId: bankId, outcome: outcome.outcome, settings: settings,
            continuesToScheme: continueToScheme)
        let (output, exitCode) = await ScriptedCheckout(
            request: request, clientToken: environment.clientToken,
            openPayments: FileOpenPaymentStore.inUserConfigDirectory(folder: "primer-checkout-demo")
        ).run()
        await environment.sandbox?.stop()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(output)) ?? Data("{}".utf8)
        FileHandle.standardOutput.write(data + Data("\n".utf8))
        if exitCode != 0 { throw ExitCode(exitCode) }
    }

    @MainActor
    private func runInteractive() async throws {
        guard RawTerminal.isInteractive else {
            FileHandle.standardError.write(
                Data(
                    """
                    checkout-demo needs a terminal. Run it in one, from the repository's root: swift run --package-path Development checkout-demo
                    Without a terminal, use scripted mode: swift run --package-path Development checkout-demo --json --method ADYEN_IDEAL --query ing --pick 1

                    """.utf8))
            throw ExitCode(64)
        }
        let environment = try await environment()
        let redirect = TerminalRedirectHandler()
        let leftOpen = LeftOpenPayments()
        let checkout = try DefaultCheckoutScope(
            clientToken: environment.clientToken, settings: settings, redirectHandler: redirect,
            paymentHandlers: leftOpen.handlers,
            recentBanks: FileRecentBankStore.inUserConfigDirectory(folder: "primer-checkout-demo"),
            openPayments: FileOpenPaymentStore.inUserConfigDirectory(folder: "primer-checkout-demo"))
        if customBankRow {
            checkout.bankSelector { scope in
                scope.terminalBankItemComponent = { bank in
                    TerminalText(
                        TerminalLine("♦ ", style: .accent) + TerminalLine(bank.name, style: bank.isDisabled ? .dim : .bold)
                            + TerminalLine(bank.isDisabled ? "  (offline)" : "  — Enter pays", style: .dim))
                }
            }
        }
        let pressOnSandboxPage: @Sendable (URL, Bool) async -> Void = { url, approve in
            await SandboxBankPage.press(approve ? .approve : .decline, at: url)
        }
        let sandboxBankAction = environment.sandbox == nil ? nil : pressOnSandboxPage
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        var options = TerminalCheckoutApp.Options(
            color: !noColor,
            sandboxBankAction: sandboxBankAction,
            openInBrowser: Self.browserOpener(),
            initialPaymentMethod: method?.rawValue,
            accessible: accessible)
        options.palette = TerminalPalette(
            theme: try Self.theme(brand: brand), depth: TerminalPalette.depth(environment: ProcessInfo.processInfo.environment))
        options.dismissalMechanism = settings.dismissalMechanism
        let app = TerminalCheckoutApp(
            checkout: checkout, strings: CheckoutComponentsStrings(localeData: settings.localeData),
            redirectHandler: redirect, options: options)
        let routeBeforeClosing = Task { @MainActor in
            var previous: CheckoutRoute?
            for await route in checkout.route {
                if route == .dismissed { break }
                previous = route
            }
            return previous
        }
        await app.run()
        if checkout.currentRoute != .dismissed { routeBeforeClosing.cancel() }
        let closedMidPayment = await routeBeforeClosing.value?.isPaymentInFlight == true
        switch checkout.currentState {
        case .success(let result): print("Paid: \(result.paymentId)")
        case .failure(let error): print(error.localizedDescription)
        default:
            if closedMidPayment, let payment = await leftOpen.first(within: 5), let id = payment.paymentId {
                print("Payment \(id) is still open at the bank: only the server can say whether it is paid.")
            }
        }
        await environment.sandbox?.stop()
    }

    private func environment() async throws -> DemoEnvironment {
        if let clientToken { return .external(clientToken: clientToken) }
        return try await DemoEnvironment.embedded(
            emptyBankListMethods: idealHub ? ["ADYEN_IDEAL"] : [], processesPaymentsWithoutCustomer: processedWithoutCustomer,
            amount: amount, currencyCode: currency?.uppercased())
    }

    private static func browserOpener() -> (@Sendable (URL) -> Void)? {
        let candidates = ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open", "/usr/bin/open"]
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        return { url in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = [url.absoluteString]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try? process.run()
        }
    }
}

extension CheckoutDemoCommand {
    /// The demo's theme: the default, with `brand` (RRGGBB) as the brand colour when given.
    static func theme(brand: String?) throws -> PrimerCheckoutTheme {
        var theme = PrimerCheckoutTheme()
        guard let brand else { return theme }
        let digits = brand.hasPrefix("#") ? String(brand.dropFirst()) : brand
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else {
            throw ValidationError("--brand takes a colour as RRGGBB, e.g. 5B2A86")
        }
        theme.colors.brand = ThemeColor(PrimerColor(hex: value))
        return theme
    }
}
