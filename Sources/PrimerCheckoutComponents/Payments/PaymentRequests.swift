import Foundation

/// The payment's requests to the Primer API, one call each (transient failures retried where
/// repeating is safe): what the payment machine's effects run.
protocol PaymentRequests: Sendable {
    /// Until when the client session's token is accepted.
    var sessionUsableUntil: Date? { get }
    func tokenize(_ method: CheckoutPaymentMethod, issuer: String?) async throws(PrimerError) -> String
    /// The creation's answer and how many requests it took.
    func create(_ payment: OpenPayment) async -> (Result<PaymentDTO, PrimerError>, attempts: Int)
    /// Where the payment of a bank page stands, asked once.
    func status(_ page: ClientToken) async throws(PrimerError) -> PaymentStatusDTO
    /// A status check while the customer is at the bank, never repeated here.
    func poll(statusUrl: URL, accessToken: String, timeout: TimeInterval) async throws(PrimerError) -> PaymentStatusDTO
    func resume(paymentId: String, page: ClientToken, resumeToken: String) async throws(PrimerError) -> PaymentDTO
}

/// The requests over one client session.
struct APIPaymentRequests: PaymentRequests {
    let session: APISession
    let settings: PrimerSettings
    var retry = RetryPolicy()

    var sessionUsableUntil: Date? { session.clientToken.acceptedUntil }

    func tokenize(_ method: CheckoutPaymentMethod, issuer: String?) async throws(PrimerError) -> String {
        // Retrying is safe: a token alone moves no money.
        try await retry.run { () async throws(PrimerError) -> String in
            try await session.api.tokenize(
                pciUrl: session.pciUrl, accessToken: session.clientToken.accessToken, configId: method.id, paymentMethodType: method.type,
                issuer: issuer, locale: settings.tokenizationLocale, platform: settings.platform)
        }
    }

    func create(_ payment: OpenPayment) async -> (Result<PaymentDTO, PrimerError>, attempts: Int) {
        var attempts = 0
        do throws(PrimerError) {
            let created = try await retry.run { () async throws(PrimerError) -> PaymentDTO in
                attempts += 1
                return try await session.api.createPayment(
                    pciUrl: session.pciUrl, accessToken: session.clientToken.accessToken,
                    paymentMethodToken: payment.paymentMethodToken, idempotencyKey: payment.idempotencyKey)
            }
            return (.success(created), attempts)
        } catch {
            return (.failure(error), attempts)
        }
    }

    func status(_ page: ClientToken) async throws(PrimerError) -> PaymentStatusDTO {
        let statusUrl = try RedirectURLPolicy.validated(page.statusUrl, name: "statusUrl")
        return try await retry.run { () async throws(PrimerError) -> PaymentStatusDTO in
            try await session.api.pollStatus(statusUrl: statusUrl, accessToken: page.accessToken, timeout: 60)
        }
    }

    func poll(statusUrl: URL, accessToken: String, timeout: TimeInterval) async throws(PrimerError) -> PaymentStatusDTO {
        try await session.api.pollStatus(statusUrl: statusUrl, accessToken: accessToken, timeout: timeout)
    }

    func resume(paymentId: String, page: ClientToken, resumeToken: String) async throws(PrimerError) -> PaymentDTO {
        try await retry.run { () async throws(PrimerError) -> PaymentDTO in
            try await session.api.resumePayment(
                pciUrl: session.pciUrl, accessToken: page.accessToken, paymentId: paymentId, resumeToken: resumeToken)
        }
    }
}
