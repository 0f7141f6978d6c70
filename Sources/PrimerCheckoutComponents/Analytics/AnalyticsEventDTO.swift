/// One analytics event as posted to `analyticsUrlV2`; nil fields are omitted.
struct AnalyticsEventDTO: Codable, Sendable, Equatable {
    let id: String
    let timestamp: Int
    let sdkType: String
    let eventName: String
    let checkoutSessionId: String
    let clientSessionId: String?
    let primerAccountId: String?
    let sdkVersion: String
    let userLocale: String
    let paymentMethod: String?
    let paymentId: String?
    let redirectDestinationUrl: String?
}
