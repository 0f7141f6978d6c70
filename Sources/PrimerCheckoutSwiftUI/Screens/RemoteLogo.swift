import SwiftUI

/// A logo loaded from `url` in a `side`-point square clipped to `shape`; `placeholder` while it
/// loads, when it fails and when there is no address. Decorative: VoiceOver reads the name beside
/// it. Smart Invert leaves the loaded logo in the bank's colours, as it leaves photos.
struct RemoteLogo<Placeholder: View>: View {
    let url: URL?
    let side: CGFloat
    let shape: RoundedRectangle
    @ViewBuilder let placeholder: Placeholder

    var body: some View {
        AsyncImage(url: url) { phase in
            if let image = phase.image {
                image.resizable().scaledToFit().accessibilityIgnoresInvertColors()
            } else {
                placeholder
            }
        }
        .frame(width: side, height: side)
        .clipShape(shape)
        .accessibilityHidden(true)
    }
}
