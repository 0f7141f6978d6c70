import Foundation
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Transport) @testable import PrimerCheckoutComponents
@testable import PrimerSandbox

/// The sandbox's rules and faults, asked over loopback with plain requests: no Primer client.
@Suite("Sandbox router")
struct SandboxRouterTests {
    private let bankListBody = Data(
        #"{"paymentMethodConfigId":"cfg_adyen_ideal","command":"FETCH_BANK_ISSUERS","parameters":{"paymentMethod":"ideal"}}"#.utf8)

    /// The request headers the API requires, for `token`.
    private func headers(_ token: String, json: Bool = true) -> [String: String] {
        var fields = [
            "Primer-SDK-Version": "1", "Primer-SDK-Client": "test", "Primer-SDK-Checkout-Session-ID": "s", "X-Request-ID": "r",
            "Primer-Client-Token": token,
        ]
        if json { fields["Content-Type"] = "application/json" }
        return fields
    }

    /// The sandbox's answer to `path` and its status code.
    private func send(
        _ sandbox: SandboxServer, _ path: String, method: String = "POST", headers: [String: String], body: Data? = nil
    ) async throws -> (status: Int, body: Data) {
        let url = try #require(URL(string: path, relativeTo: await sandbox.baseURL))
        let response = try await URLSessionTransport().send(
            PrimerHTTPRequest(method: method, url: url, headers: headers, body: body, timeout: 30))
        return (response.statusCode, response.body)
    }

    private func accessToken(_ sandbox: SandboxServer) async throws -> String {
        try ClientToken.session(await sandbox.makeClientToken()).accessToken
    }

    private static func errorId(_ body: Data) -> String? {
        (try? ErrorBodyDTO(JSONObject(data: body)))?.errorId
    }

    @Test func theBankListAnswersIssuersWithLogosToAStrictRequest() async throws {
        try await withSandbox { sandbox in
            let answer = try await send(sandbox, "/adyen/checkout", headers: headers(try await accessToken(sandbox)), body: bankListBody)
            #expect(answer.status == 200)
            let list = try IssuerBankDTO.list(JSONObject(data: answer.body))
            #expect(list.contains { $0.id == "INGBNL2A" && $0.name == "ING" })
            #expect(list.allSatisfy { $0.iconUrl?.hasSuffix(".png") == true })
        }
    }

    /// The bank page writes the amount as ISO 4217 counts minor units, as the SDK's screens do:
    /// ¥1 000 is not "JPY 10.00".
    @Test(arguments: [
        ("EUR", 1250, "EUR 12.50"), ("JPY", 1000, "JPY 1000"), ("KWD", 1250, "KWD 1.250"), ("PLN", 5, "PLN 0.05"),
        ("XYZ", 1250, "XYZ 12.50"),
    ])
    func theBankPageWritesTheAmountInTheCurrencysMinorUnits(currency: String, amount: Int, written: String) {
        let payment = SandboxPayment(
            id: "pay_1", reference: "ref_1", paymentMethodType: "ADYEN_IDEAL", issuer: "INGBNL2A", locale: "en", amount: amount,
            currencyCode: currency, idempotencyKey: nil, outcome: .awaitingCustomer, resumeCount: 0)
        #expect(BankPage.render(payment, bankName: "ING").contains(#"<p class="amount" id="amount">\#(written)</p>"#))
        #expect(BankPage.renderScheme(payment, schemeName: "iDEAL", banks: []).contains(#"id="amount">\#(written)</p>"#))
    }

    @Test func headerAndTokenRulesAnswerWithTheAPIsErrorBody() async throws {
        try await withSandbox { sandbox in
            let token = try await accessToken(sandbox)
            var missing = headers(token)
            missing["X-Request-ID"] = nil
            let unnamed = try await send(sandbox, "/adyen/checkout", headers: missing, body: bankListBody)
            #expect(unnamed.status == 400 && Self.errorId(unnamed.body) == "missing-header")
            var versioned = headers(token)
            versioned["X-Api-Version"] = "2.4"
            #expect(
                Self.errorId(try await send(sandbox, "/adyen/checkout", headers: versioned, body: bankListBody).body)
                    == "unexpected-api-version")
            let plain = try await send(sandbox, "/adyen/checkout", headers: headers(token, json: false), body: bankListBody)
            #expect(plain.status == 415 && Self.errorId(plain.body) == "invalid-content-type")
            var versionedGet = headers(token)
            versionedGet["X-Api-Version"] = "2.4"
            let configuration = try await send(
                sandbox, "/client-session/configuration?withDisplayMetadata=true", method: "GET", headers: versionedGet)
            #expect(Self.errorId(configuration.body) == "unexpected-content-type")
            let refused = try await send(sandbox, "/adyen/checkout", headers: headers("nope"), body: bankListBody)
            #expect(refused.status == 401 && Self.errorId(refused.body) == "unauthorized")
        }
    }

    @Test func injectedFaultsReplaceTheAnswerAndEveryRequestIsLogged() async throws {
        try await withSandbox { sandbox in
            let token = try await accessToken(sandbox)
            await sandbox.injectFault(.status(503), on: .bankList, .nextCalls(1))
            let failed = try await send(sandbox, "/adyen/checkout", headers: headers(token), body: bankListBody)
            #expect(failed.status == 503 && Self.errorId(failed.body) == "sandbox-injected-fault")
            await sandbox.injectFault(.malformedBody, on: .bankList, .nextCalls(1))
            let malformed = try await send(sandbox, "/adyen/checkout", headers: headers(token), body: bankListBody)
            #expect(malformed.status == 200 && (try? IssuerBankDTO.list(JSONObject(data: malformed.body))) == nil)
            #expect(try await send(sandbox, "/adyen/checkout", headers: headers(token), body: bankListBody).status == 200)
            let logged = await sandbox.requestLog
            #expect(logged.map(\.endpoint) == [.bankList, .bankList, .bankList])
            #expect(logged.first?.body == bankListBody)
        }
    }

    @Test func analyticsTakesOneEventOrAnArrayAndRefusesEventsWithoutAName() async throws {
        try await withSandbox { sandbox in
            let token = try await accessToken(sandbox)
            let one = Data(#"{"id":"e1","eventName":"PAYMENT_SUCCESS","paymentId":"p1","timestamp":1}"#.utf8)
            #expect(try await send(sandbox, "/analytics", headers: headers(token), body: one).status == 200)
            let unnamed = Data(#"[{"id":"e2"}]"#.utf8)
            #expect(Self.errorId(try await send(sandbox, "/analytics", headers: headers(token), body: unnamed).body) == "invalid-body")
            #expect(await sandbox.analyticsEvents == [["id": "e1", "eventName": "PAYMENT_SUCCESS", "paymentId": "p1"]])
        }
    }
}
