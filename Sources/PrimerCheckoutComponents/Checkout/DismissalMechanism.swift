/// A way the customer may dismiss the checkout.
public enum DismissalMechanism: Equatable, Hashable, Sendable {
    /// Swiping the checkout's sheet away (or tapping outside it).
    case gestures
    /// A visible Cancel button on the payment method list and the bank selector.
    case closeButton
}
