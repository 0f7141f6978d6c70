/// What a payment method scope asks of its checkout: processing, results, errors and navigation.
@MainActor
protocol CheckoutNavigator: AnyObject, Sendable {
    /// Whether a payment of `paymentMethodType` may start now: the checkout is not finished and
    /// no other method's payment is in flight.
    func canStartPayment(paymentMethodType: String) -> Bool
    func startProcessing(paymentMethodType: String)
    func show(_ progress: PaymentProgress, paymentMethodType: String)
    func handlePaymentSuccess(_ result: PaymentResult)
    /// The payment failed: the error screen, whose Retry is the method's `retryPayment()`.
    func handlePaymentError(_ error: PrimerError, paymentMethodType: String)
    /// The method could not load what it shows: the error screen, whose Retry is `retryLoad()`.
    func handleLoadFailure(_ error: PrimerError, paymentMethodType: String)
    func showPaymentMethod(_ paymentMethodType: String)
    func showPaymentMethodSelection()
    func dismiss()
}

/// A payment method scope the checkout tells when the customer leaves it.
@MainActor
protocol CheckoutChildScope: AnyObject {
    /// Stops work in flight and forgets the current attempt, keeping fetched data.
    func didLeave()

    /// Stops work in flight for good: the checkout finished. Nothing the scope is asked to do
    /// afterwards starts a request, and its state streams end.
    func close()

    /// Loads what the method will show in the background, while the customer is still on the
    /// payment method list; nothing shows on failure.
    func prefetch()

    /// The load error screen's Retry: load what the method shows again.
    func retryLoad()

    /// The payment error screen's Retry: pay again as before.
    func retryPayment()
}
