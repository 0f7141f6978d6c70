#if canImport(UIKit)
import UIKit
#endif

/// Speaks a message with VoiceOver (iOS 15 has no SwiftUI announcement API).
enum VoiceOverAnnouncement {
    /// How long typing must pause before the result count is spoken, so VoiceOver does not read
    /// every intermediate count.
    static let settleNanoseconds: UInt64 = 600_000_000

    /// Posts `message` to VoiceOver on iOS; other platforms have no equivalent here.
    @MainActor
    static func post(_ message: String) {
        #if canImport(UIKit)
        guard !message.isEmpty else { return }
        UIAccessibility.post(notification: .announcement, argument: message)
        #endif
    }
}
