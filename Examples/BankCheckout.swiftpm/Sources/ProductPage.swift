import PrimerCheckoutComponents
import PrimerCheckoutSwiftUI
import SwiftUI
import UIKit

/// The product, and a Pay button that presents the checkout in a sheet.
struct ProductPage: View {
    /// A client token pasted by hand; when empty, the backend is asked for one.
    @State private var pastedClientToken = ""
    /// The token of the checkout being shown.
    @State private var clientToken: String?
    @State private var isCheckoutPresented = false
    /// Counts the checkouts shown, so a confirmation's timer closes only its own sheet.
    @State private var shownCheckouts = 0
    @State private var checkout: (any PrimerCheckoutScope)?
    @State private var message: String?
    /// Payments the checkout ended without the server's final answer for.
    @StateObject private var openPayments = OpenPayments()

    /// The shop's brand: a deep purple with a lighter one for dark mode, and rounder corners.
    static let theme: PrimerCheckoutTheme = {
        var theme = PrimerCheckoutTheme()
        theme.colors.brand = ThemeColor(light: PrimerColor(hex: 0x5B2A86), dark: PrimerColor(hex: 0xC9A4F2))
        theme.radius.medium = 14
        return theme
    }()

    /// The return address the bank page sends the customer back to. Register the same scheme
    /// under URL Types in your app's Info.plist so a banking app can return to it too.
    private let settings = PrimerSettings(urlScheme: "bankcheckoutexample://payment")

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Stroopwafel tin")
                .font(.largeTitle)
            Text("Twelve caramel waffles, baked in Gouda.")
                .font(.body)
            TextField("Client token (optional)", text: $pastedClientToken)
                .textInputAutocapitalization(.never)
                .disableAutocorrection(true)
            Button("Pay with your bank") {
                Task { await startCheckout() }
            }
            .buttonStyle(BorderedProminentButtonStyle())
            if let message {
                Text(message)
                    .font(.callout)
            }
            if let payment = openPayments.last {
                Text(
                    "Your bank has not confirmed payment \(payment.paymentId ?? "") yet. If you approved it, "
                        + "your order is confirmed as soon as it does; it is never charged twice."
                )
                .font(.callout)
            }
        }
        .padding()
        // A banking app returns through the return address: the checkout waiting for the bank
        // asks the server at once. `handle` answers false for the app's other links.
        .onOpenURL { url in PrimerRedirectReturn.handle(url, settings: settings) }
        .sheet(isPresented: $isCheckoutPresented, onDismiss: customerClosedTheSheet) {
            if let clientToken {
                PrimerCheckout(
                    clientToken: clientToken,
                    primerSettings: settings,
                    paymentHandlers: openPayments.handlers,
                    theme: Self.theme,
                    scope: { checkout in self.checkout = checkout },
                    onCompletion: finish
                )
            }
        }
    }

    private func startCheckout() async {
        message = nil
        openPayments.last = nil
        let pasted = pastedClientToken.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            clientToken = pasted.isEmpty ? try await MerchantBackend.clientToken() : pasted
            shownCheckouts += 1
            isCheckoutPresented = true
        } catch {
            message = error.message
        }
    }

    /// The checkout ended: say how and close the sheet — after a success, once the customer has
    /// seen the confirmation (two seconds, five while VoiceOver reads it, as the UIKit presenter
    /// does). A swipe before then closes it at once.
    private func finish(_ state: PrimerCheckoutState) {
        switch state {
        case .success(let result):
            message = "Paid. Payment \(result.paymentId)."
            checkout = nil
            let seconds: UInt64 = UIAccessibility.isVoiceOverRunning ? 5 : 2
            let shown = shownCheckouts
            Task {
                do {
                    try await Task.sleep(nanoseconds: seconds * 1_000_000_000)
                } catch {
                    return
                }
                if shownCheckouts == shown { isCheckoutPresented = false }
            }
            return
        case .failure(let error):
            message = "Not paid (\(error.errorId))."
        case .dismissed:
            message = "Checkout closed."
        default:
            return
        }
        checkout = nil
        isCheckoutPresented = false
    }

    /// A swipe closed the sheet while the checkout was still open: dismiss it, so no payment
    /// carries on unseen.
    private func customerClosedTheSheet() {
        checkout?.onDismiss()
        checkout = nil
    }
}

/// Hears of each payment the checkout leaves open — the customer may have approved it at the bank
/// and closed the sheet before the bank answered. Your server settles it with Primer's webhooks;
/// the app only tells the customer it is on its way.
@MainActor
final class OpenPayments: ObservableObject {
    @Published var last: OpenPayment?

    var handlers: PrimerPaymentHandlers {
        PrimerPaymentHandlers(didLeavePaymentOpen: { [weak self] payment, _ in
            await self?.leftOpen(payment)
        })
    }

    private func leftOpen(_ payment: OpenPayment) { last = payment }
}
