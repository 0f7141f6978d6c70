@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// The whole checkout as a SwiftUI view: loads the client session, shows the payment methods, the
/// bank selector, the bank's page, and the result.
///
/// ```swift
/// PrimerCheckout(
///     clientToken: clientToken,
///     primerSettings: settings,
///     scope: { checkout in
///         checkout.bankSelector { bankSelector in
///             bankSelector.bankItemComponent = { bank in Text(bank.name) }
///         }
///     },
///     onCompletion: { state in
///         // .success(result), .dismissed however the customer left (an error screen included),
///         // or .failure(error) when it could not start (an unusable client token)
///     }
/// )
/// ```
///
/// `onCompletion` hears `.success` as soon as the payment went through, while the view shows the
/// confirmation: a sheet closed at once hides it, so keep it up a moment first — two seconds, five
/// while VoiceOver runs, as `PrimerCheckoutPresenter` does on its own.
@available(iOS 15.0, *)
public struct PrimerCheckout: View {
    private let inputs: CheckoutInputs

    #if canImport(UIKit)
    /// Creates the checkout for `clientToken`.
    ///
    /// - Parameters:
    ///   - clientToken: The client token from the merchant's server. An unusable token shows the
    ///     error screen. The view makes its checkout from the token it first shows; to start over
    ///     with another token, give the view a new identity (`.id(clientToken)`).
    ///   - primerSettings: Payment handling, locale, dismissal, polling and the app's URL scheme.
    ///   - paymentHandlers: The merchant's say in each payment: before it is created, once it is,
    ///     when it is left open, and the whole creation in manual `paymentHandling`.
    ///   - theme: The look of the default screens: colours, fonts, radius, spacing, borders.
    ///   - scope: Configures the checkout before its first screen, e.g. the bank selector's
    ///     customizations.
    ///   - onCompletion: Called once when the checkout ends, with its final state: `.success` with
    ///     the payment, or `.dismissed` however the customer left (the error screen's Close
    ///     included; the failure was in `state` before). `.failure` only when the checkout could not
    ///     start (an unusable client token or settings).
    public init(
        clientToken: String,
        primerSettings: PrimerSettings = PrimerSettings(),
        paymentHandlers: PrimerPaymentHandlers = PrimerPaymentHandlers(),
        theme: PrimerCheckoutTheme = .default,
        scope: (@MainActor (any PrimerCheckoutScope) -> Void)? = nil,
        onCompletion: (@MainActor (PrimerCheckoutState) -> Void)? = nil
    ) {
        inputs = CheckoutInputs(
            clientToken: clientToken, settings: primerSettings, paymentHandlers: paymentHandlers, theme: theme,
            redirectHandler: nil, scope: scope, onCompletion: onCompletion)
    }
    #endif

    /// Creates the checkout for `clientToken`, sending the customer to the bank with the merchant's
    /// own `redirectHandler` instead of the built-in browser session.
    /// Its parameters are the other initializer's, with `redirectHandler` opening the bank's page.
    public init(
        clientToken: String,
        primerSettings: PrimerSettings = PrimerSettings(),
        paymentHandlers: PrimerPaymentHandlers = PrimerPaymentHandlers(),
        theme: PrimerCheckoutTheme = .default,
        redirectHandler: any RedirectHandler,
        scope: (@MainActor (any PrimerCheckoutScope) -> Void)? = nil,
        onCompletion: (@MainActor (PrimerCheckoutState) -> Void)? = nil
    ) {
        inputs = CheckoutInputs(
            clientToken: clientToken, settings: primerSettings, paymentHandlers: paymentHandlers, theme: theme,
            redirectHandler: redirectHandler, scope: scope, onCompletion: onCompletion)
    }

    /// The checkout's current screen.
    public var body: some View {
        CheckoutHostView(theme: inputs.theme, makeViewModel: { [inputs] in CheckoutViewModel(presenter: inputs.makePresenter()) })
    }

    /// The checkout this view shows: the merchant's settings, handlers and redirect handler (or the
    /// browser sheet), the last bank remembered in `recentBanks`.
    @MainActor
    static func checkout(
        clientToken: String, settings: PrimerSettings, paymentHandlers: PrimerPaymentHandlers,
        redirectHandler: (any RedirectHandler)?, recentBanks: (any RecentBankStore)? = UserDefaultsRecentBankStore()
    ) throws(PrimerError) -> DefaultCheckoutScope {
        try DefaultCheckoutScope(
            clientToken: clientToken, settings: settings, redirectHandler: try Self.redirectHandler(redirectHandler, settings),
            paymentHandlers: paymentHandlers, recentBanks: recentBanks, openPayments: DefaultCheckoutScope.defaultOpenPayments)
    }

    /// The merchant's handler, or the browser sheet on iOS (elsewhere the only initializer takes one).
    private static func redirectHandler(
        _ merchant: (any RedirectHandler)?, _ settings: PrimerSettings
    ) throws(PrimerError) -> any RedirectHandler {
        if let merchant { return merchant }
        #if canImport(UIKit)
        return try WebAuthenticationRedirectHandler(settings: settings)
        #else
        throw .invalidValue(
            key: "redirectHandler", value: nil, reason: "this platform has no built-in browser session",
            diagnosticsId: UUID().uuidString)
        #endif
    }
}
