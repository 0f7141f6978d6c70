import Foundation

/// The Primer client API: one method per call, with the protocol's headers, base URLs and timeouts.
struct PrimerAPIClient: Sendable {
    static let apiVersion = "2.4"
    static let sdkVersion = PrimerCheckoutSDK.version
    static let sdkClient = "CHECKOUT_COMPONENTS_SWIFT"

    let transport: any HTTPTransport
    let checkoutSessionId: String
    var timeouts = APITimeouts()

    func fetchConfiguration(token: ClientToken) async throws(PrimerError) -> ConfigurationDTO {
        guard let base = token.configurationUrl,
            var components = URLComponents(url: base, resolvingAgainstBaseURL: false)
        else {
            throw .invalidClientToken(reason: "the configurationUrl claim is missing", diagnosticsId: PrimerError.newDiagnosticsId())
        }
        components.queryItems = (components.queryItems ?? []) + [URLQueryItem(name: "withDisplayMetadata", value: "true")]
        guard let url = components.url else {
            throw .invalidClientToken(reason: "the configurationUrl claim is not a URL", diagnosticsId: PrimerError.newDiagnosticsId())
        }
        let answer = try await send("GET", url, accessToken: token.accessToken, apiVersion: true, timeout: timeouts.configuration)
        return try read(answer, ConfigurationDTO.init)
    }

    func listBanks(coreUrl: URL, accessToken: String, configId: String, parameter: String) async throws(PrimerError) -> [IssuerBankDTO] {
        let body = JSONValue.fields([
            "paymentMethodConfigId": .string(configId), "command": .string("FETCH_BANK_ISSUERS"),
            "parameters": .fields(["paymentMethod": .string(parameter)]),
        ])
        let answer = try await send(
            "POST", coreUrl.appendingPathComponent("adyen/checkout"), accessToken: accessToken, apiVersion: false, body: body,
            timeout: timeouts.bankList)
        return try read(answer, IssuerBankDTO.list)
    }

    /// Tokenizes an off-session (redirect) payment instrument; `issuer` is absent when the customer
    /// chooses the bank on the scheme's page (iDEAL 2.0). Returns the payment method token.
    func tokenize(
        pciUrl: URL, accessToken: String, configId: String, paymentMethodType: String, issuer: String?, locale: String, platform: String
    ) async throws(PrimerError) -> String {
        let body = JSONValue.fields([
            "paymentInstrument": .fields([
                "paymentMethodConfigId": .string(configId), "paymentMethodType": .string(paymentMethodType),
                "type": .string("OFF_SESSION_PAYMENT"),
                "sessionInfo": .fields(["issuer": issuer.map(JSONValue.string), "locale": .string(locale), "platform": .string(platform)]),
            ])
        ])
        let answer = try await send(
            "POST", pciUrl.appendingPathComponent("payment-instruments"), accessToken: accessToken, apiVersion: true, body: body,
            timeout: timeouts.tokenization)
        return try read(answer) { (json) throws(JSONReadingError) in try json.required("token", \.string) }
    }

    func createPayment(pciUrl: URL, accessToken: String, paymentMethodToken: String, idempotencyKey: String) async throws(PrimerError)
        -> PaymentDTO
    {
        let answer = try await send(
            "POST", pciUrl.appendingPathComponent("payments"), accessToken: accessToken, apiVersion: true,
            body: .fields(["paymentMethodToken": .string(paymentMethodToken)]), timeout: timeouts.payment,
            extraHeaders: ["X-Idempotency-Key": idempotencyKey])
        return try read(answer, PaymentDTO.init)
    }

    func resumePayment(pciUrl: URL, accessToken: String, paymentId: String, resumeToken: String) async throws(PrimerError) -> PaymentDTO {
        let url = pciUrl.appendingPathComponent("payments").appendingPathComponent(paymentId).appendingPathComponent("resume")
        let answer = try await send(
            "POST", url, accessToken: accessToken, apiVersion: true, body: .fields(["resumeToken": .string(resumeToken)]),
            timeout: timeouts.payment)
        return try read(answer, PaymentDTO.init)
    }

    func pollStatus(statusUrl: URL, accessToken: String, timeout: TimeInterval) async throws(PrimerError) -> PaymentStatusDTO {
        let answer = try await send("GET", statusUrl, accessToken: accessToken, apiVersion: false, timeout: min(timeout, timeouts.polling))
        return try read(answer, PaymentStatusDTO.init)
    }

    /// Posts `events`; the answer's body is not read.
    func postAnalytics(url: URL, accessToken: String, events: [JSONValue]) async throws(PrimerError) {
        _ = try await send("POST", url, accessToken: accessToken, apiVersion: false, body: .array(events), timeout: timeouts.analytics)
    }

    /// A successful answer's body, and the request it answers (for the reason of a failure to read it).
    private struct Answer {
        let request: String
        let body: Data
    }

    /// One request with the protocol's headers, and its successful answer.
    private func send(
        _ method: String, _ url: URL, accessToken: String, apiVersion: Bool, body: JSONValue? = nil, timeout: TimeInterval,
        extraHeaders: [String: String] = [:]
    ) async throws(PrimerError) -> Answer {
        var data: Data?
        if let body {
            do {
                data = try JSONEncoder().encode(body)
            } catch {
                throw .invalidValue(key: "body", value: nil, reason: "could not be encoded", diagnosticsId: PrimerError.newDiagnosticsId())
            }
        }
        var headers = [
            "Primer-SDK-Version": Self.sdkVersion,
            "Primer-SDK-Client": Self.sdkClient,
            "Primer-SDK-Checkout-Session-ID": checkoutSessionId,
            "Primer-Client-Token": accessToken,
            "X-Request-ID": UUID().uuidString,
        ]
        for (name, value) in extraHeaders { headers[name] = value }
        if apiVersion { headers["X-Api-Version"] = Self.apiVersion }
        if data != nil { headers["Content-Type"] = "application/json" }
        // Whatever transport a merchant brings, a cancelled payment sends nothing more.
        guard !Task.isCancelled else {
            throw .networkFailure(reason: "cancelled", diagnosticsId: PrimerError.newDiagnosticsId())
        }
        let response: PrimerHTTPResponse
        do {
            response = try await transport.send(PrimerHTTPRequest(method: method, url: url, headers: headers, body: data, timeout: timeout))
        } catch {
            throw .networkFailure(reason: Self.describe(error), diagnosticsId: PrimerError.newDiagnosticsId())
        }
        guard (200..<300).contains(response.statusCode) else { throw Self.error(for: response) }
        return Answer(request: "\(method) \(url.path)", body: response.body)
    }

    /// Reads `answer` with `dto`; an answer it cannot read fails as `decodingFailed`.
    private func read<DTO>(_ answer: Answer, _ dto: (JSONObject) throws(JSONReadingError) -> DTO) throws(PrimerError) -> DTO {
        do {
            return try dto(JSONObject(data: answer.body))
        } catch {
            throw .decodingFailed(reason: "\(answer.request): \(error.reason)", diagnosticsId: PrimerError.newDiagnosticsId())
        }
    }

    static func error(for response: PrimerHTTPResponse) -> PrimerError {
        let body = try? ErrorBodyDTO(JSONObject(data: response.body))
        let diagnosticsId = body?.diagnosticsId ?? PrimerError.newDiagnosticsId()
        if response.statusCode == 401 { return .unauthorized(diagnosticsId: diagnosticsId) }
        return .serverError(
            statusCode: response.statusCode, errorId: body?.errorId, description: body?.description,
            diagnosticsId: diagnosticsId)
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case let error as URLError: "URLError \(error.code.rawValue)"
        case is CancellationError: "cancelled"
        default: String(describing: type(of: error))
        }
    }
}
