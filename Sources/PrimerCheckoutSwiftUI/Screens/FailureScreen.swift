@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// The error screen: the category's words in the customer's language, the reference for support,
/// and the actions the model offers.
struct FailureScreen: Themed {
    @Environment(\.primerThemeReference) var themeReference
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
                VStack(spacing: look.space(\.medium)) {
                    if let retryTitle = screen.retry {
                        ActionButton(
                            title: retryTitle, isProminent: true, accessibility: element(AccessibilityIdentifiers.Checkout.retryButton),
                            action: retry)
                    }
                    if let chooseOtherTitle = screen.chooseOther {
                        ActionButton(
                            title: chooseOtherTitle, accessibility: element(AccessibilityIdentifiers.Checkout.chooseOtherButton),
                            action: chooseOther)
                    }
                    ActionButton(title: screen.close, accessibility: element(AccessibilityIdentifiers.Checkout.closeButton), action: close)
                }
                // The buttons are a group of their own: `xlarge` from the text in all.
                .padding(.top, max(0, look.space(\.xlarge) - look.space(\.medium)))
            }
            .padding(look.space(\.large))
        }
        .onAppear {
            OutcomeHaptic.failure(isWait: screen.isWait).play()
            VoiceOverAnnouncement.post(screen.title)
        }
    }

    private func element(_ identifier: String) -> AccessibilityConfiguration {
        accessibility.first { $0.identifier == identifier } ?? AccessibilityConfiguration(identifier: identifier, label: "")
    }
}
