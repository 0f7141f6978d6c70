#if canImport(UIKit)
import UIKit
#endif

/// What the customer feels as the checkout's outcome shows: the system's success, warning (a
/// payment the server has not finished: a wait, not an error) or error haptic. Silent where the
/// device has no haptics or the customer turned System Haptics off.
enum OutcomeHaptic: Equatable {
    case success, wait, error

    /// The haptic of an error screen: a wait's when the screen tells of one.
    static func failure(isWait: Bool) -> OutcomeHaptic { isWait ? .wait : .error }

    /// Plays the haptic on iOS; other platforms have none.
    @MainActor
    func play() {
        #if canImport(UIKit)
        let type: UINotificationFeedbackGenerator.FeedbackType =
            switch self {
            case .success: .success
            case .wait: .warning
            case .error: .error
            }
        UINotificationFeedbackGenerator().notificationOccurred(type)
        #endif
    }
}
