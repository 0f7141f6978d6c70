@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// The payment methods the checkout offers, under the amount to pay.
struct PaymentMethodListScreen: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme
    let title: String
    let amount: String?
    let items: [CheckoutScreenModel.PaymentMethodItem]
    let emptyMessage: String?
    /// The screen model's elements: the heading first, then the empty message or each method.
    let accessibility: [AccessibilityConfiguration]
    let select: @MainActor (String) -> Void
    /// The Cancel button above the title, when the presenter offers one.
    var cancel: (accessibility: AccessibilityConfiguration, action: @MainActor () -> Void)?
    /// A method's logo beside its name is as tall as the name's text.
    @ScaledMetric(relativeTo: .body) private var logoSide: CGFloat = 28

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: look.space(\.medium)) {
                if let cancel {
                    HStack {
                        Spacer()
                        HeaderTextButton(accessibility: cancel.accessibility, action: cancel.action)
                    }
                }
                VStack(alignment: .leading, spacing: look.space(\.xsmall)) {
                    Text(verbatim: title)
                        .font(look.title)
                    if let amount {
                        Text(verbatim: amount)
                            .font(look.headline)
                            .foregroundColor(look.color(look.colors.textSecondary))
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibility(accessibility[0])
                if let emptyMessage {
                    Text(verbatim: emptyMessage)
                        .font(look.body)
                        .foregroundColor(look.color(look.colors.textSecondary))
                }
                ForEach(items, id: \.type) { item in
                    Button {
                        select(item.type)
                    } label: {
                        HStack(spacing: look.space(\.medium)) {
                            if let logo = item.logoUrl {
                                RemoteLogo(url: logo, side: logoSide, shape: look.rounded(theme.radius.small)) { EmptyView() }
                            }
                            Text(verbatim: item.name)
                                .font(look.body)
                            Spacer()
                            Image(systemName: "chevron.forward")
                                .foregroundColor(look.color(look.colors.textSecondary))
                        }
                        .padding(look.space(\.large))
                        .tapTarget()
                        .background(
                            look.rounded(theme.radius.medium).stroke(
                                look.color(look.colors.border), lineWidth: CGFloat(theme.borderWidth.thin))
                        )
                        .contentShape(look.rounded(theme.radius.medium))
                    }
                    .buttonStyle(.plain)
                    .accessibility(element(AccessibilityIdentifiers.Checkout.paymentMethod(item.type), fallback: item.name))
                }
            }
            .padding(look.space(\.large))
        }
    }

    private func element(_ identifier: String, fallback: String) -> AccessibilityConfiguration {
        accessibility.first { $0.identifier == identifier } ?? AccessibilityConfiguration(identifier: identifier, label: fallback)
    }
}
