@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// The payment went through: the amount paid and the payment's reference.
struct SuccessScreen: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme
    let title: String
    let amount: String?
    let reference: String
    let accessibility: AccessibilityConfiguration

    var body: some View {
        ScrollableScreen {
            VStack(spacing: look.space(\.medium)) {
                Image(systemName: "checkmark.circle.fill")
                    .font(.largeTitle)
                    .foregroundColor(look.color(look.colors.success))
                    .accessibilityHidden(true)
                Text(verbatim: title)
                    .font(look.title)
                if let amount {
                    Text(verbatim: amount)
                        .font(look.headline)
                }
                Text(verbatim: reference)
                    .font(look.footnote)
                    .foregroundColor(look.color(look.colors.textSecondary))
            }
            .padding(look.space(\.large))
            .accessibilityElement(children: .ignore)
            .accessibility(accessibility)
        }
        .onAppear {
            OutcomeHaptic.success.play()
            VoiceOverAnnouncement.post(accessibility.label)
        }
    }
}
