@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// Loading, processing and waiting for the bank: a spinner, a heading when there is one, and what
/// the checkout is doing.
struct ProgressScreen: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme
    var title: String?
    let message: String
    let accessibility: AccessibilityConfiguration

    var body: some View {
        ScrollableScreen {
            VStack(spacing: look.space(\.large)) {
                ProgressView()
                if let title {
                    Text(verbatim: title)
                        .font(look.headline)
                        .multilineTextAlignment(.center)
                }
                Text(verbatim: message)
                    .font(look.body)
                    .foregroundColor(look.color(look.colors.textSecondary))
                    .multilineTextAlignment(.center)
            }
            .padding(look.space(\.large))
            .accessibilityElement(children: .ignore)
            .accessibility(accessibility)
        }
        .onAppear { VoiceOverAnnouncement.post(title ?? message) }
    }
}
