@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// The scheme's page screen (iDEAL 2.0): the scheme's logo and name, the amount, "Pay with {bank}"
/// first when the customer has a bank from before, and "Continue to iDEAL".
struct SchemePageView: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme
    let page: BankSelectorScreenModel.SchemePage
    let payWithRecentBank: @MainActor (Bank) -> Void
    let continueToScheme: @MainActor () -> Void
    @ScaledMetric(relativeTo: .title) private var logoSide: CGFloat = 64

    var body: some View {
        ScrollableScreen {
            VStack(spacing: look.space(\.large)) {
                Spacer(minLength: look.space(\.xlarge))
                RemoteLogo(url: page.logoUrl, side: logoSide, shape: look.rounded(theme.radius.large)) {
                    Image(systemName: "building.columns").resizable().scaledToFit()
                        .foregroundColor(look.color(look.colors.textSecondary))
                }
                Text(verbatim: page.schemeName)
                    .font(look.title)
                    .accessibilityAddTraits(.isHeader)
                Text(verbatim: page.amount)
                    .font(look.headline)
                Text(verbatim: page.message)
                    .font(look.body)
                    .foregroundColor(look.color(look.colors.textSecondary))
                    .multilineTextAlignment(.center)
                Spacer(minLength: look.space(\.xlarge))
                if let bank = page.recentBank, let button = page.recentBankButton {
                    ActionButton(title: button.label, isProminent: true, accessibility: button) { payWithRecentBank(bank) }
                }
                // "Continue to iDEAL" is the main action unless "Pay with {bank}" comes first.
                ActionButton(
                    title: page.continueButton.label, isProminent: page.recentBank == nil, accessibility: page.continueButton,
                    action: continueToScheme)
            }
            .padding(look.space(\.large))
        }
    }
}
