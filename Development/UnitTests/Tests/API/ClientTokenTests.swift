import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@testable import PrimerCheckoutComponents

@Suite("Client token")
struct ClientTokenTests {
    private func jwt(_ claims: [String: Any]) -> String {
        let payload = try! JSONSerialization.data(withJSONObject: claims)
        let encoded = payload.base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        return "eyJhbGciOiJIUzI1NiJ9.\(encoded).c2ln"
    }

    private var valid: [String: Any] {
        [
            "accessToken": "at", "configurationUrl": "https://api.example/config", "pciUrl": "https://pci.example",
            "coreUrl": "https://core.example", "env": "SANDBOX", "exp": Date().timeIntervalSince1970 + 600,
        ]
    }

    private func reason(_ token: String) -> String? {
        do {
            _ = try ClientToken.session(token)
            return nil
        } catch {
            guard case .invalidClientToken(let reason, _) = error else { return "wrong error \(error)" }
            return reason
        }
    }

    @Test func validTokenDecodesItsClaims() throws {
        let token = try ClientToken.session(jwt(valid))
        #expect(token.accessToken == "at")
        #expect(token.pciUrl == URL(string: "https://pci.example"))
        #expect(token.coreUrl == URL(string: "https://core.example"))
    }

    @Test func malformedTokensNameTheProblem() {
        #expect(reason("")?.contains("empty") == true)
        #expect(reason("a.b")?.contains("3 segments") == true)
        #expect(reason("a.!!!.c")?.contains("base64url") == true)
        #expect(reason("a.\(Data("[1]".utf8).base64EncodedString()).c")?.contains("JSON object") == true)
        #expect(reason(String(repeating: "a", count: 70_000))?.contains("longer") == true)
    }

    @Test func missingClaimsAreNamed() {
        for claim in ["accessToken", "configurationUrl", "pciUrl", "exp"] {
            var claims = valid
            claims[claim] = nil
            #expect(reason(jwt(claims))?.contains(claim) == true, "missing \(claim)")
        }
    }

    @Test func expiryAllowsASmallClockSkew() {
        var claims = valid
        claims["exp"] = Date().timeIntervalSince1970 - 10
        #expect(reason(jwt(claims)) == nil)
        claims["exp"] = Date().timeIntervalSince1970 - 120
        #expect(reason(jwt(claims))?.contains("expired") == true)
        claims["exp"] = Date().timeIntervalSince1970 - 120
        claims["expiration"] = Date().timeIntervalSince1970 + 600
        #expect(reason(jwt(claims)) == nil)
    }

    @Test func aTokenIsAcceptedUntilTheMomentItNames() throws {
        let accepted = try #require(try ClientToken.session(jwt(valid)).acceptedUntil)
        let jwt = jwt(valid)
        #expect(throws: Never.self) { try ClientToken.session(jwt, now: accepted.addingTimeInterval(-1)) }
        #expect(throws: PrimerError.self) { try ClientToken.session(jwt, now: accepted.addingTimeInterval(1)) }
    }

    @Test func aRequiredActionsTokenMayNameNoExpiryButNotAPastOne() throws {
        let timeless = try ClientToken.requiredAction(requiredActionToken(expiresIn: nil))
        #expect(timeless.isRedirection && timeless.expiresAt == nil && timeless.acceptedUntil == nil)
        #expect(throws: PrimerError.self) { try ClientToken.requiredAction(requiredActionToken(expiresIn: -600)) }
        var claims = valid
        claims["exp"] = nil
        #expect(reason(jwt(claims))?.contains("exp") == true, "a checkout's client token must name its expiry")
    }

    @Test func unknownEnvironmentIsRefused() {
        var claims = valid
        claims["env"] = "MARS"
        #expect(reason(jwt(claims))?.contains("env") == true)
    }

    @Test func redirectionTokenNeedsBothURLs() {
        var claims: [String: Any] = [
            "accessToken": "act", "intent": "ADYEN_IDEAL_REDIRECTION", "exp": Date().timeIntervalSince1970 + 60,
            "redirectUrl": "https://bank.example/page",
        ]
        #expect(throws: PrimerError.self) { try ClientToken.requiredAction(jwt(claims)) }
        claims["statusUrl"] = "https://api.example/status"
        #expect((try? ClientToken.requiredAction(jwt(claims)))?.isRedirection == true)
    }

    @Test(arguments: ["javascript:alert(1)", "data:text/html,hi", "file:///etc/passwd", "http://bank.example/page", "ftp://x.example"])
    func unsafeRedirectAddressesAreRefused(address: String) {
        #expect(!RedirectURLPolicy.isAllowed(URL(string: address)!))
    }

    @Test(arguments: ["https://bank.example/page", "http://127.0.0.1:8080/bank/1", "http://localhost/bank"])
    func httpsAndLoopbackAddressesAreAllowed(address: String) {
        #expect(RedirectURLPolicy.isAllowed(URL(string: address)!))
    }
}
