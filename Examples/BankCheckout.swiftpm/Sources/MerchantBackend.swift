import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The shop's server, which creates a Primer client session for each checkout and hands the app
/// its client token. The app never holds an API key.
enum MerchantBackend {
    /// Your server's endpoint that answers a POST with `{"clientToken": "…"}`; `nil` until you have
    /// one (paste a token on the product page instead, e.g. the one `primer-sandbox` prints).
    static let clientTokenURL: URL? = nil

    /// What went wrong asking the backend, in words for the product page.
    struct Failure: Error {
        let message: String
    }

    /// A client token for one checkout.
    static func clientToken() async throws(Failure) -> String {
        guard let clientTokenURL else {
            throw Failure(message: "Paste a client token, or set MerchantBackend.clientTokenURL.")
        }
        var request = URLRequest(url: clientTokenURL)
        request.httpMethod = "POST"
        struct Reply: Decodable { let clientToken: String }
        do {
            let (data, _) = try await URLSession.shared.data(for: request)
            return try JSONDecoder().decode(Reply.self, from: data).clientToken
        } catch {
            throw Failure(message: "The backend gave no client token: \(error.localizedDescription)")
        }
    }
}
