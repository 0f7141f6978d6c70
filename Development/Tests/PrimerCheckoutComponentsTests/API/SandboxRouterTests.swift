import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import PrimerCheckoutComponents
@testable import PrimerSandbox

/// The sandbox's rules and faults on Hummingbird's router test client: no socket, no Primer client.
@Suite("Sandbox router")
struct SandboxRouterTests {
    private let store = SandboxStore()
    private let bankListBody = ByteBuffer(
        string: #"{"paymentMethodConfigId":"cfg_adyen_ideal","command":"FETCH_BANK_ISSUERS","parameters":{"paymentMethod":"ideal"}}"#)

    private func accessToken() async throws -> String {
        try ClientToken.session(await store.makeClientToken(SandboxSessionOptions())).accessToken
    }

    private func headers(_ token: String, json: Bool = true) -> HTTPFields {
        var fields: HTTPFields = [
            HTTPField.Name("Primer-SDK-Version")!: "1", HTTPField.Name("Primer-SDK-Client")!: "test",
            HTTPField.Name("Primer-SDK-Checkout-Session-ID")!: "s", HTTPField.Name("X-Request-ID")!: "r",
            HTTPField.Name("Primer-Client-Token")!: token,
        ]
        if json { fields[.contentType] = "application/json" }
        return fields
    }

    private func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await Application(router: SandboxAPI(store: store).makeRouter()).test(.router, body)
    }

    private static func errorId(_ response: TestResponse) -> String? {
        (try? JSONDecoder().decode(ErrorBodyDTO.self, from: Data(buffer: response.body)))?.error.errorId
    }

    @Test func theBankListAnswersIssuersWithLogosToAStrictRequest() async throws {
        let token = try await accessToken()
        try await test { client in
            try await client.execute(uri: "/adyen/checkout", method: .post, headers: headers(token), body: bankListBody) { response in
                #expect(response.status == .ok)
                let list = try JSONDecoder().decode(BankListResponseDTO.self, from: Data(buffer: response.body))
                #expect(list.result.contains { $0.id == "INGBNL2A" && $0.name == "ING" })
                #expect(list.result.allSatisfy { $0.iconUrl?.hasSuffix(".png") == true })
            }
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
        let token = try await accessToken()
        try await test { client in
            var missing = headers(token)
            missing[HTTPField.Name("X-Request-ID")!] = nil
            try await client.execute(uri: "/adyen/checkout", method: .post, headers: missing, body: bankListBody) { response in
                #expect(response.status == .badRequest)
                #expect(Self.errorId(response) == "missing-header")
            }
            var versioned = headers(token)
            versioned[HTTPField.Name("X-Api-Version")!] = "2.4"
            try await client.execute(uri: "/adyen/checkout", method: .post, headers: versioned, body: bankListBody) { response in
                #expect(Self.errorId(response) == "unexpected-api-version")
            }
            try await client.execute(uri: "/adyen/checkout", method: .post, headers: headers(token, json: false), body: bankListBody) {
                response in
                #expect(response.status == .unsupportedMediaType)
                #expect(Self.errorId(response) == "invalid-content-type")
            }
            var versionedGet = headers(token)
            versionedGet[HTTPField.Name("X-Api-Version")!] = "2.4"
            try await client.execute(uri: "/client-session/configuration?withDisplayMetadata=true", method: .get, headers: versionedGet) {
                response in
                #expect(Self.errorId(response) == "unexpected-content-type")
            }
            try await client.execute(uri: "/adyen/checkout", method: .post, headers: headers("nope"), body: bankListBody) { response in
                #expect(response.status == .unauthorized)
                #expect(Self.errorId(response) == "unauthorized")
            }
        }
    }

    @Test func injectedFaultsReplaceTheAnswerAndEveryRequestIsLogged() async throws {
        let token = try await accessToken()
        await store.addFault(.status(503), on: .bankList, schedule: .nextCalls(1))
        try await test { [store] client in
            try await client.execute(uri: "/adyen/checkout", method: .post, headers: headers(token), body: bankListBody) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(Self.errorId(response) == "sandbox-injected-fault")
            }
            await store.addFault(.malformedBody, on: .bankList, schedule: .nextCalls(1))
            try await client.execute(uri: "/adyen/checkout", method: .post, headers: headers(token), body: bankListBody) { response in
                #expect(response.status == .ok)
                #expect((try? JSONDecoder().decode(BankListResponseDTO.self, from: Data(buffer: response.body))) == nil)
            }
            try await client.execute(uri: "/adyen/checkout", method: .post, headers: headers(token), body: bankListBody) { response in
                #expect(response.status == .ok)
            }
        }
        let logged = await store.requestLog
        #expect(logged.map(\.endpoint) == [.bankList, .bankList, .bankList])
        #expect(logged.first?.body == Data(buffer: bankListBody))
    }

    @Test func analyticsTakesOneEventOrAnArrayAndRefusesEventsWithoutAName() async throws {
        let token = try await accessToken()
        try await test { client in
            let one = ByteBuffer(string: #"{"id":"e1","eventName":"PAYMENT_SUCCESS","paymentId":"p1","timestamp":1}"#)
            try await client.execute(uri: "/analytics", method: .post, headers: headers(token), body: one) { response in
                #expect(response.status == .ok)
            }
            let unnamed = ByteBuffer(string: #"[{"id":"e2"}]"#)
            try await client.execute(uri: "/analytics", method: .post, headers: headers(token), body: unnamed) { response in
                #expect(Self.errorId(response) == "invalid-body")
            }
        }
        #expect(await store.analyticsEvents == [["id": "e1", "eventName": "PAYMENT_SUCCESS", "paymentId": "p1"]])
    }
}
