import PrimerCheckoutComponents
import SwiftUI

/// The scheme's page screen (iDEAL 2.0): the scheme's logo and name, the amount, "Pay with {bank}"
/// first when the customer has a bank from before, and "Continue to iDEAL".
struct SchemePageView: View {
    let page: BankSelectorScreenModel.SchemePage
    let payWithRecentBank: @MainActor (Bank) -> Void
    let continueToScheme: @MainActor () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Spacer(minLength: 16)
            AsyncImage(url: page.logoUrl) { phase in
                if let image = phase.image {
                    image.resizable().scaledToFit()
                } else {
                    Image(systemName: "building.columns").resizable().scaledToFit().foregroundColor(.secondary)
                }
            }
            .frame(width: 64, height: 64)
            .accessibilityHidden(true)
            Text(verbatim: page.schemeName)
                .font(.title2)
                .accessibilityAddTraits(.isHeader)
            Text(verbatim: page.amount)
                .font(.title3)
            Text(verbatim: page.message)
                .font(.subheadline)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
            Spacer(minLength: 16)
            if let bank = page.recentBank, let button = page.recentBankButton {
                Button {
                    payWithRecentBank(bank)
                } label: {
                    Text(verbatim: button.label).frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .accessibility(button)
            }
            if page.recentBank == nil {
                continueButton.buttonStyle(.borderedProminent)
            } else {
                continueButton.buttonStyle(.bordered)
            }
        }
        .padding()
    }

    /// "Continue to iDEAL": the prominent button unless "Pay with {bank}" comes first.
    private var continueButton: some View {
        Button {
            continueToScheme()
        } label: {
            Text(verbatim: page.continueButton.label).frame(maxWidth: .infinity)
        }
        .accessibility(page.continueButton)
    }
}
