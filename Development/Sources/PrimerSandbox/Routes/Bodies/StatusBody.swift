import Hummingbird

/// A redirect's status: `PENDING` until the customer acted at the bank, then `COMPLETE` with the
/// resume token as `id`.
struct StatusBody: ResponseEncodable {
    let status: String
    let id: String
    let source: String
}

/// `{"success": true}`.
struct SuccessBody: ResponseEncodable {
    let success = true
}
