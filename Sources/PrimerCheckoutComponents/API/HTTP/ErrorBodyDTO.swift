/// The Primer API's error body (`error`).
struct ErrorBodyDTO: Sendable {
    let errorId: String?
    let description: String?
    let diagnosticsId: String?
}

extension ErrorBodyDTO {
    init(_ json: JSONObject) throws(JSONReadingError) {
        guard let error = try json.object("error") else { throw JSONReadingError(reason: "missing key 'error'") }
        errorId = try error.optional("errorId", \.string)
        description = try error.optional("description", \.string)
        diagnosticsId = try error.optional("diagnosticsId", \.string)
    }
}
