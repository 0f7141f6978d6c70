import Foundation

@testable import PrimerCheckoutComponents

/// Records analytics events in order.
final class RecordingAnalytics: AnalyticsTracking, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [(AnalyticsEventType, AnalyticsEventMetadata)] = []

    func trackEvent(_ event: AnalyticsEventType, metadata: AnalyticsEventMetadata) {
        lock.withLock { recorded.append((event, metadata)) }
    }

    var events: [AnalyticsEventType] { lock.withLock { recorded.map(\.0) } }
    var metadata: [AnalyticsEventMetadata] { lock.withLock { recorded.map(\.1) } }

    func count(of event: AnalyticsEventType) -> Int {
        events.filter { $0 == event }.count
    }
}
