import Foundation

/// When a screen reader hears a changed announcement: at once on a new screen, and while the
/// customer types only after typing has paused, so that each keystroke does not interrupt.
struct AnnouncementDebounce {
    /// How long typing must pause before the result count is spoken.
    var pause: TimeInterval = 0.4
    private var lastKeyAt: TimeInterval?

    mutating func keyPressed(at now: TimeInterval) {
        lastKeyAt = now
    }

    func mayAnnounce(newScreen: Bool, at now: TimeInterval) -> Bool {
        guard !newScreen, let lastKeyAt else { return true }
        return now - lastKeyAt > pause
    }
}
