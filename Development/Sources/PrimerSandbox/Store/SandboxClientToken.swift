import Foundation

/// Mints JWT client tokens. The signature is a fixed sandbox value: clients do not verify it.
enum SandboxClientToken {
    static func make(claims: [String: Any]) -> String {
        let header = ["alg": "HS256", "typ": "JWT"]
        return [encode(header), encode(claims), base64URL(Data("primer-sandbox-signature".utf8))].joined(separator: ".")
    }

    private static func encode(_ object: [String: Any]) -> String {
        base64URL((try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data())
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
