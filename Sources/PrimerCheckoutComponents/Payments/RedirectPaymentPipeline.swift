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
    /// The checkout's record of its payments, shared by all its methods.
    var record = PaymentRecordKeeper.standalone()
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
        // Every payment the checkout made is settled before another is created: one that went
        // through ends the checkout with it; one still open at the bank is continued.
        for step in await record.stepsBeforePaying() {
            if let result = try await settle(step) { return result }
        }
        if let open = await record.openAtTheBank(), let paymentId = open.paymentId, let redirect = open.redirect {
            return try await followRedirect(open, paymentId: paymentId, actionToken: redirect)
        }
        let payment = try await newPayment(issuer: issuer)
        switch try await create(payment) {
        case .concluded(let result): return result
        case .atTheBank(let paymentId, let actionToken):
            return try await followRedirect(payment, paymentId: paymentId, actionToken: actionToken)
        }
    }

    /// A new payment on record (token, idempotency key) before its creation request leaves.
    private func newPayment(issuer: String?) async throws(PrimerError) -> OpenPayment {
        let token = try await tokenize(issuer: issuer)
        var idempotencyKey = UUID().uuidString
        if let hook = handlers.willCreatePayment {
            switch await hook(method.type) {
            case .proceed(let key): if let key, !key.isEmpty { idempotencyKey = key }
            case .abort(let message): throw .merchantError(message: message, diagnosticsId: PrimerError.newDiagnosticsId())
            }
        }
        let payment = OpenPayment(
            paymentMethodType: method.type, issuer: issuer, idempotencyKey: idempotencyKey, paymentMethodToken: token)
        await record.send(.creating(payment))
        return payment
    }

    private enum Creation {
        case concluded(PaymentResult)
        case atTheBank(paymentId: String, actionToken: ClientToken)
    }

    /// Sends `payment`'s creation (again, when its answer was lost: same token, same key).
    private func create(_ payment: OpenPayment) async throws(PrimerError) -> Creation {
        let key = payment.idempotencyKey
        let created: PaymentDTO
        do {
            created = try await retry.run { () async throws(PrimerError) -> PaymentDTO in
                try await session.api.createPayment(
                    pciUrl: session.pciUrl, accessToken: session.clientToken.accessToken,
                    paymentMethodToken: payment.paymentMethodToken, idempotencyKey: key)
            }
        } catch {
            if Self.isDefinitive(error) { await record.send(.serverSaid(idempotencyKey: key, .creationRefused)) }
            throw error
        }
        guard let paymentId = created.id else {
            await record.send(.serverSaid(idempotencyKey: key, .creationRefused))
            return .concluded(try await concluded(created, payment))
        }
        await record.send(.created(idempotencyKey: key, paymentId: paymentId, actionToken: created.requiredAction?.clientToken))
        guard let action = created.requiredAction, created.status != .failed else {
            return .concluded(try await concluded(created, payment))
        }
        let actionToken: ClientToken
        do {
            actionToken = try ClientToken.requiredAction(action.clientToken)
        } catch {
            await record.send(.serverSaid(idempotencyKey: key, .noLongerAnswered))
            throw error
        }
        guard actionToken.isRedirection else { return .concluded(try await concluded(created, payment)) }
        return .atTheBank(paymentId: paymentId, actionToken: actionToken)
    }

    /// Settles one payment on record: the result when it went through, nil when it no longer
    /// stands in the way of a new one (failed, or still open at the bank: `openAtTheBank` says).
    private func settle(_ step: PaymentRecord.Step) async throws(PrimerError) -> PaymentResult? {
        switch step {
        case .repeatCreation(let payment):
            switch try await create(payment) {
            case .concluded(let result): return result
            case .atTheBank(let paymentId, let actionToken):
                return try await check(payment, paymentId: paymentId, actionToken: actionToken)
            }
        case .check(let payment):
            guard let paymentId = payment.paymentId, let actionToken = payment.redirect else {
                await record.send(.serverSaid(idempotencyKey: payment.idempotencyKey, .noLongerAnswered))
                return nil
            }
            return try await check(payment, paymentId: paymentId, actionToken: actionToken)
        }
    }

    /// Asks the server once where `payment` stands; resumes it when the bank has answered.
    private func check(_ payment: OpenPayment, paymentId: String, actionToken: ClientToken) async throws(PrimerError) -> PaymentResult? {
        let key = payment.idempotencyKey
        let statusUrl = try RedirectURLPolicy.validated(actionToken.statusUrl, name: "statusUrl")
        let status: PaymentStatusDTO
        do {
            status = try await retry.run { () async throws(PrimerError) -> PaymentStatusDTO in
                try await session.api.pollStatus(statusUrl: statusUrl, accessToken: actionToken.accessToken, timeout: 60)
            }
        } catch {
            if case .unauthorized = error {
                await record.send(.serverSaid(idempotencyKey: key, .noLongerAnswered))
                return nil
            }
            throw error
        }
        guard status.status == .complete else {
            if case .notComplete(let value) = status.status {
                await record.send(.serverSaid(idempotencyKey: key, .notFinal(status: value)))
            }
            return nil
        }
        do {
            return try await resume(payment, paymentId: paymentId, actionToken: actionToken, resumeToken: status.id)
        } catch {
            // An earlier payment that failed or was cancelled at the bank no longer stands in the way.
            switch error {
            case .paymentFailed, .paymentCancelled: return nil
            default: throw error
            }
        }
    }

    /// Sends the customer to the bank for `payment`, waits, and resumes it. The customer closing
    /// the page, the app stopping the attempt or the deadline passing keeps the payment on record:
    /// only the server's answer ends it.
    private func followRedirect(_ payment: OpenPayment, paymentId: String, actionToken: ClientToken) async throws(PrimerError)
        -> PaymentResult
    {
        let resumeToken = try await redirectAndPoll(actionToken)
        return try await resume(payment, paymentId: paymentId, actionToken: actionToken, resumeToken: resumeToken)
    }

    private func resume(_ payment: OpenPayment, paymentId: String, actionToken: ClientToken, resumeToken: String) async throws(PrimerError)
        -> PaymentResult
    {
        let resumed = try await retry.run { () async throws(PrimerError) -> PaymentDTO in
            try await session.api.resumePayment(
                pciUrl: session.pciUrl, accessToken: actionToken.accessToken, paymentId: paymentId, resumeToken: resumeToken)
        }
        if let answered = resumed.id, answered != paymentId {
            throw .failedToResumePayment(
                paymentMethodType: payment.paymentMethodType, reason: "the resume answered for another payment",
                diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return try await concluded(resumed, payment)
    }

    /// The result of `answer` for `payment`, and what the record keeps of it: a success or a
    /// failure ends it; a payment that is not final yet stays open and is reported as waiting for
    /// the bank's confirmation (Retry asks again; it never creates a payment).
    private func concluded(_ answer: PaymentDTO, _ payment: OpenPayment) async throws(PrimerError) -> PaymentResult {
        let key = payment.idempotencyKey
        do {
            let result = try finalResult(answer, paymentMethodType: payment.paymentMethodType)
            await record.send(.serverSaid(idempotencyKey: key, .final))
            return result
        } catch {
            if case .paymentPending(_, _, let status, _) = error {
                await record.send(.serverSaid(idempotencyKey: key, .notFinal(status: status)))
            } else {
                await record.send(.serverSaid(idempotencyKey: key, .final))
            }
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
                url: RedirectURLPolicy.origin(of: redirectUrl), reason: "the page could not be opened",
                diagnosticsId: PrimerError.newDiagnosticsId())
        }
        analytics.trackEvent(
            .paymentRedirectToThirdParty,
            metadata: AnalyticsEventMetadata(
                paymentMethod: method.type, redirectDestinationUrl: RedirectURLPolicy.origin(of: redirectUrl)))
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

    /// `checkoutOutcome` overrides the status; `PENDING` succeeds only when the session says so,
    /// and otherwise — like a status the SDK does not know — is not final: `paymentPending`.
    private func finalResult(_ payment: PaymentDTO, paymentMethodType: String) throws(PrimerError) -> PaymentResult {
        let succeeded: Bool
        switch payment.checkoutOutcome {
        case .complete: succeeded = true
        case .failure: succeeded = false
        case .determineFromPaymentStatus, nil:
            switch payment.status {
            case .success: succeeded = true
            case .failed: succeeded = false
            case .pending, .other:
                if payment.status == .pending, payment.showSuccessCheckoutOnPendingPayment == true, payment.id != nil {
                    succeeded = true
                } else if let paymentId = payment.id {
                    throw .paymentPending(
                        paymentMethodType: paymentMethodType, paymentId: paymentId, status: payment.status.rawValue,
                        diagnosticsId: PrimerError.newDiagnosticsId())
                } else {
                    succeeded = false
                }
            }
        }
        guard succeeded, let paymentId = payment.id else {
            if payment.paymentFailureReason?.uppercased().contains("CANCEL") == true {
                throw .paymentCancelled(paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
            }
            throw .paymentFailed(
                paymentMethodType: paymentMethodType, paymentId: payment.id, status: payment.status.rawValue,
                reason: payment.paymentFailureReason, diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return PaymentResult(
            paymentId: paymentId, status: PaymentStatus(rawValue: payment.status.rawValue), amount: payment.amount ?? session.totalAmount,
            currencyCode: payment.currencyCode ?? session.currencyCode, paymentMethodType: paymentMethodType)
    }
}
