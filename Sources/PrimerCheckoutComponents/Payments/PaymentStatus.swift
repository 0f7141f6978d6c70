/// A payment's status as the Primer API reports it. Open to values the API adds later, so compare
/// with the constants (`result.status == .success`) rather than switching exhaustively.
public struct PaymentStatus: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The API's spelling, e.g. `SUCCESS`.
    public let rawValue: String

    /// The status spelled `rawValue` by the API.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The status spelled `value` by the API.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The payment succeeded.
    public static let success = PaymentStatus(rawValue: "SUCCESS")
    /// The payment is still being processed; shown as a success when the client session says so.
    public static let pending = PaymentStatus(rawValue: "PENDING")
    /// The payment failed.
    public static let failed = PaymentStatus(rawValue: "FAILED")

    /// The API's spelling.
    public var description: String { rawValue }
}
