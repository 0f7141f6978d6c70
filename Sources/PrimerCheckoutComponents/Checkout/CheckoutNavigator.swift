/// What a payment method scope asks of its checkout: processing, results, errors and navigation.
@MainActor
protocol CheckoutNavigator: AnyObject, Sendable {
    func startProcessing(paymentMethodType: String)
    func show(_ progress: PaymentProgress, paymentMethodType: String)
    func handlePaymentSuccess(_ result: PaymentResult)
    func handlePaymentError(_ error: PrimerError, paymentMethodType: String, retry: @escaping @MainActor () -> Void)
    func handleLoadFailure(_ error: PrimerError, paymentMethodType: String, retry: @escaping @MainActor () -> Void)
    func showPaymentMethod(_ paymentMethodType: String)
    func showPaymentMethodSelection()
    func dismiss()
}

/// A payment method scope the checkout tells when the customer leaves it.
@MainActor
protocol CheckoutChildScope: AnyObject {
    /// Stops work in flight and forgets the current attempt, keeping fetched data.
    func didLeave()
}
