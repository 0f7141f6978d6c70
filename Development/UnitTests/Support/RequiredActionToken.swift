import Foundation

/// A required action's client token as the server sends it with a created payment: an iDEAL
/// redirect whose access expires `seconds` after `now`, or that names no expiry (`nil`).
public func requiredActionToken(expiresIn seconds: TimeInterval?, now: Date = Date()) -> String {
    var claims: [String: Any] = [
        "accessToken": "act", "intent": "ADYEN_IDEAL_REDIRECTION",
        "redirectUrl": "https://bank.example/p", "statusUrl": "https://api.example/status/p",
    ]
    if let seconds { claims["exp"] = Int(now.timeIntervalSince1970 + seconds) }
    let payload = (try? JSONSerialization.data(withJSONObject: claims))?.base64EncodedString()
        .replacingOccurrences(of: "=", with: "").replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    return "h.\(payload ?? "").s"
}
