/// A way the customer may dismiss the checkout.
public enum DismissalMechanism: Equatable, Hashable, Sendable {
    /// Swiping or tapping outside the checkout.
    case gestures
    /// A visible close (cancel) button.
    case closeButton
}
