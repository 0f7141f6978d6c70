@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// The scheme's page screen (iDEAL 2.0): the scheme's logo and name, the amount, "Pay with {bank}"
/// first when the customer has a bank from before, and "Continue to iDEAL".
struct SchemePageView: Themed {
    @Environment(\.primerTheme) var theme
    @Environment(\.colorScheme) var scheme
    let page: BankSelectorScreenModel.SchemePage
    let payWithRecentBank: @MainActor (Bank) -> Void
    let continueToScheme: @MainActor () -> Void
    @ScaledMetric(relativeTo: .title) private var logoSide: CGFloat = 64

    var body: some View {
        ScrollableScreen {
            VStack(spacing: look.space(\.large)) {
                Spacer(minLength: look.space(\.large))
                AsyncImage(url: page.logoUrl) { phase in
                    if let image = phase.image {
                        image.resizable().scaledToFit()
                    } else {
                        Image(systemName: "building.columns").resizable().scaledToFit()
                            .foregroundColor(look.color(look.colors.textSecondary))
                    }
                }
                .frame(width: logoSide, height: logoSide)
                .accessibilityHidden(true)
                Text(verbatim: page.schemeName)
                    .font(look.title)
                    .accessibilityAddTraits(.isHeader)
                Text(verbatim: page.amount)
                    .font(look.headline)
                Text(verbatim: page.message)
                    .font(look.body)
                    .foregroundColor(look.color(look.colors.textSecondary))
                    .multilineTextAlignment(.center)
                Spacer(minLength: look.space(\.large))
                if let bank = page.recentBank, let button = page.recentBankButton {
                    Button {
                        payWithRecentBank(bank)
                    } label: {
                        Text(verbatim: button.label).frame(maxWidth: .infinity)
                            .foregroundColor(look.color(look.colors.textOnBrand))
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(look.color(look.colors.brand))
                    .accessibility(button)
                }
                if page.recentBank == nil {
                    continueButton(prominent: true).buttonStyle(.borderedProminent)
                        .tint(look.color(look.colors.brand))
                } else {
                    continueButton(prominent: false).buttonStyle(.bordered)
                        .tint(look.color(look.colors.brand))
                }
            }
            .padding(look.space(\.large))
        }
    }

    /// "Continue to iDEAL"; `prominent` when it is the page's main button (no "Pay with {bank}"
    /// before it), filled with the brand.
    private func continueButton(prominent: Bool) -> some View {
        Button {
            continueToScheme()
        } label: {
            Text(verbatim: page.continueButton.label).frame(maxWidth: .infinity)
                .foregroundColor(prominent ? look.color(look.colors.textOnBrand) : nil)
        }
        .accessibility(page.continueButton)
    }
}
