import PrimerCheckoutComponents
import SwiftUI

/// The theme behind one reference: every themed view keeps what it reads from the environment, and
/// a reference is one word to copy where the theme's tokens are hundreds of bytes.
final class ThemeReference: Equatable, Sendable {
    let theme: PrimerCheckoutTheme

    init(_ theme: PrimerCheckoutTheme) { self.theme = theme }

    static func == (lhs: ThemeReference, rhs: ThemeReference) -> Bool { lhs.theme == rhs.theme }
}

private struct PrimerThemeKey: EnvironmentKey {
    static let defaultValue = ThemeReference(.default)
}

extension EnvironmentValues {
    /// The theme the default screens draw with (`PrimerCheckout(theme:)`).
    var primerTheme: PrimerCheckoutTheme {
        get { self[PrimerThemeKey.self].theme }
        set { self[PrimerThemeKey.self] = ThemeReference(newValue) }
    }

    /// `primerTheme`, as the views keep it.
    var primerThemeReference: ThemeReference { self[PrimerThemeKey.self] }
}
