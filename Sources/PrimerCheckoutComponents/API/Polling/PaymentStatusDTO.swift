/// `GET {statusUrl}` response: `id` is the resume token once the status is `COMPLETE`.
struct PaymentStatusDTO: Decodable, Sendable {
    enum Status: String, Decodable, Sendable {
        case pending = "PENDING", complete = "COMPLETE"
    }
    let status: Status
    let id: String
    let source: String
}
