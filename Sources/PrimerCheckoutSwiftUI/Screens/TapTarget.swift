import SwiftUI

/// Apple's minimum for a control a finger must hit: 44 by 44 points.
enum TapTarget {
    static let minimumSide: CGFloat = 44
}

extension View {
    /// This control's label grown to at least 44 by 44 points, all of it tappable, however small its
    /// icon or text and however tight the theme's spacing; what it draws stays at `alignment`.
    func tapTarget(alignment: Alignment = .center) -> some View {
        frame(minWidth: TapTarget.minimumSide, minHeight: TapTarget.minimumSide, alignment: alignment).contentShape(Rectangle())
    }
}
