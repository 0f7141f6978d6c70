/// What the checkout's transitions ask the world to do; `CheckoutStore` runs them and reports
/// their results back as actions.
indirect enum CheckoutEffect: Equatable, Sendable {
    /// Load the client session (its end is `.loaded`).
    case loadConfiguration
    /// Stop loading it.
    case stopLoading
    /// Create the scope of each offered method for the loaded session, configured by the merchant.
    case createScopes
    /// After the prefetch delay on the checkout's clock, `.prefetchDue`.
    case schedulePrefetch
    /// No `.prefetchDue` is wanted any more.
    case cancelPrefetch
    /// Report an analytics event for a method and payment.
    case track(AnalyticsEventType, method: String?, paymentId: String?)
    /// A request of the checkout's payments, or what they tell the merchant.
    case payment(PaymentEffect)
    /// The work of the bank selector of this payment method type (its fetches, its payment).
    case bankSelector(String, BankSelectorWork)
    /// The checkout's streams end after its final value.
    case endStreams
}
