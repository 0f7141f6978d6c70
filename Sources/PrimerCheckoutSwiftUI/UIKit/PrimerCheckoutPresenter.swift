#if canImport(UIKit)
@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI
import UIKit

/// The checkout for UIKit apps: presents `PrimerCheckout` modally from a view controller and
/// reports its end once.
///
/// ```swift
/// let presenter = PrimerCheckoutPresenter(clientToken: clientToken, theme: theme) { state in
///     if case .success(let result) = state { confirmOrder(paymentId: result.paymentId) }
/// }
/// presenter.present(from: self)
/// ```
///
/// The sheet cannot be swiped away while a payment is in flight (processing, or the customer at
/// the bank), nor at all when the settings' `dismissalMechanism` leaves out `.gestures`; swiping
/// it away otherwise dismisses the checkout, as its Cancel button does, and so does the app taking
/// the sheet away with the screens it was presented over. Once a
/// payment succeeds, the sheet shows its confirmation for two seconds (five while VoiceOver runs)
/// before it leaves; a swipe or ``dismiss()`` sends it sooner. The presenter keeps itself while
/// the checkout is shown, so `onCompletion` is heard even when nothing else keeps it.
@available(iOS 15.0, *)
@MainActor
public final class PrimerCheckoutPresenter {
    private let inputs: CheckoutInputs
    private var controller: CheckoutHostingController?
    /// What the sheet draws, kept here rather than in the sheet's view: a swiped-away sheet takes
    /// its view along before the checkout has said how it ended.
    private var face: CheckoutPresenter?
    private let sheet = SheetDelegate()
    private var completed = false
    /// The outcome waiting for the sheet to leave: a success, while its confirmation is shown.
    private var leaving: PrimerCheckoutState?
    private var confirmationTimer: Task<Void, Never>?
    /// Itself, from `present(from:)` until the merchant heard the end: the sheet's delegate and
    /// `onCompletion` live here.
    private var keptWhileShown: PrimerCheckoutPresenter?

    /// Creates a presenter for the checkout of `clientToken`; the parameters are `PrimerCheckout`'s.
    ///
    /// - Parameters:
    ///   - clientToken: The client token from the merchant's server.
    ///   - primerSettings: Payment handling, locale, dismissal, polling and the app's URL scheme.
    ///   - paymentHandlers: The merchant's say in each payment (`PrimerCheckout`'s).
    ///   - theme: The look of the default screens.
    ///   - redirectHandler: Opens the bank's page; `nil` (the default) uses the built-in browser
    ///     session, as `PrimerCheckout` does.
    ///   - scope: Configures the checkout before its first screen.
    ///   - onCompletion: Called once, after the checkout left the screen, with the same final state
    ///     as `PrimerCheckout`'s: `.success` with the payment, `.dismissed` however the customer
    ///     left (a swipe, Cancel, the error screen's Close), `.failure` when it could not start.
    public init(
        clientToken: String,
        primerSettings: PrimerSettings = PrimerSettings(),
        paymentHandlers: PrimerPaymentHandlers = PrimerPaymentHandlers(),
        theme: PrimerCheckoutTheme = .default,
        redirectHandler: (any RedirectHandler)? = nil,
        scope: (@MainActor (any PrimerCheckoutScope) -> Void)? = nil,
        onCompletion: (@MainActor (PrimerCheckoutState) -> Void)? = nil
    ) {
        inputs = CheckoutInputs(
            clientToken: clientToken, settings: primerSettings, paymentHandlers: paymentHandlers, theme: theme,
            redirectHandler: redirectHandler, scope: scope, onCompletion: onCompletion)
    }

    /// Whether the checkout is on screen.
    public var isPresenting: Bool { controller != nil }

    /// Presents the checkout modally from `viewController` — or, when that already presents a
    /// screen (an alert, a sheet), from the topmost one it presents, which UIKit requires; does
    /// nothing while the checkout is presented or once it has ended. A screen that is not in a
    /// window (not on screen yet, or any more) cannot present anything: the checkout then ends at
    /// once with `.failure` of `PrimerError.invalidValue` for the key `viewController`.
    public func present(from viewController: UIViewController, animated: Bool = true) {
        guard controller == nil, !completed else { return }
        var presenting = viewController
        while let presented = presenting.presentedViewController, !presented.isBeingDismissed { presenting = presented }
        guard presenting.viewIfLoaded?.window != nil else {
            finish(
                .failure(
                    .invalidValue(
                        key: "viewController", value: String(describing: type(of: presenting)),
                        reason: "its view is not in a window: present the checkout once the view controller is on screen",
                        diagnosticsId: UUID().uuidString)))
            return
        }
        keptWhileShown = self
        let face = inputs.makePresenter(onCompletion: { [weak self] state in self?.finish(state) })
        self.face = face
        let hosting = CheckoutHostingController(
            rootView: CheckoutHostView(theme: inputs.theme, makeViewModel: { CheckoutViewModel(presenter: face) }))
        sheet.shouldDismiss = { [weak face] in face?.holdsPresentation != true }
        let wentAway: @MainActor () -> Void = { [weak self, weak hosting] in
            if let hosting { self?.wentAway(hosting) }
        }
        sheet.didDismiss = wentAway
        hosting.didLeave = wentAway
        hosting.presentationController?.delegate = sheet
        controller = hosting
        presenting.present(hosting, animated: animated)
    }

    /// Dismisses the checkout, as its Cancel button does — or, while a success's confirmation is
    /// shown, ends that sooner; `onCompletion` follows once it is off screen.
    public func dismiss() {
        if leaving != nil {
            leave()
        } else if let face {
            face.close()
        } else {
            finish(.dismissed)
        }
    }

    /// The sheet left without the presenter sending it — the customer swiped it away, or the app
    /// dismissed the screens under it: the checkout is dismissed (the sheet is already gone).
    /// UIKit may tell of one departure twice (the swipe, then the view gone); it counts once.
    private func wentAway(_ hosting: CheckoutHostingController) {
        guard controller === hosting else { return }
        controller = nil
        dismiss()
    }

    /// The checkout ended: a success stays on screen while the customer reads its confirmation,
    /// any other end leaves at once; the merchant hears it once, after.
    private func finish(_ state: PrimerCheckoutState) {
        guard !completed else { return }
        completed = true
        leaving = state
        guard case .success = state, controller?.presentingViewController != nil else {
            leave()
            return
        }
        let seconds: UInt64 = UIAccessibility.isVoiceOverRunning ? 5 : 2
        confirmationTimer = Task { [weak self] in
            do {
                try await Task.sleep(nanoseconds: seconds * 1_000_000_000)
            } catch {
                return  // Cancelled: the sheet already left (a swipe, dismiss()).
            }
            self?.leave()
        }
    }

    /// Off the screen first, then the merchant hears how the checkout ended.
    private func leave() {
        guard let state = leaving else { return }
        leaving = nil
        confirmationTimer?.cancel()
        let onCompletion = inputs.onCompletion
        guard let hosting = controller, hosting.presentingViewController != nil else {
            controller = nil
            keptWhileShown = nil
            onCompletion?(state)
            return
        }
        controller = nil
        hosting.didLeave = nil
        hosting.dismiss(animated: true) { [self] in
            keptWhileShown = nil
            onCompletion?(state)
        }
    }
}

/// The sheet's screen, which says when it left the screen for good: dismissed, by a swipe or by
/// the app dismissing the screens it was presented over, not merely covered by the bank's page.
@MainActor
private final class CheckoutHostingController: UIHostingController<CheckoutHostView> {
    var didLeave: (@MainActor () -> Void)?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed || presentingViewController == nil { didLeave?() }
    }
}

/// Answers the sheet's questions about a swipe: no while a payment is in flight, and a swipe that
/// happened is the checkout's dismissal.
@MainActor
private final class SheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var shouldDismiss: @MainActor () -> Bool = { true }
    var didDismiss: @MainActor () -> Void = {}

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        shouldDismiss()
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        didDismiss()
    }
}
#endif
