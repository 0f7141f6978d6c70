import Foundation
import Hummingbird

extension SandboxAPI {
    func addAnalyticsRoutes(to router: Router<SandboxRequestContext>) {
        on(router, "analytics", method: .post, rules: EndpointRules(endpoint: .analytics, apiVersion: false, token: .session)) {
            request, context in
            guard let events = AnalyticsEventBody.events(in: context.body) else {
                return try SandboxReply.error(
                    .badRequest, "invalid-body", "Expected analytics events with id and eventName.", for: request, in: context)
            }
            await store.recordAnalytics(events.map(\.fields))
            return try SandboxReply.json(SuccessBody(), for: request, in: context)
        }
    }
}
