import Foundation

/// One redirect payment from a chosen issuer (or none, when the scheme's page asks for the bank)
/// to its final result: tokenize → create the payment
/// (or ask the merchant) → send the customer to the bank and poll → resume → result.
/// Shared by every redirect method.
struct RedirectPaymentPipeline: Sendable {
    let session: APISession
    let method: CheckoutPaymentMethod
    let settings: PrimerSettings
    let handlers: PrimerPaymentHandlers
    let redirectHandler: any RedirectHandler
    let analytics: any CheckoutComponentsAnalyticsInteractorProtocol
    let onProgress: @Sendable (PaymentProgress) async -> Void
    var clock: any CheckoutClock = SystemClock()
    var memory = PaymentAttemptMemory()
    var retry = RetryPolicy()

    func pay(issuer: String?) async throws(PrimerError) -> PaymentResult {
        switch settings.paymentHandling {
        case .auto: return try await payAutomatically(issuer: issuer)
        case .manual: return try await payManually(try await tokenize(issuer: issuer))
        }
    }

    // MARK: - Steps

    private func tokenize(issuer: String?) async throws(PrimerError) -> String {
        let request = TokenizationRequestDTO(
            paymentInstrument: .init(
                paymentMethodConfigId: method.id, paymentMethodType: method.type,
                sessionInfo: .init(issuer: issuer, locale: settings.tokenizationLocale, platform: settings.platform)))
        // Retrying is safe: a token alone moves no money.
        return try await retry.run { () async throws(PrimerError) -> String in
            try await session.api.tokenize(pciUrl: session.pciUrl, accessToken: session.clientToken.accessToken, request: request).token
        }
    }

    private func payAutomatically(issuer: String?) async throws(PrimerError) -> PaymentResult {
        if let redirect = await memory.redirect(for: issuer) {
            return try await followRedirect(redirect)
        }
        let creation = try await creationFor(issuer: issuer)
        let payment: PaymentDTO
        do {
            payment = try await retry.run { () async throws(PrimerError) -> PaymentDTO in
                try await session.api.createPayment(
                    pciUrl: session.pciUrl, accessToken: session.clientToken.accessToken,
                    paymentMethodToken: creation.paymentMethodToken,
                    idempotencyKey: creation.idempotencyKey)
            }
        } catch {
            if Self.isDefinitive(error) { await memory.forgetCreation() }
            throw error
        }
        await memory.forgetCreation()
        guard let action = payment.requiredAction, let paymentId = payment.id, payment.status != .failed else {
            return try finalResult(payment)
        }
        let actionToken = try ClientToken.requiredAction(action.clientToken)
        guard actionToken.isRedirection else { return try finalResult(payment) }
        let redirect = PaymentAttemptMemory.Redirect(issuer: issuer, paymentId: paymentId, actionToken: actionToken)
        await memory.remember(redirect)
        return try await followRedirect(redirect)
    }

    /// A new creation (token + key), or the one whose answer was lost, repeated as it was.
    private func creationFor(issuer: String?) async throws(PrimerError) -> PaymentAttemptMemory.Creation {
        if let earlier = await memory.creation(for: issuer) { return earlier }
        let token = try await tokenize(issuer: issuer)
        var idempotencyKey = UUID().uuidString
        if let hook = handlers.willCreatePayment {
            switch await hook(method.type) {
            case .proceed(let key): if let key, !key.isEmpty { idempotencyKey = key }
            case .abort(let message): throw .merchantError(message: message, diagnosticsId: PrimerError.newDiagnosticsId())
            }
        }
        let creation = PaymentAttemptMemory.Creation(issuer: issuer, paymentMethodToken: token, idempotencyKey: idempotencyKey)
        await memory.remember(creation)
        return creation
    }

    /// Sends the customer to the bank for `redirect`'s payment, waits, and resumes it.
    private func followRedirect(_ redirect: PaymentAttemptMemory.Redirect) async throws(PrimerError) -> PaymentResult {
        do {
            let resumeToken = try await redirectAndPoll(redirect.actionToken)
            let resumed = try await retry.run { () async throws(PrimerError) -> PaymentDTO in
                try await session.api.resumePayment(
                    pciUrl: session.pciUrl, accessToken: redirect.actionToken.accessToken,
                    paymentId: redirect.paymentId, resumeToken: resumeToken)
            }
            await memory.forgetAll()
            return try finalResult(resumed)
        } catch {
            // The customer cancelling at the bank ends the payment; the app stopping the attempt
            // (cancel, back, dismiss) does not: the payment still waits at the bank, so choosing the
            // same bank again follows it instead of creating a second one.
            if case .paymentCancelled = error, !Task.isCancelled { await memory.forgetAll() }
            if Self.isDefinitive(error) { await memory.forgetAll() }
            throw error
        }
    }

    /// Errors after which repeating the same call cannot succeed (client errors other than 429).
    private static func isDefinitive(_ error: PrimerError) -> Bool {
        switch error {
        case .unauthorized, .merchantError, .invalidClientToken, .failedToRedirect: true
        case .serverError(let status, _, _, _): (400..<500).contains(status) && status != 429
        default: false
        }
    }

    private func payManually(_ paymentMethodToken: String) async throws(PrimerError) -> PaymentResult {
        guard let didTokenize = handlers.didTokenizePaymentMethod, let didResume = handlers.didReceiveResumeToken else {
            throw .invalidValue(
                key: "paymentHandlers", value: nil,
                reason: "manual payment handling needs didTokenizePaymentMethod and didReceiveResumeToken",
                diagnosticsId: PrimerError.newDiagnosticsId())
        }
        var decision = await didTokenize(PaymentMethodToken(token: paymentMethodToken, paymentMethodType: method.type))
        for _ in 0..<5 {
            switch decision {
            case .complete(let paymentId):
                return PaymentResult(
                    paymentId: paymentId, status: "SUCCESS", amount: session.totalAmount,
                    currencyCode: session.currencyCode, paymentMethodType: method.type)
            case .fail(let message):
                throw .merchantError(message: message, diagnosticsId: PrimerError.newDiagnosticsId())
            case .continueWithNewClientToken(let clientToken):
                let actionToken = try ClientToken.requiredAction(clientToken)
                guard actionToken.isRedirection else {
                    throw .invalidValue(
                        key: "clientToken", value: nil, reason: "the new client token carries no redirect",
                        diagnosticsId: PrimerError.newDiagnosticsId())
                }
                decision = await didResume(try await redirectAndPoll(actionToken))
            }
        }
        throw .merchantError(message: "The payment did not finish after 5 redirects.", diagnosticsId: PrimerError.newDiagnosticsId())
    }

    private func redirectAndPoll(_ actionToken: ClientToken) async throws(PrimerError) -> String {
        let redirectUrl = try RedirectURLPolicy.validated(actionToken.redirectUrl, name: "redirectUrl")
        let statusUrl = try RedirectURLPolicy.validated(actionToken.statusUrl, name: "statusUrl")
        let events: AsyncStream<RedirectEvent>
        do {
            events = try await redirectHandler.open(redirectUrl)
        } catch {
            throw .failedToRedirect(
                url: redirectUrl.absoluteString, reason: "the page could not be opened",
                diagnosticsId: PrimerError.newDiagnosticsId())
        }
        analytics.trackEvent(
            .paymentRedirectToThirdParty,
            metadata: AnalyticsEventMetadata(
                paymentMethod: method.type, redirectDestinationUrl: redirectUrl.absoluteString))
        await onProgress(.awaitingBank(redirectUrl: redirectUrl))
        let poller = PaymentStatusPoller(api: session.api, options: settings.redirectPolling, paymentMethodType: method.type, clock: clock)
        let result: Result<String, PrimerError>
        do throws(PrimerError) {
            result = .success(try await poller.resumeToken(statusUrl: statusUrl, accessToken: actionToken.accessToken, events: events))
        } catch {
            result = .failure(error)
        }
        await redirectHandler.close()
        return try result.get()
    }

    // MARK: - Final status

    /// `checkoutOutcome` overrides the status; `PENDING` succeeds only when the session says so.
    private func finalResult(_ payment: PaymentDTO) throws(PrimerError) -> PaymentResult {
        let succeeded: Bool =
            switch payment.checkoutOutcome {
            case .complete: true
            case .failure: false
            case .determineFromPaymentStatus, nil:
                switch payment.status {
                case .success: true
                case .pending: payment.showSuccessCheckoutOnPendingPayment ?? false
                case .failed: false
                }
            }
        guard succeeded, let paymentId = payment.id else {
            if payment.paymentFailureReason?.uppercased().contains("CANCEL") == true {
                throw .paymentCancelled(paymentMethodType: method.type, diagnosticsId: PrimerError.newDiagnosticsId())
            }
            throw .paymentFailed(
                paymentMethodType: method.type, paymentId: payment.id, status: payment.status.rawValue,
                reason: payment.paymentFailureReason, diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return PaymentResult(
            paymentId: paymentId, status: PaymentStatus(rawValue: payment.status.rawValue), amount: payment.amount ?? session.totalAmount,
            currencyCode: payment.currencyCode ?? session.currencyCode, paymentMethodType: method.type)
    }
}
