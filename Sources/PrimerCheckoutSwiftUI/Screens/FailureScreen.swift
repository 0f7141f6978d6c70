@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// The error screen: the category's words in the customer's language, the reference for support,
/// and the actions the model offers.
struct FailureScreen: Themed {
    @Environment(\.primerTheme) var theme
    @Environment(\.colorScheme) var scheme
    let screen: CheckoutScreenModel.FailureScreen
    /// The screen model's elements: heading, reference, then each button.
    let accessibility: [AccessibilityConfiguration]
    let retry: @MainActor () -> Void
    let chooseOther: @MainActor () -> Void
    let close: @MainActor () -> Void

    var body: some View {
        ScrollableScreen {
            VStack(spacing: look.space(\.medium)) {
                Image(systemName: screen.isWait ? "hourglass" : "exclamationmark.triangle.fill")
                    .font(.largeTitle)
                    .foregroundColor(look.color(screen.isWait ? look.colors.textSecondary : look.colors.error))
                    .accessibilityHidden(true)
                VStack(spacing: look.space(\.small)) {
                    Text(verbatim: screen.title)
                        .font(look.title)
                        .multilineTextAlignment(.center)
                    Text(verbatim: screen.message)
                        .font(look.body)
                        .multilineTextAlignment(.center)
                }
                .accessibilityElement(children: .ignore)
                .accessibility(element(AccessibilityIdentifiers.Checkout.failure))
                Text(verbatim: screen.reference)
                    .font(look.footnote)
                    .foregroundColor(look.color(look.colors.textSecondary))
                    .accessibility(element(AccessibilityIdentifiers.Checkout.failureReference))
                if let retryTitle = screen.retry {
                    Button {
                        retry()
                    } label: {
                        Text(verbatim: retryTitle).frame(maxWidth: .infinity)
                            .foregroundColor(look.color(look.colors.textOnBrand))
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(look.color(look.colors.brand))
                    .accessibility(element(AccessibilityIdentifiers.Checkout.retryButton))
                }
                if let chooseOtherTitle = screen.chooseOther {
                    Button {
                        chooseOther()
                    } label: {
                        Text(verbatim: chooseOtherTitle).frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                    .tint(look.color(look.colors.brand))
                    .accessibility(element(AccessibilityIdentifiers.Checkout.chooseOtherButton))
                }
                Button {
                    close()
                } label: {
                    Text(verbatim: screen.close).frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)
                .tint(look.color(look.colors.brand))
                .accessibility(element(AccessibilityIdentifiers.Checkout.closeButton))
            }
            .padding(look.space(\.large))
        }
        .onAppear { VoiceOverAnnouncement.post(screen.title) }
    }

    private func element(_ identifier: String) -> AccessibilityConfiguration {
        accessibility.first { $0.identifier == identifier } ?? AccessibilityConfiguration(identifier: identifier, label: "")
    }
}
