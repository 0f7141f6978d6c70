// Linux-only declaration shim of Apple's UIKit (iOS 15 shapes), for type-checking
// PrimerCheckoutSwiftUI on Linux. Declarations only: never run. See docs/APPLE.md.
@_exported import Foundation

/// An abstract interface for responding to and handling events.
@MainActor
open class UIResponder: NSObject {}

/// An object that manages the content for a rectangular area on the screen.
@MainActor
open class UIView: UIResponder {
    /// The window this view is in, or `nil` while it is in none.
    open var window: UIWindow? { fatalError("type-check only") }
}

/// The backdrop for your app's user interface and the object that dispatches events to your views.
@MainActor
open class UIWindow: UIView {
    /// A Boolean value that indicates whether the window is the key window for the app.
    open var isKeyWindow: Bool { fatalError("type-check only") }
}

/// An object that represents one instance of your app's user interface.
@MainActor
open class UIScene: UIResponder {}

/// A scene that manages one or more windows for your app.
@MainActor
open class UIWindowScene: UIScene {
    /// The windows associated with the scene.
    open var windows: [UIWindow] { fatalError("type-check only") }
}

/// The centralized point of control and coordination for apps running in iOS.
@MainActor
open class UIApplication: UIResponder {
    /// The singleton app instance.
    open class var shared: UIApplication { fatalError("type-check only") }

    /// The app's currently connected scenes.
    open var connectedScenes: Set<UIScene> { fatalError("type-check only") }

    /// Posted when the app becomes active.
    nonisolated public class var didBecomeActiveNotification: NSNotification.Name { fatalError("type-check only") }
}

/// Accessibility notifications and state.
public enum UIAccessibility {
    /// A notification that an app posts to assistive technologies.
    public struct Notification: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { fatalError("type-check only") }

        /// Something happened on screen that assistive technologies should announce.
        public static let announcement = Notification(rawValue: 1008)
        /// A new view appears that occupies a major portion of the screen.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of a screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
    }

    /// Posts a notification to assistive apps.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError("type-check only") }

    /// Whether VoiceOver is running.
    public static var isVoiceOverRunning: Bool { fatalError("type-check only") }
}

/// An object that stores color data and sometimes opacity.
open class UIColor: NSObject, @unchecked Sendable {
    /// The color for text labels that contain primary content.
    open class var label: UIColor { fatalError("type-check only") }
    /// The color for the main background of your interface.
    open class var systemBackground: UIColor { fatalError("type-check only") }
    /// The color for content layered on top of the main background.
    open class var secondarySystemBackground: UIColor { fatalError("type-check only") }
    /// The color for thin borders or divider lines that allows some underlying content to be visible.
    open class var separator: UIColor { fatalError("type-check only") }
}

/// An object that manages a view hierarchy for your UIKit app.
@MainActor
open class UIViewController: UIResponder {
    /// The view this screen manages when it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { fatalError("type-check only") }

    /// The view controller that presented this view controller.
    open var presentingViewController: UIViewController? { fatalError("type-check only") }

    /// The presentation controller that's managing the current view controller.
    open var presentationController: UIPresentationController? { fatalError("type-check only") }

    /// The screen this one shows modally on top of itself, if any.
    open var presentedViewController: UIViewController? { fatalError("type-check only") }

    /// Whether this screen is on its way off screen after a dismissal.
    open var isBeingDismissed: Bool { fatalError("type-check only") }

    /// Notifies the view controller that its view was removed from a view hierarchy.
    open func viewDidDisappear(_ animated: Bool) { fatalError("type-check only") }

    /// A Boolean value that indicates whether the view controller enforces a modal behavior.
    open var isModalInPresentation: Bool {
        get { fatalError("type-check only") }
        set { fatalError("type-check only") }
    }

    /// Presents a view controller modally.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        fatalError("type-check only")
    }

    /// Dismisses the view controller that was presented modally by the view controller.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError("type-check only") }
}

/// An object that manages the transition animations and the presentation of view controllers onscreen.
@MainActor
open class UIPresentationController: NSObject {
    /// The delegate object for managing adaptive presentations.
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { fatalError("type-check only") }
        set { fatalError("type-check only") }
    }
}

/// A set of methods that, in conjunction with a presentation controller, determine how to respond
/// to trait changes in your app. Apple's methods are optional (Objective-C); here each has a
/// default implementation instead.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Asks the delegate for permission to dismiss the presentation.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Notifies the delegate after a presentation is dismissed.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        fatalError("type-check only")
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { fatalError("type-check only") }
}

/// The abstract superclass for all feedback generators.
@MainActor
open class UIFeedbackGenerator: NSObject {
    /// Prepares the generator to produce feedback soon.
    open func prepare() { fatalError("type-check only") }
}

/// A feedback generator that plays the haptics of a success, a failure or a warning.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kinds of notification feedback.
    public enum FeedbackType: Int, @unchecked Sendable {
        case success, warning, error
    }

    /// Plays the haptic of `notificationType`.
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
        fatalError("type-check only")
    }
}
