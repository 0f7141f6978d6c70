import Foundation

extension ClientToken {
    /// Tokens are a few kilobytes; anything far larger is not a client token.
    static let maximumLength = 64 * 1024
    static let environments = ["DEV", "STAGING", "SANDBOX", "PRODUCTION"]
    /// How far past its expiry a token is still accepted: the device's clock may run ahead.
    static let clockSkew: TimeInterval = 30

    /// The last moment the token is accepted: its expiry and `clockSkew`; `nil` when it names none.
    var acceptedUntil: Date? { expiresAt?.addingTimeInterval(Self.clockSkew) }

    /// Whether `now` is past `acceptedUntil`; a token that names no expiry never is.
    func isExpired(at now: Date = Date()) -> Bool { acceptedUntil.map { $0 <= now } ?? false }

    /// Decodes and validates a checkout's client token: `accessToken`, `configurationUrl` and
    /// `pciUrl` present, not expired (allowing `clockSkew`).
    static func session(
        _ jwt: String, now: Date = Date(), clockSkew: TimeInterval = ClientToken.clockSkew
    ) throws(PrimerError) -> ClientToken {
        let token = try decode(jwt, now: now, clockSkew: clockSkew, requiresExpiry: true)
        guard token.configurationUrl != nil else { throw invalid("the configurationUrl claim is missing or not a URL") }
        guard token.pciUrl != nil else { throw invalid("the pciUrl claim is missing or not a URL") }
        return token
    }

    /// Decodes a required action's client token; a redirection token must carry both URLs. It
    /// may name no expiry (the wire protocol asks one only of a checkout's client token); one it
    /// names must not have passed.
    static func requiredAction(
        _ jwt: String, now: Date = Date(), clockSkew: TimeInterval = ClientToken.clockSkew
    ) throws(PrimerError) -> ClientToken {
        let token = try decode(jwt, now: now, clockSkew: clockSkew, requiresExpiry: false)
        if token.isRedirection {
            guard token.redirectUrl != nil else { throw invalid("the redirectUrl claim is missing or not a URL") }
            guard token.statusUrl != nil else { throw invalid("the statusUrl claim is missing or not a URL") }
        }
        return token
    }

    private static func decode(_ jwt: String, now: Date, clockSkew: TimeInterval, requiresExpiry: Bool) throws(PrimerError) -> ClientToken {
        guard !jwt.isEmpty else { throw invalid("the token is empty") }
        guard jwt.utf8.count <= maximumLength else { throw invalid("the token is longer than \(maximumLength) bytes") }
        let segments = jwt.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count == 3 else { throw invalid("a JWT has 3 segments, this one has \(segments.count)") }
        guard let data = base64URLDecoded(segments[1]) else { throw invalid("the payload is not base64url") }
        guard let claims = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw invalid("the payload is not a JSON object")
        }
        guard let accessToken = claims["accessToken"] as? String, !accessToken.isEmpty else {
            throw invalid("the accessToken claim is missing")
        }
        let named = [claims["expiration"], claims["exp"]].compactMap { $0 }.filter { !($0 is NSNull) }
        var expiresAt: Date?
        if !named.isEmpty || requiresExpiry {
            guard let seconds = named.lazy.compactMap({ ($0 as? NSNumber)?.doubleValue }).first, seconds.isFinite else {
                throw invalid("the exp claim is missing or not a number")
            }
            expiresAt = Date(timeIntervalSince1970: seconds)
        }
        if let expiresAt, expiresAt.addingTimeInterval(clockSkew) <= now { throw invalid("the token expired at \(expiresAt)") }
        let env = claims["env"] as? String
        if let env, !environments.contains(env) { throw invalid("the env claim '\(env)' is not one of \(environments)") }
        return ClientToken(
            accessToken: accessToken,
            configurationUrl: url(claims["configurationUrl"]),
            coreUrl: url(claims["coreUrl"]),
            pciUrl: url(claims["pciUrl"]),
            analyticsUrlV2: url(claims["analyticsUrlV2"]),
            env: env,
            intent: claims["intent"] as? String,
            expiresAt: expiresAt,
            redirectUrl: url(claims["redirectUrl"]),
            statusUrl: url(claims["statusUrl"])
        )
    }

    private static func url(_ claim: Any?) -> URL? {
        guard let string = claim as? String, let url = URL(string: string), url.scheme != nil else { return nil }
        return url
    }

    private static func base64URLDecoded(_ segment: Substring) -> Data? {
        var base64 = segment.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }

    private static func invalid(_ reason: String) -> PrimerError {
        .invalidClientToken(reason: reason, diagnosticsId: PrimerError.newDiagnosticsId())
    }
}
