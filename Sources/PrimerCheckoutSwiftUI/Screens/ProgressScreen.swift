import PrimerCheckoutComponents
import SwiftUI

/// Loading, processing and waiting for the bank: a spinner, a heading when there is one, and what
/// the checkout is doing.
struct ProgressScreen: View {
    var title: String?
    let message: String
    let accessibility: AccessibilityConfiguration

    var body: some View {
        VStack(spacing: 16) {
            ProgressView()
            if let title {
                Text(verbatim: title)
                    .font(.headline)
                    .multilineTextAlignment(.center)
            }
            Text(verbatim: message)
                .font(.body)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .accessibilityElement(children: .ignore)
        .accessibility(accessibility)
        .onAppear { VoiceOverAnnouncement.post(title ?? message) }
    }
}
