@_spi(Renderer) import PrimerCheckoutComponents

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

    /// The checkout of these inputs and the presenter a face draws it from.
    @MainActor
    func makePresenter() -> CheckoutPresenter {
        CheckoutPresenter(
            strings: CheckoutComponentsStrings(localeData: settings.localeData),
            dismissalMechanism: settings.dismissalMechanism,
            makeCheckout: { () throws(PrimerError) -> any PrimerCheckoutScope in
                try PrimerCheckout.checkout(
                    clientToken: clientToken, settings: settings, paymentHandlers: paymentHandlers,
                    redirectHandler: redirectHandler)
            },
            scope: scope,
            onCompletion: onCompletion)
    }
}
