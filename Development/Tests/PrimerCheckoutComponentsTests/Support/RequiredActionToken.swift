import Foundation

/// A required action's client token as the server sends it with a created payment: an iDEAL
/// redirect whose access expires `seconds` after `now`.
func requiredActionToken(expiresIn seconds: TimeInterval, now: Date = Date()) -> String {
    let claims: [String: Any] = [
        "accessToken": "act", "intent": "ADYEN_IDEAL_REDIRECTION", "exp": Int(now.timeIntervalSince1970 + seconds),
        "redirectUrl": "https://bank.example/p", "statusUrl": "https://api.example/status/p",
    ]
    let payload = (try? JSONSerialization.data(withJSONObject: claims))?.base64EncodedString()
        .replacingOccurrences(of: "=", with: "").replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    return "h.\(payload ?? "").s"
}
