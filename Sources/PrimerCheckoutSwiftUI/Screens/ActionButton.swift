@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// One of a screen's actions, as wide as the screen in the brand's colour: filled when it is the
/// screen's main action, outlined otherwise; drawn from the theme's radius, border width, spacing
/// and headline, at least as tall as a comfortable tap.
struct ActionButton: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme
    let title: String
    var isProminent = false
    let accessibility: AccessibilityConfiguration
    let action: @MainActor () -> Void

    var body: some View {
        let shape = look.rounded(theme.radius.medium)
        let brand = look.color(look.colors.brand)
        Button {
            action()
        } label: {
            Text(verbatim: title)
                .font(look.headline)
                .multilineTextAlignment(.center)
                .foregroundColor(isProminent ? look.color(look.colors.textOnBrand) : brand)
                .padding(.vertical, look.space(\.medium))
                .padding(.horizontal, look.space(\.large))
                .frame(maxWidth: .infinity, minHeight: TapTarget.minimumSide)
                .background(shape.fill(isProminent ? brand : Color.clear))
                .overlay(shape.stroke(brand, lineWidth: CGFloat(theme.borderWidth.thin)))
                .contentShape(shape)
        }
        .buttonStyle(.plain)
        .accessibility(accessibility)
    }
}
