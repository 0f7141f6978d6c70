/// How the checkout behaves: payment handling, language, dismissal and the app's URL scheme.
public struct PrimerSettings: Equatable, Sendable {
    /// Who creates and resumes payments.
    public var paymentHandling: PrimerPaymentHandling
    /// The customer's language and region.
    public var localeData: PrimerLocaleData
    /// The ways the customer may dismiss the checkout.
    public var dismissalMechanism: [DismissalMechanism]
    /// The app's URL scheme the bank returns to after approval, e.g. `myshop://`.
    public var urlScheme: String?

    /// Creates settings; the defaults are automatic handling, English, gesture dismissal and no URL scheme.
    public init(
        paymentHandling: PrimerPaymentHandling = .auto,
        localeData: PrimerLocaleData = PrimerLocaleData(),
        dismissalMechanism: [DismissalMechanism] = [.gestures],
        urlScheme: String? = nil
    ) {
        self.paymentHandling = paymentHandling
        self.localeData = localeData
        self.dismissalMechanism = dismissalMechanism
        self.urlScheme = urlScheme
    }
}
