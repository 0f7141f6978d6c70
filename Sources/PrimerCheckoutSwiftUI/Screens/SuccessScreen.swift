import PrimerCheckoutComponents
import SwiftUI

/// The payment went through: the amount paid and the payment's reference.
struct SuccessScreen: View {
    let title: String
    let amount: String?
    let reference: String
    let accessibility: AccessibilityConfiguration

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "checkmark.circle.fill")
                .font(.largeTitle)
                .foregroundColor(.green)
                .accessibilityHidden(true)
            Text(verbatim: title)
                .font(.title2)
            if let amount {
                Text(verbatim: amount)
                    .font(.headline)
            }
            Text(verbatim: reference)
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .accessibilityElement(children: .ignore)
        .accessibility(accessibility)
        .onAppear { VoiceOverAnnouncement.post(accessibility.label) }
    }
}
