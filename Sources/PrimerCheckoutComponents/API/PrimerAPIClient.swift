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
        return try await send(
            "GET", url, accessToken: token.accessToken, apiVersion: true, body: NoBody?.none, timeout: timeouts.configuration)
    }

    func listBanks(coreUrl: URL, accessToken: String, configId: String, parameter: String) async throws(PrimerError) -> [IssuerBankDTO] {
        let body = BankListRequestDTO(paymentMethodConfigId: configId, parameters: .init(paymentMethod: parameter))
        let response: BankListResponseDTO = try await send(
            "POST", coreUrl.appendingPathComponent("adyen/checkout"), accessToken: accessToken, apiVersion: false, body: body,
            timeout: timeouts.bankList)
        return response.result
    }

    func tokenize(pciUrl: URL, accessToken: String, request: TokenizationRequestDTO) async throws(PrimerError) -> TokenizationResponseDTO {
        try await send(
            "POST", pciUrl.appendingPathComponent("payment-instruments"), accessToken: accessToken, apiVersion: true,
            body: request, timeout: timeouts.tokenization)
    }

    func createPayment(pciUrl: URL, accessToken: String, paymentMethodToken: String, idempotencyKey: String) async throws(PrimerError)
        -> PaymentDTO
    {
        try await send(
            "POST", pciUrl.appendingPathComponent("payments"), accessToken: accessToken, apiVersion: true,
            body: CreatePaymentRequestDTO(paymentMethodToken: paymentMethodToken), timeout: timeouts.payment,
            extraHeaders: ["X-Idempotency-Key": idempotencyKey])
    }

    func resumePayment(pciUrl: URL, accessToken: String, paymentId: String, resumeToken: String) async throws(PrimerError) -> PaymentDTO {
        let url = pciUrl.appendingPathComponent("payments").appendingPathComponent(paymentId).appendingPathComponent("resume")
        return try await send(
            "POST", url, accessToken: accessToken, apiVersion: true,
            body: ResumePaymentRequestDTO(resumeToken: resumeToken), timeout: timeouts.payment)
    }

    func pollStatus(statusUrl: URL, accessToken: String, timeout: TimeInterval) async throws(PrimerError) -> PaymentStatusDTO {
        try await send(
            "GET", statusUrl, accessToken: accessToken, apiVersion: false, body: NoBody?.none,
            timeout: min(timeout, timeouts.polling))
    }

    func postAnalytics(url: URL, accessToken: String, events: [AnalyticsEventDTO]) async throws(PrimerError) {
        let _: Ignored = try await send("POST", url, accessToken: accessToken, apiVersion: false, body: events, timeout: timeouts.analytics)
    }

    private struct NoBody: Encodable {}

    private func send<Body: Encodable, Response: Decodable>(
        _ method: String, _ url: URL, accessToken: String, apiVersion: Bool, body: Body?, timeout: TimeInterval,
        extraHeaders: [String: String] = [:]
    ) async throws(PrimerError) -> Response {
        var data: Data?
        if let body {
            do {
                data = try JSONEncoder().encode(body)
            } catch {
                throw .invalidValue(key: "body", value: nil, reason: "could not be encoded", diagnosticsId: PrimerError.newDiagnosticsId())
            }
        }
        let response = try await exchange(
            method, url, accessToken: accessToken, apiVersion: apiVersion, body: data, timeout: timeout, extraHeaders: extraHeaders)
        do {
            return try JSONDecoder().decode(
                Response.self, from: response.isEmpty && Response.self == Ignored.self ? Data("{}".utf8) : response)
        } catch {
            throw .decodingFailed(reason: "\(method) \(url.path): \(Self.describe(error))", diagnosticsId: PrimerError.newDiagnosticsId())
        }
    }

    /// One request and its successful answer's body: the part of `send` that is the same for every call.
    private func exchange(
        _ method: String, _ url: URL, accessToken: String, apiVersion: Bool, body data: Data?, timeout: TimeInterval,
        extraHeaders: [String: String]
    ) async throws(PrimerError) -> Data {
        var headers = [
            "Primer-SDK-Version": Self.sdkVersion,
            "Primer-SDK-Client": Self.sdkClient,
            "Primer-SDK-Checkout-Session-ID": checkoutSessionId,
            "Primer-Client-Token": accessToken,
            "X-Request-ID": UUID().uuidString,
        ].merging(extraHeaders) { _, new in new }
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
        return response.body
    }

    static func error(for response: PrimerHTTPResponse) -> PrimerError {
        let body = (try? JSONDecoder().decode(ErrorBodyDTO.self, from: response.body))?.error
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
        case let error as DecodingError: decodingSummary(error)
        default: String(describing: type(of: error))
        }
    }

    private static func decodingSummary(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): "missing key '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            "invalid value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        @unknown default: "invalid JSON"
        }
    }
}
