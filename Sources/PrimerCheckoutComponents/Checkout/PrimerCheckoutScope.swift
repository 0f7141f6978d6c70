/// The whole checkout: its state, its screens, its payment methods and their scopes.
///
/// `success` and `dismissed` are final: every `state` and `route` stream ends after delivering
/// them, every scope the checkout created is closed, and nothing called afterwards — on the
/// checkout or on any of its scopes — starts a request or changes the state.
@available(iOS 15.0, *)
@MainActor
public protocol PrimerCheckoutScope: AnyObject {
    /// A new stream per subscriber: the current checkout state first, then each distinct change.
    /// It ends after `success` or `dismissed`.
    var state: AsyncStream<PrimerCheckoutState> { get }

    /// A new stream per subscriber: the screen to show now, then each distinct change.
    /// It ends after the success or dismissed screen.
    var route: AsyncStream<CheckoutRoute> { get }

    /// The current checkout state, without subscribing.
    var currentState: PrimerCheckoutState { get }

    /// The current screen, without subscribing: what a view draws in its first frame.
    var currentRoute: CheckoutRoute { get }

    /// The payment methods offered, in the order of the client session.
    var paymentMethods: [CheckoutPaymentMethod] { get }

    /// Loads the client session and shows the first screen. Calling it again does nothing.
    func start()

    /// Opens the payment method of `paymentMethodType` from the payment method list. Does nothing
    /// once the checkout is finished.
    /// - Throws: `PrimerError.unsupportedPaymentMethodType` when the checkout does not offer it.
    func selectPaymentMethod(_ paymentMethodType: String) throws(PrimerError)

    /// The scope of an offered payment method, once the client session is loaded.
    func getPaymentMethodScope(for paymentMethodType: String) -> (any PrimerPaymentMethodScope)?

    /// Configures the bank selector of every issuer-list method (iDEAL, Dotpay), now and when created.
    func bankSelector(_ configure: @escaping @MainActor (any PrimerBankSelectorScope) -> Void)

    /// On the error screen: tries the failed step again.
    func retry()

    /// On the error screen: goes back to choose another payment method.
    func chooseOtherPaymentMethod()

    /// Closes the checkout and stops all work in flight; the state becomes `dismissed`. Does nothing
    /// after `success` (the result stays).
    func onDismiss()
}
