import Foundation
import PrimerCheckoutComponents

/// What `PrimerCheckout` does, without SwiftUI: creates the live checkout for a client token, runs
/// the merchant's `scope` closure before anything is shown, starts it, keeps the screen model of the
/// current route, and reports the final state exactly once.
@MainActor
package final class CheckoutPresenter {
    /// The checkout, or `nil` when it could not be created (an unusable client token or settings).
    package let checkout: (any PrimerCheckoutScope)?
    /// The strings of the checkout's locale.
    package let strings: CheckoutComponentsStrings
    /// The screen to draw now.
    package private(set) var screen: CheckoutScreenModel {
        didSet { if screen != oldValue { onChange?(screen) } }
    }
    /// Called with each new screen.
    package var onChange: (@MainActor (CheckoutScreenModel) -> Void)?

    private let startupError: PrimerError?
    private let onCompletion: (@MainActor (PrimerCheckoutState) -> Void)?
    private var started = false
    private var completed = false
    private var lastFailure: PrimerError?
    private var tasks: [Task<Void, Never>] = []
    private var followedBankSelectors = Set<String>()

    /// Creates the checkout with `makeCheckout` and configures it with `scope` at once.
    package init(
        settings: PrimerSettings,
        makeCheckout: () throws(PrimerError) -> any PrimerCheckoutScope,
        scope: (@MainActor (any PrimerCheckoutScope) -> Void)?,
        onCompletion: (@MainActor (PrimerCheckoutState) -> Void)?
    ) {
        strings = CheckoutComponentsStrings(localeData: settings.localeData)
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

    /// Whether the sheet holding the checkout must stay: a payment is in flight.
    package var holdsPresentation: Bool {
        checkout?.currentRoute.isPaymentInFlight == true
    }

    /// Loads the client session and follows the checkout until it finishes. Calling it again does nothing.
    package func start() {
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
                for await state in checkout.state { self?.observe(state) }
                self?.checkoutFinished()
            })
        checkout.start()
    }

    /// The error screen's Close: dismisses the checkout, or ends one that could not start.
    package func close() {
        if let startupError {
            complete(.failure(startupError))
        } else {
            checkout?.onDismiss()
        }
    }

    private func observe(_ state: PrimerCheckoutState) {
        switch state {
        case .failure(let error): lastFailure = error
        case .ready, .initializing: lastFailure = nil
        case .success, .dismissed: break
        }
    }

    private func refresh() {
        guard let checkout else { return }
        screen = CheckoutScreenModel(checkout: checkout, strings: strings)
    }

    /// The screen is also each bank selector's state: the presenter builds its model once per
    /// change of the route or of a bank selector, and the views draw that model.
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

    /// A checkout's streams end after `success` or `dismissed`. Closed from the error screen, the
    /// checkout ended in that failure, so the merchant hears `.failure` rather than `.dismissed`.
    private func checkoutFinished() {
        guard let checkout else { return }
        refresh()
        switch checkout.currentState {
        case .success(let result): complete(.success(result))
        case .dismissed: complete(lastFailure.map(PrimerCheckoutState.failure) ?? .dismissed)
        case .initializing, .ready, .failure: break
        }
    }

    private func complete(_ state: PrimerCheckoutState) {
        guard !completed else { return }
        completed = true
        if startupError != nil { screen = .dismissed }
        onCompletion?(state)
    }
}
