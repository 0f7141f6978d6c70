import Foundation
import Hummingbird

/// `{"error": {"errorId", "description", "diagnosticsId"}}`.
struct ErrorBody: ResponseEncodable {
    struct Detail: Encodable {
        let errorId: String
        let description: String
        let diagnosticsId: String
    }

    let error: Detail

    init(errorId: String, description: String) {
        error = Detail(errorId: errorId, description: description, diagnosticsId: "sbx_diag_\(UUID().uuidString.prefix(8))")
    }
}
