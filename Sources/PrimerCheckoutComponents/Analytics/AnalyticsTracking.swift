/// Records analytics events. Calls return at once and never fail or delay a payment.
package protocol AnalyticsTracking: Sendable {
    /// Records `event` in the background.
    func trackEvent(_ event: AnalyticsEventType, metadata: AnalyticsEventMetadata)
}
