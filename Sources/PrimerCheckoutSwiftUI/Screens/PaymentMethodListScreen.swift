import PrimerCheckoutComponents
import SwiftUI

/// The payment methods the checkout offers, under the amount to pay.
struct PaymentMethodListScreen: View {
    let title: String
    let amount: String?
    let items: [CheckoutScreenModel.PaymentMethodItem]
    let emptyMessage: String?
    /// The screen model's elements: the heading first, then the empty message or each method.
    let accessibility: [AccessibilityConfiguration]
    let select: @MainActor (String) -> Void

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(verbatim: title)
                        .font(.title2)
                    if let amount {
                        Text(verbatim: amount)
                            .font(.headline)
                            .foregroundColor(.secondary)
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibility(accessibility[0])
                if let emptyMessage {
                    Text(verbatim: emptyMessage)
                        .foregroundColor(.secondary)
                }
                ForEach(items, id: \.type) { item in
                    Button {
                        select(item.type)
                    } label: {
                        HStack {
                            Text(verbatim: item.name)
                                .font(.body)
                            Spacer()
                            Image(systemName: "chevron.forward")
                                .foregroundColor(.secondary)
                        }
                        .padding()
                        .background(RoundedRectangle(cornerRadius: 10).stroke(Color.secondary.opacity(0.4)))
                        .contentShape(RoundedRectangle(cornerRadius: 10))
                    }
                    .buttonStyle(.plain)
                    .accessibility(element(AccessibilityIdentifiers.Checkout.paymentMethod(item.type), fallback: item.name))
                }
            }
            .padding()
        }
    }

    private func element(_ identifier: String, fallback: String) -> AccessibilityConfiguration {
        accessibility.first { $0.identifier == identifier } ?? AccessibilityConfiguration(identifier: identifier, label: fallback)
    }
}
