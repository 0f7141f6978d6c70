import PrimerCheckoutComponents

/// What a merchant gives a checkout face. `PrimerCheckout` and `PrimerCheckoutPresenter` take the
/// same inputs, so the sheet a UIKit app presents is the checkout a SwiftUI app shows.
struct CheckoutInputs {
    var clientToken: String
    var settings: PrimerSettings
    var paymentHandlers: PrimerPaymentHandlers
    var theme: PrimerCheckoutTheme
    /// `nil`: the built-in browser session.
    var redirectHandler: (any RedirectHandler)?
    var scope: (@MainActor (any PrimerCheckoutScope) -> Void)?
    var onCompletion: (@MainActor (PrimerCheckoutState) -> Void)?
}
