@_spi(Renderer) import PrimerCheckoutComponents

/// What a merchant gives a checkout face. `PrimerCheckout` and `PrimerCheckoutPresenter` take the
/// same inputs, so the sheet a UIKit app presents is the checkout a SwiftUI app shows. A class: a
/// view keeps it, and a reference is one word to copy.
final class CheckoutInputs {
    let clientToken: String
    let settings: PrimerSettings
    let paymentHandlers: PrimerPaymentHandlers
    let theme: PrimerCheckoutTheme
    /// `nil`: the built-in browser session.
    let redirectHandler: (any RedirectHandler)?
    let scope: (@MainActor (any PrimerCheckoutScope) -> Void)?
    let onCompletion: (@MainActor (PrimerCheckoutState) -> Void)?

    init(
        clientToken: String, settings: PrimerSettings, paymentHandlers: PrimerPaymentHandlers, theme: PrimerCheckoutTheme,
        redirectHandler: (any RedirectHandler)?, scope: (@MainActor (any PrimerCheckoutScope) -> Void)?,
        onCompletion: (@MainActor (PrimerCheckoutState) -> Void)?
    ) {
        self.clientToken = clientToken
        self.settings = settings
        self.paymentHandlers = paymentHandlers
        self.theme = theme
        self.redirectHandler = redirectHandler
        self.scope = scope
        self.onCompletion = onCompletion
    }

    /// The checkout of these inputs and the presenter a face draws it from; `onCompletion` stands in
    /// for the merchant's when given (the UIKit sheet closes itself first).
    @MainActor
    func makePresenter(onCompletion: (@MainActor (PrimerCheckoutState) -> Void)? = nil) -> CheckoutPresenter {
        CheckoutPresenter(
            strings: CheckoutComponentsStrings(localeData: settings.localeData),
            dismissalMechanism: settings.dismissalMechanism,
            makeCheckout: { () throws(PrimerError) -> any PrimerCheckoutScope in
                try PrimerCheckout.checkout(
                    clientToken: clientToken, settings: settings, paymentHandlers: paymentHandlers,
                    redirectHandler: redirectHandler)
            },
            scope: scope,
            onCompletion: onCompletion ?? self.onCompletion)
    }
}
