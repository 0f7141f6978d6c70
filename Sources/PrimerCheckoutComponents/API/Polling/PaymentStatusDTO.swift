/// `GET {statusUrl}` response: `id` is the resume token once the status is `COMPLETE`.
struct PaymentStatusDTO: Decodable, Sendable {
    /// `COMPLETE`, or anything else: a value the SDK does not know yet means "not final yet",
    /// never a decoding failure while the customer may already have paid.
    enum Status: Decodable, Sendable, Equatable {
        case complete
        case notComplete(String)

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer().decode(String.self)
            self = value == "COMPLETE" ? .complete : .notComplete(value)
        }
    }
    let status: Status
    let id: String
    let source: String
}
