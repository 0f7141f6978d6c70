/// What the checkout's transitions ask the world to do; `DefaultCheckoutScope` runs them.
enum CheckoutEffect: Equatable, Sendable {
    /// Load the client session (its end is `.loaded`).
    case loadConfiguration
    /// Stop loading it.
    case stopLoading
    /// Create the scope of each offered method for the loaded session, configured by the merchant.
    case createScopes
    /// The method's scope starts (opening it).
    case startMethod(String)
    /// The method's scope forgets the customer's attempt: they left it.
    case leaveMethod(String)
    /// The method loads what it shows again (its load error screen's Retry).
    case retryMethodLoad(String)
    /// The method pays again (its payment error screen's Retry).
    case retryPayment(String)
    /// After the prefetch delay on the checkout's clock, `.prefetchDue`.
    case schedulePrefetch
    /// No `.prefetchDue` is wanted any more.
    case cancelPrefetch
    /// Every method loads its list in the background.
    case prefetchMethods
    /// Report an analytics event for a method and payment.
    case track(AnalyticsEventType, method: String?, paymentId: String?)
    /// The customer chose to pay another way while the payment `paymentId` was not confirmed:
    /// the record keeps it (it may still go through) and tells the merchant.
    case payAroundOpenPayment(paymentId: String)
    /// The checkout ended, paid with `paid` or not: the record forgets the payment shown and tells
    /// the merchant of every payment still open.
    case concludeRecord(paid: PaymentResult?)
    /// Every method scope closes: the checkout finished.
    case closeMethods
    /// The checkout's streams end after its final value.
    case endStreams
}
