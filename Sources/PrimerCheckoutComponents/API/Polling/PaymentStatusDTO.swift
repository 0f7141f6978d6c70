/// `GET {statusUrl}` response: its `id` is the resume token once the status is `COMPLETE`.
struct PaymentStatusDTO: Decodable, Sendable, Equatable {
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
    /// The resume token (the answer's `id`) once the payment is complete; `nil` before.
    let resumeToken: String?

    private enum CodingKeys: String, CodingKey {
        case status, id
    }

    /// Only what the checkout acts on is required — the resume token once the payment is complete —
    /// so that an answer lacking the rest (`source`, a pending answer's `id`) never reads as
    /// unreadable while the customer may already have paid.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decode(Status.self, forKey: .status)
        resumeToken = status == .complete ? try container.decode(String.self, forKey: .id) : nil
    }
}
