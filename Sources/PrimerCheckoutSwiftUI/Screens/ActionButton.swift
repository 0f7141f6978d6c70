@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// One of a screen's actions, as wide as the screen in the brand's colour: filled when it is the
/// screen's main action, outlined otherwise.
struct ActionButton: Themed {
    @Environment(\.primerTheme) var theme
    @Environment(\.colorScheme) var scheme
    let title: String
    var isProminent = false
    let accessibility: AccessibilityConfiguration
    let action: @MainActor () -> Void

    var body: some View {
        let button = Button {
            action()
        } label: {
            Text(verbatim: title).frame(maxWidth: .infinity)
                .font(look.headline)
                .foregroundColor(isProminent ? look.color(look.colors.textOnBrand) : nil)
        }
        Group {
            if isProminent {
                button.buttonStyle(.borderedProminent)
            } else {
                button.buttonStyle(.bordered)
            }
        }
        .tint(look.color(look.colors.brand))
        .accessibility(accessibility)
    }
}
