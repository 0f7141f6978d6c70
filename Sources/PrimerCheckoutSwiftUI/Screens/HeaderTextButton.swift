@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// A title bar's text button (Cancel): the model's label in the theme's body font, tinted by the
/// brand, at least 44 points each way to tap.
struct HeaderTextButton: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme
    let accessibility: AccessibilityConfiguration
    let action: @MainActor () -> Void

    var body: some View {
        Button {
            action()
        } label: {
            Text(verbatim: accessibility.label)
                .font(look.body)
                .tapTarget()
        }
        .accessibility(accessibility)
    }
}
