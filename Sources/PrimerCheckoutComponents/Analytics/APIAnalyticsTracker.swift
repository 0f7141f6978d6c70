import Foundation

/// Sends analytics events to the client token's `analyticsUrlV2` in small batches, in the
/// background. Events tracked before the session is known wait for it; failures are dropped.
final class APIAnalyticsTracker: AnalyticsTracking, @unchecked Sendable {
    private let lock = NSLock()
    private let checkoutSessionId: String
    private let userLocale: String
    private var session: APISession?
    private var pending: [JSONValue] = []
    private var flushScheduled = false

    init(checkoutSessionId: String, userLocale: String) {
        self.checkoutSessionId = checkoutSessionId
        self.userLocale = userLocale
    }

    func attach(_ session: APISession) {
        lock.withLock { self.session = session }
        scheduleFlush()
    }

    func trackEvent(_ event: AnalyticsEventType, metadata: AnalyticsEventMetadata) {
        let event = lock.withLock {
            JSONValue.fields([
                "id": .string(UUID().uuidString), "timestamp": .int(Int(Date().timeIntervalSince1970)), "sdkType": .string("IOS_NATIVE"),
                "eventName": .string(event.rawValue), "checkoutSessionId": .string(checkoutSessionId),
                "clientSessionId": session?.clientSessionId.map(JSONValue.string),
                "primerAccountId": session?.primerAccountId.map(JSONValue.string),
                "sdkVersion": .string(PrimerAPIClient.sdkVersion), "userLocale": .string(userLocale),
                "paymentMethod": metadata.paymentMethod.map(JSONValue.string), "paymentId": metadata.paymentId.map(JSONValue.string),
                "redirectDestinationUrl": metadata.redirectDestinationUrl.map(JSONValue.string),
            ])
        }
        lock.withLock { pending.append(event) }
        scheduleFlush()
    }

    private func scheduleFlush() {
        let shouldSchedule = lock.withLock {
            guard session != nil, !pending.isEmpty, !flushScheduled else { return false }
            flushScheduled = true
            return true
        }
        guard shouldSchedule else { return }
        // One batch in flight at a time, so events arrive in the order they happened.
        Task.detached(priority: .utility) { [self] in
            await Task.yield()
            let (batch, session) = lock.withLock {
                defer { pending.removeAll() }
                return (pending, self.session)
            }
            if let session, let url = session.clientToken.analyticsUrlV2, !batch.isEmpty {
                try? await session.api.postAnalytics(url: url, accessToken: session.clientToken.accessToken, events: batch)
            }
            lock.withLock { flushScheduled = false }
            scheduleFlush()
        }
    }
}
