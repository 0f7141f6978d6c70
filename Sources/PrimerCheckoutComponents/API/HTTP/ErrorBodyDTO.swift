/// The Primer API's error body.
struct ErrorBodyDTO: Decodable, Sendable {
    struct Body: Decodable, Sendable {
        let errorId: String?
        let description: String?
        let diagnosticsId: String?
    }
    let error: Body
}
