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
    let record: any PaymentRecordAccess
    var retry = RetryPolicy()

    private var settler: OpenPaymentSettler { OpenPaymentSettler(session: session, record: record, retry: retry) }

    /// Pays with `issuer`. `continuing` when the customer chose to continue the payment they
    /// were told is not confirmed yet (the error screen's Retry): a payment still open at the bank
    /// is then followed again instead of being reported as `PrimerError.paymentPending`.
    func pay(issuer: String?, continuing: Bool = false) async throws(PrimerError) -> PaymentResult {
        switch settings.paymentHandling {
        case .auto: return try await payAutomatically(issuer: issuer, continuing: continuing)
        case .manual: return try await payManually(issuer: issuer)
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

    private func payAutomatically(issuer: String?, continuing: Bool) async throws(PrimerError) -> PaymentResult {
        // Another checkout on this client session creating a payment now would not have it on
        // record yet: this one waits for it, then asks about it.
        let step = try await record.inTurn { _ throws(PrimerError) in try await nextStep(issuer: issuer, continuing: continuing) }
        switch step {
        case .concluded(let result): return result
        case .atTheBank(let payment, let paymentId, let actionToken):
            return try await followRedirect(payment, paymentId: paymentId, actionToken: actionToken)
        }
    }

    private enum PaymentStep {
        case concluded(PaymentResult)
        case atTheBank(OpenPayment, paymentId: String, actionToken: ClientToken)
    }

    /// Settles what is on record, then creates a payment unless one settled or is still open at
    /// the bank: where the customer goes next.
    private func nextStep(issuer: String?, continuing: Bool) async throws(PrimerError) -> PaymentStep {
        try throwIfStopped()
        // Every payment the checkout made is settled before another is created: one that went
        // through ends the checkout with it; one still open at the bank is the customer's choice.
        if let result = try await settler.settleAll() { return .concluded(result) }
        if let open = await record.unfinished(), let paymentId = open.paymentId {
            // The settling above just heard that the bank has not answered: back to its page. One
            // the server processes without the customer cannot be continued, only paid around.
            if continuing, let redirect = open.redirect { return .atTheBank(open, paymentId: paymentId, actionToken: redirect) }
            throw .paymentPending(
                paymentMethodType: open.paymentMethodType, paymentId: paymentId, status: open.lastStatus ?? "PENDING",
                issuer: open.issuer, diagnosticsId: PrimerError.newDiagnosticsId())
        }
        let payment = try await newPayment(issuer: issuer)
        switch try await settler.create(payment) {
        case .concluded(let result): return .concluded(result)
        case .atTheBank(let paymentId, let actionToken): return .atTheBank(payment, paymentId: paymentId, actionToken: actionToken)
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
            try await checkMerchantKey(idempotencyKey)
        }
        // The customer left (Back, closed) while the token or the merchant's answer was on its way:
        // the checkout's turn has passed on, and nothing is created for a payment they left.
        try throwIfStopped()
        let payment = OpenPayment(
            paymentMethodType: method.type, issuer: issuer, idempotencyKey: idempotencyKey, paymentMethodToken: token,
            sessionUsableUntil: session.clientToken.acceptedUntil, amount: session.totalAmount, currencyCode: session.currencyCode)
        try await keep(payment)
        return payment
    }

    /// Refuses an idempotency key from `willCreatePayment` that cannot make a new payment.
    private func checkMerchantKey(_ key: String) async throws(PrimerError) {
        func refuse(_ reason: String) -> PrimerError {
            .invalidValue(key: "idempotencyKey", value: key, reason: reason, diagnosticsId: PrimerError.newDiagnosticsId())
        }
        // It travels as an HTTP header: a line break would start another header, and other
        // characters than ASCII reach the server in whichever encoding the transport picks.
        guard key.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }), key.contains(where: { $0 != " " }) else {
            throw refuse("it must be printable ASCII characters (letters, digits, punctuation, spaces), not spaces alone")
        }
        // The server would answer with the payment the key made before (declined, say) as if it
        // were this one: the customer could never pay again.
        if await record.isUsed(idempotencyKey: key) {
            throw refuse("a payment of this checkout was already created with it: give each payment its own key, or nil")
        }
    }

    /// `paymentCancelled` once the checkout stopped this payment (closed, Back): the customer left.
    private func throwIfStopped() throws(PrimerError) {
        guard !Task.isCancelled else {
            throw .paymentCancelled(paymentMethodType: method.type, diagnosticsId: PrimerError.newDiagnosticsId())
        }
    }

    /// Puts `payment` on record, kept in the store, before anything can create it; a checkout that
    /// is gone, or a store that did not keep it, stops it here: nothing is created.
    private func keep(_ payment: OpenPayment) async throws(PrimerError) {
        do {
            try await record.send(.creating(payment))
        } catch {
            guard case .paymentCancelled = error else {
                try? await record.send(.notKept(idempotencyKey: payment.idempotencyKey))
                throw error
            }
            throw .paymentCancelled(paymentMethodType: method.type, diagnosticsId: PrimerError.newDiagnosticsId())
        }
    }

    /// Sends the customer to the bank for `payment`, waits, and resumes it. The customer closing
    /// the page, the app stopping the attempt or the deadline passing keeps the payment on record:
    /// only the server's answer ends it.
    private func followRedirect(_ payment: OpenPayment, paymentId: String, actionToken: ClientToken) async throws(PrimerError)
        -> PaymentResult
    {
        let resumeToken = try await redirectAndPoll(actionToken)
        return try await settler.resume(payment, paymentId: paymentId, actionToken: actionToken, resumeToken: resumeToken)
    }

    /// Manual handling: the merchant's server creates and resumes the payment. A payment of theirs
    /// still open at the bank is continued (its status asked first) instead of handing them a
    /// second token.
    private func payManually(issuer: String?) async throws(PrimerError) -> PaymentResult {
        // As in automatic handling: a token another checkout is handing the merchant now would have
        // no payment on record yet.
        try await record.inTurn { turn throws(PrimerError) in try await payManually(issuer: issuer, turn: turn) }
    }

    /// Manual handling in this checkout's turn, ended once the merchant's payment is on record.
    private func payManually(issuer: String?, turn: PaymentTurn?) async throws(PrimerError) -> PaymentResult {
        let (didTokenize, didResume) = try handlers.manualHooks()
        try throwIfStopped()
        try await record.readStore()
        var payment = await record.openWithMerchant()
        var decision: ManualPaymentDecision
        if let open = payment, let resumeToken = try await resumeToken(of: open) {
            await turn?.end()
            decision = await didResume(resumeToken)
        } else {
            // A token handed over before: their server may have made a payment the SDK never saw
            // the page of. It stands in the way until the customer chooses to pay another way.
            if let unseen = await record.merchantsWithoutPage() {
                throw .paymentPending(
                    paymentMethodType: unseen.paymentMethodType, paymentId: unseen.idempotencyKey, status: "PENDING",
                    issuer: unseen.issuer, diagnosticsId: PrimerError.newDiagnosticsId())
            }
            let token = try await tokenize(issuer: issuer)
            // Kept before their server can create anything with the token, as a creation is.
            var entry = OpenPayment(
                paymentMethodType: method.type, issuer: issuer, idempotencyKey: "merchant-\(UUID().uuidString)",
                paymentMethodToken: token, sessionUsableUntil: session.clientToken.acceptedUntil, amount: session.totalAmount,
                currencyCode: session.currencyCode)
            entry.handledByMerchant = true
            try await keep(entry)
            payment = entry
            decision = await didTokenize(PaymentMethodToken(token: token, paymentMethodType: method.type))
        }
        for _ in 0..<5 {
            switch decision {
            case .complete(let paymentId):
                if let payment { try? await record.send(.serverSaid(idempotencyKey: payment.idempotencyKey, .final)) }
                return PaymentResult(
                    paymentId: paymentId, status: "SUCCESS", amount: session.totalAmount,
                    currencyCode: session.currencyCode, paymentMethodType: method.type)
            case .fail(let message):
                if let payment { try? await record.send(.serverSaid(idempotencyKey: payment.idempotencyKey, .final)) }
                throw .merchantError(message: message, diagnosticsId: PrimerError.newDiagnosticsId())
            case .continueWithNewClientToken(let clientToken):
                // Their server just issued it: the device's clock saying it expired does not decide.
                let actionToken = try ClientToken.requiredAction(clientToken, now: .distantPast)
                guard actionToken.isRedirection else {
                    throw .invalidValue(
                        key: "clientToken", value: nil, reason: "the new client token carries no redirect",
                        diagnosticsId: PrimerError.newDiagnosticsId())
                }
                if let payment {
                    try? await record.send(.actionTokenChanged(idempotencyKey: payment.idempotencyKey, actionToken: clientToken))
                }
                await turn?.end()
                decision = await didResume(try await redirectAndPoll(actionToken))
            }
        }
        // Not `merchantError`: those are the merchant's words, which the customer reads.
        throw .invalidValue(
            key: "didReceiveResumeToken", value: nil,
            reason: "it sent the customer to the bank 5 times without completing or failing the payment",
            diagnosticsId: PrimerError.newDiagnosticsId())
    }

    /// Manual handling: the resume token of the merchant's payment `open`, already sent to the
    /// bank — continued on its page while that is open. Once the device's clock says the page
    /// expired it is asked about: complete, its resume token; otherwise it stands in the way as in
    /// automatic handling (`paymentPending`: the customer may pay another way), also when the
    /// server refuses to answer, which says nothing of the payment. `nil` when it has no page.
    private func resumeToken(of open: OpenPayment) async throws(PrimerError) -> String? {
        guard let bankPage = open.bankPage else { return nil }
        if open.redirect != nil { return try await resumeToken(continuing: bankPage) }
        switch try await settler.askTheBank(about: open, at: bankPage) {
        case .answered(let resumeToken): return resumeToken
        case .notYet(let status):
            throw .paymentPending(
                paymentMethodType: open.paymentMethodType, paymentId: open.idempotencyKey,
                status: status ?? open.lastStatus ?? "PENDING", issuer: open.issuer, diagnosticsId: PrimerError.newDiagnosticsId())
        }
    }

    /// The resume token of a payment already sent to the bank: at once when its status is
    /// complete, otherwise after the customer continues on the same bank page.
    private func resumeToken(continuing actionToken: ClientToken) async throws(PrimerError) -> String {
        let status = try await settler.status(actionToken)
        if let resumeToken = status.resumeToken { return resumeToken }
        return try await redirectAndPoll(actionToken)
    }

    private func redirectAndPoll(_ actionToken: ClientToken) async throws(PrimerError) -> String {
        // The checkout stopped this payment (closed, Back) while something else answered — the
        // merchant's server in manual handling: the customer left, no bank page opens for them.
        try throwIfStopped()
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
        await redirectHandler.close(redirectUrl)
        return try result.get()
    }
}
