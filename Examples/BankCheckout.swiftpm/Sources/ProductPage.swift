import PrimerCheckoutComponents
import PrimerCheckoutSwiftUI
import SwiftUI

/// The product, and a Pay button that presents the checkout in a sheet.
struct ProductPage: View {
    /// A client token pasted by hand; when empty, the backend is asked for one.
    @State private var pastedClientToken = ""
    /// The token of the checkout being shown.
    @State private var clientToken: String?
    @State private var isCheckoutPresented = false
    @State private var checkout: (any PrimerCheckoutScope)?
    @State private var message: String?

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
        }
        .padding()
        .sheet(isPresented: $isCheckoutPresented, onDismiss: customerClosedTheSheet) {
            if let clientToken {
                PrimerCheckout(
                    clientToken: clientToken,
                    primerSettings: settings,
                    theme: Self.theme,
                    scope: { checkout in self.checkout = checkout },
                    onCompletion: finish
                )
            }
        }
    }

    private func startCheckout() async {
        message = nil
        let pasted = pastedClientToken.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            clientToken = pasted.isEmpty ? try await MerchantBackend.clientToken() : pasted
            isCheckoutPresented = true
        } catch {
            message = error.message
        }
    }

    /// The checkout ended: close the sheet and say how.
    private func finish(_ state: PrimerCheckoutState) {
        switch state {
        case .success(let result):
            message = "Paid. Payment \(result.paymentId)."
        case .failure(let error):
            message = "Not paid (\(error.errorId))."
        case .dismissed:
            message = "Checkout closed; nothing was charged."
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
