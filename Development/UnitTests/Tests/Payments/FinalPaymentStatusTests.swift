import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Transport) @testable import PrimerCheckoutComponents

/// Answers the pipeline's HTTP calls from a script, by path suffix.
private final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private let answers: [String: String]
    private(set) var paths: [String] = []

    init(_ answers: [String: String]) {
        self.answers = answers
    }

    func send(_ request: PrimerHTTPRequest) async throws -> PrimerHTTPResponse {
        lock.withLock { paths.append(request.url.path) }
        guard let key = answers.keys.first(where: { request.url.path.hasSuffix($0) }) else { throw URLError(.cannotConnectToHost) }
        return PrimerHTTPResponse(statusCode: 200, body: Data(answers[key]!.utf8))
    }
}

@Suite("Final payment status rules")
struct FinalPaymentStatusTests {
    private func pay(_ createResponse: String, driver: inout PaymentDriver?, requests: ScriptedTransport? = nil) async
        -> Result<PaymentResult, PrimerError>
    {
        let transport =
            requests
            ?? ScriptedTransport([
                "/payment-instruments": #"{"token":"tok_1"}"#,
                "/payments": createResponse,
            ])
        let api = PrimerAPIClient(transport: transport, checkoutSessionId: "s")
        let token = ClientToken(
            accessToken: "at", configurationUrl: URL(string: "https://c.example"), coreUrl: nil,
            pciUrl: URL(string: "https://pci.example"), analyticsUrlV2: nil, env: nil, intent: nil,
            expiresAt: .distantFuture, redirectUrl: nil, statusUrl: nil)
        let session = APISession(
            api: api, clientToken: token, coreUrl: URL(string: "https://core.example")!,
            pciUrl: URL(string: "https://pci.example")!, clientSessionId: nil, primerAccountId: nil,
            totalAmount: 1250, currencyCode: "EUR")
        var paying = driver ?? PaymentDriver(requests: APIPaymentRequests(session: session, settings: PrimerSettings(), retry: .none))
        defer { driver = paying }
        return await paying.pay(issuer: "INGBNL2A") ?? .failure(.sampleServerError)
    }

    private func pay(_ createResponse: String) async -> Result<PaymentResult, PrimerError> {
        var driver: PaymentDriver?
        return await pay(createResponse, driver: &driver)
    }

    @Test func successIsFinal() async {
        let result = await pay(#"{"id":"pay_1","amount":999,"currencyCode":"PLN","status":"SUCCESS"}"#)
        #expect(
            result
                == .success(
                    PaymentResult(
                        paymentId: "pay_1", status: "SUCCESS", amount: 999, currencyCode: "PLN",
                        paymentMethodType: "ADYEN_IDEAL")))
    }

    @Test func pendingSucceedsOnlyWhenTheSessionSaysSo() async throws {
        let shown = await pay(#"{"id":"pay_1","status":"PENDING","showSuccessCheckoutOnPendingPayment":true}"#)
        #expect((try? shown.get())?.status == "PENDING")
        #expect((try? shown.get())?.amount == 1250)
        let hidden = await pay(#"{"id":"pay_1","status":"PENDING","showSuccessCheckoutOnPendingPayment":false}"#)
        guard case .failure(let error) = hidden else {
            Issue.record("expected failure")
            return
        }
        // Not a failure: the payment is open and may still go through.
        #expect(
            error
                == .paymentPending(
                    paymentMethodType: "ADYEN_IDEAL", paymentId: "pay_1", status: "PENDING", issuer: "INGBNL2A",
                    diagnosticsId: error.diagnosticsId))
    }

    @Test func checkoutOutcomeOverridesTheStatus() async {
        let complete = await pay(#"{"id":"pay_1","status":"PENDING","checkoutOutcome":"CHECKOUT_COMPLETE"}"#)
        #expect((try? complete.get())?.paymentId == "pay_1")
        let failure = await pay(#"{"id":"pay_1","status":"SUCCESS","checkoutOutcome":"CHECKOUT_FAILURE"}"#)
        guard case .failure(let error) = failure else {
            Issue.record("expected failure")
            return
        }
        #expect(error.errorId == "payment-failed")
    }

    @Test func failedOrMissingIdFails() async {
        for body in [#"{"id":"pay_1","status":"FAILED","paymentFailureReason":"DECLINED"}"#, #"{"status":"SUCCESS"}"#] {
            guard case .failure(let error) = await pay(body) else {
                Issue.record("expected failure for \(body)")
                continue
            }
            #expect(error.errorId == "payment-failed")
        }
    }

    @Test func aStatusTheSDKDoesNotKnowIsNotFinalRatherThanADecodingFailure() async {
        guard case .failure(let error) = await pay(#"{"id":"pay_1","status":"AUTHORIZED"}"#) else {
            Issue.record("expected failure")
            return
        }
        #expect(
            error
                == .paymentPending(
                    paymentMethodType: "ADYEN_IDEAL", paymentId: "pay_1", status: "AUTHORIZED", issuer: "INGBNL2A",
                    diagnosticsId: error.diagnosticsId))
        #expect(
            CheckoutFailure(error: error, kind: .paymentFailure, paymentMethodType: "ADYEN_IDEAL", canChooseOtherPaymentMethod: true)
                .category
                == .notConfirmed)
    }

    @Test func aStatusAnswerNeedsOnlyWhatTheCheckoutActsOn() throws {
        let complete = try PaymentStatusDTO(JSONObject(data: Data(#"{"status":"COMPLETE","id":"resume_1"}"#.utf8)))
        #expect(complete.status == .complete && complete.resumeToken == "resume_1", "no source: the resume token is still read")
        let pending = try PaymentStatusDTO(JSONObject(data: Data(#"{"status":"PENDING"}"#.utf8)))
        #expect(pending.status == .notComplete("PENDING"), "pending without a resume token: still pending")
        let unresumable = Data(#"{"status":"COMPLETE","source":"IDEAL"}"#.utf8)
        #expect((try? PaymentStatusDTO(JSONObject(data: unresumable))) == nil, "complete needs the resume token")
    }

    @Test func aPaymentAnswerWithAnOutcomeTheSDKDoesNotKnowIsDecidedByItsStatus() async {
        guard case .success(let paid) = await pay(#"{"id":"pay_1","status":"SUCCESS","checkoutOutcome":"CHECKOUT_LATER"}"#) else {
            Issue.record("expected success")
            return
        }
        #expect(paid.paymentId == "pay_1")
        let action = #"{"clientToken":"\#(requiredActionToken(expiresIn: 600))"}"#
        let answer = Data(#"{"id":"pay_2","status":"PENDING","requiredAction":\#(action)}"#.utf8)
        let created = try? PaymentDTO(JSONObject(data: answer))
        #expect(created?.requiredAction != nil, "a required action without a name is still followed")
    }

    @Test func aPaymentWhoseBankPageCannotBeReadStaysInTheWayOfASecondOne() async {
        // The payment exists: only the server knows how it ends, so it stands as one processed
        // without the customer instead of being forgotten.
        let requests = ScriptedTransport([
            "/payment-instruments": #"{"token":"tok_1"}"#,
            "/payments": #"{"id":"pay_1","status":"PENDING","requiredAction":{"clientToken":"not-a-token"}}"#,
        ])
        var driver: PaymentDriver?
        guard case .failure(let unreadable) = await pay("", driver: &driver, requests: requests) else {
            Issue.record("expected the token to be refused")
            return
        }
        #expect(unreadable.errorId == "invalid-client-token")
        #expect(driver?.machine.record.unfinished?.paymentId == "pay_1")
        guard case .failure(.paymentPending(_, let paymentId, _, _, _)) = await pay("", driver: &driver, requests: requests) else {
            Issue.record("expected the first payment to stand in the way")
            return
        }
        #expect(paymentId == "pay_1")
        #expect(requests.paths.filter { $0.hasSuffix("/payments") }.count == 1, "never created twice")
    }

    @Test func redirectWithUnsafeURLIsRefusedBeforeOpening() async {
        let claims =
            #"{"accessToken":"act","intent":"ADYEN_IDEAL_REDIRECTION","exp":9999999999,"redirectUrl":"javascript:alert(1)","statusUrl":"https://s.example/status"}"#
        let payload = Data(claims.utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
        let body = #"{"id":"pay_1","status":"PENDING","requiredAction":{"name":"USE_PRIMER_SDK","clientToken":"h.\#(payload).s"}}"#
        guard case .failure(let error) = await pay(body) else {
            Issue.record("expected failure")
            return
        }
        #expect(error.errorId == "failed-to-redirect")
    }
}
