import Foundation

/// A step of a payment in flight that the checkout shows.
indirect enum PaymentProgress: Equatable, Sendable {
    /// The customer was sent to the bank's page at this address; the result is awaited.
    case awaitingBank(redirectUrl: URL)
}
