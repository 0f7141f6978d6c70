import SwiftUI

/// A screen's content centred in the space the screen has, and scrolled when it is taller than that
/// space: at the largest Dynamic Type sizes a screen's last buttons would otherwise be cut off.
struct ScrollableScreen<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        GeometryReader { space in
            ScrollView {
                content.frame(maxWidth: .infinity, minHeight: space.size.height)
            }
        }
    }
}
