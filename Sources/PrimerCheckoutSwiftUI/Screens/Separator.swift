import PrimerCheckoutComponents
import SwiftUI

/// The line between two rows: the theme's border colour at its thin border width.
struct Separator: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme

    var body: some View {
        Rectangle()
            .fill(look.color(look.colors.border))
            .frame(height: CGFloat(theme.borderWidth.thin))
            .accessibilityHidden(true)
    }
}
