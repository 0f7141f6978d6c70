import Foundation

/// What every face of a checkout draws from — `PrimerCheckout`, the UIKit presenter, the terminal:
/// the checkout, the screen model of its current route (rebuilt once per change of the route or of a
/// bank selector), whether a payment holds the screen, and how the checkout ended.
///
/// The outcome is the checkout's own final state, decided by its reducer: `.success` with the
/// payment, or `.dismissed` — however the customer left (Cancel, a swipe, Close on the error
/// screen, which was the failure they already saw). A checkout that could not be made ends with
/// `.failure` of that error when its error screen closes.
@_spi(Renderer)
@available(iOS 15.0, *)
@MainActor
public final class CheckoutPresenter {
    /// The checkout, or `nil` when it could not be created (an unusable client token or settings).
    public let checkout: (any PrimerCheckoutScope)?
    /// The strings of the checkout's locale.
    public let strings: CheckoutComponentsStrings
    /// The screen to draw now.
    public private(set) var screen: CheckoutScreenModel {
        didSet { if screen != oldValue { onChange?(screen) } }
    }
    /// Called with each new screen.
    public var onChange: (@MainActor (CheckoutScreenModel) -> Void)?
    /// How the checkout ended, once it has; `onCompletion` heard the same, once.
    public private(set) var outcome: PrimerCheckoutState?

    private let startupError: PrimerError?
    private let dismissalMechanism: [DismissalMechanism]
    private let onCompletion: (@MainActor (PrimerCheckoutState) -> Void)?
    private var started = false
    private var tasks: [Task<Void, Never>] = []
    private var followedBankSelectors = Set<String>()

    /// Creates the checkout with `makeCheckout` and configures it with `scope` at once; a checkout
    /// that cannot be made shows the error screen instead. `dismissalMechanism` is the merchant's
    /// setting (`PrimerSettings.dismissalMechanism`): which ways out the face offers.
    public init(
        strings: CheckoutComponentsStrings,
        dismissalMechanism: [DismissalMechanism] = [.gestures],
        makeCheckout: () throws(PrimerError) -> any PrimerCheckoutScope,
        scope: (@MainActor (any PrimerCheckoutScope) -> Void)? = nil,
        onCompletion: (@MainActor (PrimerCheckoutState) -> Void)? = nil
    ) {
        self.strings = strings
        self.dismissalMechanism = dismissalMechanism
        self.onCompletion = onCompletion
        do throws(PrimerError) {
            let checkout = try makeCheckout()
            self.checkout = checkout
            startupError = nil
            scope?(checkout)
            screen = CheckoutScreenModel(checkout: checkout, strings: strings)
        } catch {
            checkout = nil
            startupError = error
            screen = .failure(
                CheckoutScreenModel.FailureScreen(
                    failure: CheckoutFailure(error: error, kind: .loadFailure, paymentMethodType: nil, canChooseOtherPaymentMethod: false),
                    strings: strings))
        }
    }

    deinit {
        tasks.forEach { $0.cancel() }
    }

    /// Whether the screen holding the checkout must stay, no swipe taking it away: while a payment
    /// is in flight, and always when the merchant's `dismissalMechanism` leaves out `.gestures`.
    public var holdsPresentation: Bool {
        !dismissalMechanism.contains(.gestures) || checkout?.currentRoute.isPaymentInFlight == true
    }

    /// The payment method list's Cancel button, which closes the checkout (``close()``): there when
    /// the merchant's `dismissalMechanism` has `.closeButton`, or leaves out `.gestures` (a sheet
    /// that cannot be swiped away always offers a way out); `nil` on the other screens, which have
    /// their own (the bank selector's header, the error screen's Close). It is the presenter's, not
    /// the screen model's, because only the face's settings decide it.
    public var cancelButton: AccessibilityConfiguration? {
        guard case .paymentMethodList = screen,
            dismissalMechanism.contains(.closeButton) || !dismissalMechanism.contains(.gestures)
        else { return nil }
        return AccessibilityConfiguration(
            identifier: AccessibilityIdentifiers.Checkout.cancelButton, label: strings.cancel, traits: .button)
    }

    /// Loads the client session and follows the checkout until it finishes. Calling it again does nothing.
    public func start() {
        guard !started, let checkout else { return }
        started = true
        tasks.append(
            Task { [weak self] in
                for await _ in checkout.route {
                    self?.followNewBankSelectors()
                    self?.refresh()
                }
            })
        tasks.append(
            Task { [weak self] in
                for await _ in checkout.state {}
                self?.checkoutFinished()
            })
        checkout.start()
    }

    /// The error screen's Close, a swipe, the merchant's dismissal: dismisses the checkout, or ends
    /// one that could not start. The outcome is reported before this returns, not when the tasks
    /// that follow the checkout next run: the face may be leaving with them.
    public func close() {
        if let startupError {
            screen = .dismissed
            complete(.failure(startupError))
        } else {
            checkout?.onDismiss()
            checkoutFinished()
        }
    }

    /// A face's hold on this checkout, to keep while it shows it: a face that goes away for good
    /// lets go, and the checkout is then closed as by ``close()`` — dismissed, and `onCompletion`
    /// hears how it ended — unless it ended before. A browser sheet over the face is not going away.
    public func hold() -> Hold {
        Hold(presenter: self)
    }

    /// Closes its checkout when it is let go: see ``CheckoutPresenter/hold()``.
    public final class Hold: Sendable {
        private let presenter: CheckoutPresenter

        fileprivate init(presenter: CheckoutPresenter) {
            self.presenter = presenter
        }

        deinit {
            Task { @MainActor [presenter] in presenter.close() }
        }
    }

    /// Rebuilds the screen now: after the face itself acted on the checkout, whose state changed at once.
    public func refresh() {
        guard let checkout else { return }
        screen = CheckoutScreenModel(checkout: checkout, strings: strings)
    }

    /// The screen is also each bank selector's state: it is rebuilt once per change of a bank
    /// selector too.
    private func followNewBankSelectors() {
        guard let checkout else { return }
        for method in checkout.paymentMethods where !followedBankSelectors.contains(method.type) {
            guard let scope = checkout.getPaymentMethodScope(for: method.type) as? any PrimerBankSelectorScope else { continue }
            followedBankSelectors.insert(method.type)
            tasks.append(
                Task { [weak self] in
                    for await _ in scope.state.dropFirst() { self?.refresh() }
                })
        }
    }

    /// The checkout's streams end after its final state, which is the outcome.
    private func checkoutFinished() {
        guard let checkout else { return }
        refresh()
        switch checkout.currentState {
        case .success, .dismissed: complete(checkout.currentState)
        case .initializing, .ready, .failure: break
        }
    }

    private func complete(_ state: PrimerCheckoutState) {
        guard outcome == nil else { return }
        outcome = state
        onCompletion?(state)
    }
}
