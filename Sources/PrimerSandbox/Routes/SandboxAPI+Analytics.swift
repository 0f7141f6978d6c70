import Foundation
import Hummingbird

extension SandboxAPI {
    func addAnalyticsRoutes(to router: Router<BasicRequestContext>) {
        router.post("analytics") { request, _ in
            try await handle(request, rules: EndpointRules(endpoint: .analytics, apiVersion: false, token: .session)) { body, _ in
                let json = try? JSONSerialization.jsonObject(with: body)
                guard let events = (json as? [[String: Any]]) ?? (json as? [String: Any]).map({ [$0] }),
                    events.allSatisfy({ $0["eventName"] is String && $0["id"] is String })
                else {
                    return .error(.badRequest, "invalid-body", "Expected analytics events with id and eventName.")
                }
                await store.recordAnalytics(events.map { event in event.compactMapValues { $0 as? String } })
                return .json(["success": true])
            }
        }
    }
}
