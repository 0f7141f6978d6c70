@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

extension View {
    /// Applies the identifier, label, hint, traits and input labels the core's screen model chose
    /// for this element.
    func accessibility(_ configuration: AccessibilityConfiguration) -> some View {
        accessibilityIdentifier(configuration.identifier)
            .accessibilityLabel(Text(verbatim: configuration.label))
            .accessibilityHint(Text(verbatim: configuration.hint ?? ""))
            .accessibilityAddTraits(AccessibilityTraits(configuration.traits))
            .accessibilityInputLabels(configuration.inputLabels.isEmpty ? [configuration.label] : configuration.inputLabels)
    }
}

extension AccessibilityTraits {
    /// SwiftUI's traits for the core's; "not enabled" is expressed with `disabled(_:)` instead.
    init(_ traits: AccessibilityConfiguration.Traits) {
        self.init()
        if traits.contains(.button) { formUnion(.isButton) }
        if traits.contains(.header) { formUnion(.isHeader) }
        if traits.contains(.searchField) { formUnion(.isSearchField) }
        if traits.contains(.selected) { formUnion(.isSelected) }
        if traits.contains(.staticText) { formUnion(.isStaticText) }
        if traits.contains(.updatesFrequently) { formUnion(.updatesFrequently) }
    }
}
