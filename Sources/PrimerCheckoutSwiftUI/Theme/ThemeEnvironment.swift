import PrimerCheckoutComponents
import SwiftUI

private struct PrimerThemeKey: EnvironmentKey {
    static let defaultValue = PrimerCheckoutTheme.default
}

extension EnvironmentValues {
    /// The theme the default screens draw with (`PrimerCheckout(theme:)`).
    var primerTheme: PrimerCheckoutTheme {
        get { self[PrimerThemeKey.self] }
        set { self[PrimerThemeKey.self] = newValue }
    }
}
