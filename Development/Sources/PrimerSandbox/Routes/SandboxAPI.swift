import Foundation
import Hummingbird

/// The sandbox's routes: the Primer client API (strict), the bank page, logos and analytics.
struct SandboxAPI: Sendable {
    let store: SandboxStore

    func makeRouter() -> Router<SandboxRequestContext> {
        let router = Router(context: SandboxRequestContext.self)
        addSessionRoutes(to: router)
        addPaymentRoutes(to: router)
        addBankPageRoutes(to: router)
        addAnalyticsRoutes(to: router)
        return router
    }
}
