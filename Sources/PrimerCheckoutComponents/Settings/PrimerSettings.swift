import Foundation

/// How the checkout behaves: payment handling, language, dismissal and the app's URL scheme.
public struct PrimerSettings: Equatable, Sendable {
    /// Who creates and resumes payments.
    public var paymentHandling: PrimerPaymentHandling
    /// The customer's language and region (English, United States, unless set);
    /// `PrimerLocaleData(identifier: Locale.current.identifier)` follows the device, the digits
    /// the customer chose included.
    public var localeData: PrimerLocaleData
    /// The ways the customer may dismiss the checkout: `.gestures` lets a sheet be swiped away
    /// (never while a payment is in flight); `.closeButton` adds Cancel to the payment method list
    /// and the bank selector. Without `.gestures` the list offers Cancel in any case, so there is
    /// always a way out; a bank selector shown on its own always has one.
    public var dismissalMechanism: [DismissalMechanism]
    /// The app's URL scheme the bank returns to after approval, e.g. `myshop://`; an `https`
    /// return is `universalLink` (a checkout refuses `http` or `https` here). With an address
    /// (`myshop://payment`), `PrimerRedirectReturn.handle(_:settings:)` claims only URLs under it,
    /// and leaves the app's other links of the scheme to the app.
    public var urlScheme: String?
    /// How the checkout waits for the bank's result.
    public var redirectPolling: RedirectPollingOptions
    /// How the bank selector treats the bank list (offline banks, their order).
    public var bankSelector: BankSelectorOptions
    /// The `platform` sent with tokenization.
    public var platform: String
    /// An https address of the app (a universal link) the bank's page returns to instead of
    /// `urlScheme`, which any app can claim. On iOS 17.4 and later the browser sheet completes on
    /// it; on earlier versions, and when the banking app opens the app through it, forward the URL
    /// to `PrimerRedirectReturn.handle(_:settings:)`. `nil` by default.
    public var universalLink: URL?

    /// Creates settings; the defaults are automatic handling, English (United States), gesture dismissal, no URL scheme,
    /// default polling and the `IOS` platform.
    public init(
        paymentHandling: PrimerPaymentHandling = .auto,
        localeData: PrimerLocaleData = PrimerLocaleData(),
        dismissalMechanism: [DismissalMechanism] = [.gestures],
        urlScheme: String? = nil,
        redirectPolling: RedirectPollingOptions = RedirectPollingOptions(),
        bankSelector: BankSelectorOptions = BankSelectorOptions(),
        platform: String = "IOS"
    ) {
        self.paymentHandling = paymentHandling
        self.localeData = localeData
        self.dismissalMechanism = dismissalMechanism
        self.urlScheme = urlScheme
        self.redirectPolling = redirectPolling
        self.bankSelector = bankSelector
        self.platform = platform
    }
}

extension PrimerSettings {
    /// The `locale` sent with tokenization: `en_US` unless the merchant chose another.
    var tokenizationLocale: String {
        localeData.tokenizationCode
    }
}
