/// `GET {statusUrl}` response: its `id` is the resume token once the status is `COMPLETE`.
struct PaymentStatusDTO: Sendable, Equatable {
    /// `COMPLETE`, or anything else: a value the SDK does not know yet means "not final yet",
    /// never a decoding failure while the customer may already have paid.
    enum Status: Sendable, Equatable {
        case complete
        case notComplete(String)
    }
    let status: Status
    /// The resume token (the answer's `id`) once the payment is complete; `nil` before.
    let resumeToken: String?
}

extension PaymentStatusDTO {
    /// Only what the checkout acts on is required — the resume token once the payment is complete —
    /// so that an answer lacking the rest (`source`, a pending answer's `id`) never reads as
    /// unreadable while the customer may already have paid.
    init(_ json: JSONObject) throws(JSONReadingError) {
        let status = try json.required("status", \.string)
        self.status = status == "COMPLETE" ? .complete : .notComplete(status)
        resumeToken = self.status == .complete ? try json.required("id", \.string) : nil
    }
}
