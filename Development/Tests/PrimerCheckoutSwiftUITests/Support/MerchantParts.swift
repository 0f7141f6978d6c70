import Foundation
import PrimerCheckoutComponents
import SwiftUI

/// A merchant's view for a slot; its body is never evaluated here (on Linux SwiftUI is a declaration shim).
struct MerchantRow: View {
    let name: String
    var body: some View { EmptyView() }
}

/// A redirect handler for checkouts that never reach the bank.
struct NoBank: RedirectHandler {
    func open(_ url: URL) async throws -> AsyncStream<RedirectEvent> { AsyncStream { $0.finish() } }
    func close() async {}
}
