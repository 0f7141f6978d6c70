/// How a payment method screen was reached, which decides its navigation buttons.
public enum PresentationContext: Equatable, Sendable {
    /// The checkout offers only this method and opened it straight away.
    case direct
    /// The customer chose this method from the list of payment methods.
    case fromPaymentSelection

    /// Whether the screen offers a back button to the payment method list.
    public var shouldShowBackButton: Bool {
        self == .fromPaymentSelection
    }
}
