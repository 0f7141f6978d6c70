import Foundation

/// One redirect payment from a chosen issuer to its final result: tokenize → create the payment
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
    var retry = RetryPolicy()

    func pay(issuer: String) async throws(PrimerError) -> PaymentResult {
        let token = try await tokenize(issuer: issuer)
        switch settings.paymentHandling {
        case .auto: return try await payAutomatically(token)
        case .manual: return try await payManually(token)
        }
    }

    // MARK: - Steps

    private func tokenize(issuer: String) async throws(PrimerError) -> String {
        let locale = settings.localeData.regionCode.map { "\(settings.localeData.languageCode)_\($0)" } ?? settings.localeData.languageCode
        let request = TokenizationRequestDTO(paymentInstrument: .init(
            paymentMethodConfigId: method.id, paymentMethodType: method.type,
            sessionInfo: .init(issuer: issuer, locale: locale, platform: settings.platform)))
        return try await session.api.tokenize(pciUrl: session.pciUrl, accessToken: session.clientToken.accessToken, request: request).token
    }

    private func payAutomatically(_ paymentMethodToken: String) async throws(PrimerError) -> PaymentResult {
        var idempotencyKey = UUID().uuidString
        if let hook = handlers.willCreatePayment {
            switch await hook(method.type) {
            case .proceed(let key): if let key, !key.isEmpty { idempotencyKey = key }
            case .abort(let message): throw .merchantError(message: message, diagnosticsId: PrimerError.newDiagnosticsId())
            }
        }
        let payment = try await retry.run { () async throws(PrimerError) -> PaymentDTO in
            try await session.api.createPayment(pciUrl: session.pciUrl, accessToken: session.clientToken.accessToken,
                                                paymentMethodToken: paymentMethodToken, idempotencyKey: idempotencyKey)
        }
        guard let action = payment.requiredAction, let paymentId = payment.id, payment.status != .failed else {
            return try finalResult(payment)
        }
        let actionToken = try ClientToken.requiredAction(action.clientToken)
        guard actionToken.isRedirection else { return try finalResult(payment) }
        let resumeToken = try await redirectAndPoll(actionToken)
        let resumed = try await retry.run { () async throws(PrimerError) -> PaymentDTO in
            try await session.api.resumePayment(pciUrl: session.pciUrl, accessToken: actionToken.accessToken,
                                                paymentId: paymentId, resumeToken: resumeToken)
        }
        return try finalResult(resumed)
    }

    private func payManually(_ paymentMethodToken: String) async throws(PrimerError) -> PaymentResult {
        guard let didTokenize = handlers.didTokenizePaymentMethod, let didResume = handlers.didReceiveResumeToken else {
            throw .invalidValue(key: "paymentHandlers", value: nil,
                                reason: "manual payment handling needs didTokenizePaymentMethod and didReceiveResumeToken",
                                diagnosticsId: PrimerError.newDiagnosticsId())
        }
        var decision = await didTokenize(PaymentMethodToken(token: paymentMethodToken, paymentMethodType: method.type))
        for _ in 0..<5 {
            switch decision {
            case .complete(let paymentId):
                return PaymentResult(paymentId: paymentId, status: "SUCCESS", amount: session.totalAmount,
                                     currencyCode: session.currencyCode, paymentMethodType: method.type)
            case .fail(let message):
                throw .merchantError(message: message, diagnosticsId: PrimerError.newDiagnosticsId())
            case .continueWithNewClientToken(let clientToken):
                let actionToken = try ClientToken.requiredAction(clientToken)
                guard actionToken.isRedirection else {
                    throw .invalidValue(key: "clientToken", value: nil, reason: "the new client token carries no redirect",
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
            throw .failedToRedirect(url: redirectUrl.absoluteString, reason: "the page could not be opened",
                                    diagnosticsId: PrimerError.newDiagnosticsId())
        }
        analytics.trackEvent(.paymentRedirectToThirdParty, metadata: AnalyticsEventMetadata(
            paymentMethod: method.type, redirectDestinationUrl: redirectUrl.absoluteString))
        await onProgress(.awaitingBank(redirectUrl: redirectUrl))
        let poller = PaymentStatusPoller(api: session.api, options: settings.redirectPolling, paymentMethodType: method.type)
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
        let succeeded: Bool = switch payment.checkoutOutcome {
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
            throw .paymentFailed(paymentMethodType: method.type, paymentId: payment.id, status: payment.status.rawValue,
                                 reason: payment.paymentFailureReason, diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return PaymentResult(paymentId: paymentId, status: payment.status.rawValue, amount: payment.amount ?? session.totalAmount,
                             currencyCode: payment.currencyCode ?? session.currencyCode, paymentMethodType: method.type)
    }
}
