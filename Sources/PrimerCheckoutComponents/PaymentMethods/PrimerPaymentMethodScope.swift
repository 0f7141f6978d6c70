/// The scope of one payment method inside the checkout: its state and its lifecycle.
@available(iOS 15.0, *)
@MainActor
public protocol PrimerPaymentMethodScope: AnyObject {
    /// The method's state type.
    associatedtype State: Equatable & Sendable

    /// The payment method type this scope pays with, e.g. `ADYEN_IDEAL`.
    var paymentMethodType: String { get }

    /// A new stream per subscriber: the current state first, then each distinct change.
    /// It ends when the subscriber stops or the scope is released.
    var state: AsyncStream<State> { get }

    /// The current state, without subscribing: what a view draws in its first frame.
    var currentState: State { get }

    /// Starts the method (for example, fetches its data). Calling it again does nothing.
    func start()

    /// Submits the payment with what the customer has entered or chosen.
    func submit()

    /// Cancels any work in flight.
    func cancel()
}
