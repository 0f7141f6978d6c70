import PrimerCheckoutComponents
import SwiftUI

/// Loading and processing: a spinner and what the checkout is doing.
struct ProgressScreen: View {
    let message: String
    let accessibility: AccessibilityConfiguration

    var body: some View {
        VStack(spacing: 16) {
            ProgressView()
            Text(verbatim: message)
                .font(.body)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .accessibilityElement(children: .ignore)
        .accessibility(accessibility)
    }
}

/// The customer is at the bank: what to do there, while the checkout waits for the result.
struct AwaitingBankScreen: View {
    let title: String
    let message: String
    let accessibility: AccessibilityConfiguration

    var body: some View {
        VStack(spacing: 16) {
            ProgressView()
            Text(verbatim: title)
                .font(.headline)
                .multilineTextAlignment(.center)
            Text(verbatim: message)
                .font(.body)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .accessibilityElement(children: .ignore)
        .accessibility(accessibility)
        .onAppear { VoiceOverAnnouncement.post(title) }
    }
}
