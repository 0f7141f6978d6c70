import Foundation

/// Asks the server about the payments on the checkout's record and concludes them — creation
/// repeated with its key, status checked, resumed when the bank answered — for every method's
/// pipeline (before it creates a payment) and for the checkout itself (when it starts on a client
/// session that has payments on record).
struct OpenPaymentSettler: Sendable {
    let session: APISession
    let record: any PaymentRecordAccess
    var retry = RetryPolicy()

    /// The first payment on record that went through, concluded; nil when none did (each one that
    /// failed is forgotten, each one still open stays for `PaymentRecord.unfinished`). The store
    /// is read again first: another checkout open on the same client session may have paid.
    func settleAll() async throws(PrimerError) -> PaymentResult? {
        try await record.readStore()
        for step in await record.stepsBeforePaying() {
            if let result = try await settle(step) { return result }
        }
        return nil
    }

    enum Creation {
        case concluded(PaymentResult)
        case atTheBank(paymentId: String, actionToken: ClientToken)
    }

    /// Sends `payment`'s creation (again, when its answer was lost — `repeated` —: same token, same key).
    func create(_ payment: OpenPayment, repeated: Bool = false) async throws(PrimerError) -> Creation {
        let key = payment.idempotencyKey
        let created: PaymentDTO
        var attempts = 0
        do {
            created = try await retry.run { () async throws(PrimerError) -> PaymentDTO in
                attempts += 1
                return try await session.api.createPayment(
                    pciUrl: session.pciUrl, accessToken: session.clientToken.accessToken,
                    paymentMethodToken: payment.paymentMethodToken, idempotencyKey: key)
            }
        } catch {
            // A refusal after an attempt whose answer was lost says nothing of the payment that
            // attempt may have made: it stays on record, and its creation is repeated next time.
            if Self.isDefinitive(error), !repeated, attempts == 1 {
                try? await record.send(.serverSaid(idempotencyKey: key, .creationRefused))
            }
            throw error
        }
        // A save failing from here on leaves the store an older state of the payment, which is
        // safe: it is asked about, or its creation repeated, again.
        guard let paymentId = created.id else {
            try? await record.send(.serverSaid(idempotencyKey: key, .creationRefused))
            return .concluded(try await concluded(created, payment))
        }
        try? await record.send(.created(idempotencyKey: key, paymentId: paymentId, actionToken: created.requiredAction?.clientToken))
        guard let action = created.requiredAction, created.status != .failed else {
            return .concluded(try await concluded(created, payment))
        }
        // The server just issued it: the device's clock saying it expired is no reason to leave the
        // customer behind. One that cannot be read leaves the payment on record as processed
        // without the customer: it exists, and only the server knows how it ends.
        let actionToken = try ClientToken.requiredAction(action.clientToken, now: .distantPast)
        guard actionToken.isRedirection else { return .concluded(try await concluded(created, payment)) }
        return .atTheBank(paymentId: paymentId, actionToken: actionToken)
    }

    /// Settles one payment on record: the result when it went through, nil when it no longer
    /// stands in the way of a new one (failed, or still open: `unfinished` says).
    private func settle(_ step: PaymentRecord.Step) async throws(PrimerError) -> PaymentResult? {
        switch step {
        case .repeatCreation(let payment):
            switch try await create(payment, repeated: true) {
            case .concluded(let result): return result
            case .atTheBank(let paymentId, let actionToken):
                return try await check(payment, paymentId: paymentId, actionToken: actionToken)
            }
        case .succeeded(let payment, let paymentId):
            // What it paid: an earlier client session of the order may have had another total.
            return PaymentResult(
                paymentId: paymentId, status: .success, amount: payment.amount ?? session.totalAmount,
                currencyCode: payment.currencyCode ?? session.currencyCode, paymentMethodType: payment.paymentMethodType)
        case .check(let payment, let paymentId, let actionToken):
            return try await check(payment, paymentId: paymentId, actionToken: actionToken)
        }
    }

    /// Where the payment of `actionToken` stands, asked once (transient faults retried).
    func status(_ actionToken: ClientToken) async throws(PrimerError) -> PaymentStatusDTO {
        let statusUrl = try RedirectURLPolicy.validated(actionToken.statusUrl, name: "statusUrl")
        return try await retry.run { () async throws(PrimerError) -> PaymentStatusDTO in
            try await session.api.pollStatus(statusUrl: statusUrl, accessToken: actionToken.accessToken, timeout: 60)
        }
    }

    /// What the bank said of a payment sent to its page.
    enum BankAnswer: Equatable {
        /// It answered: the payment can be resumed with this token.
        case answered(resumeToken: String)
        /// Not yet, as the server reported (`status`), or the server refused to say (`nil`).
        case notYet(status: String?)
    }

    /// Asks the server once whether the bank answered for `payment`, at its bank page
    /// `actionToken`, and keeps what it said. A page whose token the device's clock calls expired
    /// is marked so: the customer is not sent back to it. A refusal (401, or another 4xx asking
    /// again would get) says nothing of the payment, even once its page expired: it stays on
    /// record, open for the customer to continue (while the page is valid) or pay around. A
    /// failure that may pass (5xx, the network) is thrown, theirs to retry.
    func askTheBank(about payment: OpenPayment, at actionToken: ClientToken) async throws(PrimerError) -> BankAnswer {
        let key = payment.idempotencyKey
        if actionToken.isExpired() { try? await record.send(.bankPageExpired(idempotencyKey: key)) }
        let status: PaymentStatusDTO
        do {
            status = try await self.status(actionToken)
        } catch {
            if error.isRefusal { return .notYet(status: nil) }
            throw error
        }
        if let resumeToken = status.resumeToken { return .answered(resumeToken: resumeToken) }
        guard case .notComplete(let value) = status.status else { return .notYet(status: nil) }
        try? await record.send(.serverSaid(idempotencyKey: key, .notFinal(status: value)))
        return .notYet(status: value)
    }

    /// Asks the server once where `payment` stands; resumes it when the bank has answered.
    private func check(_ payment: OpenPayment, paymentId: String, actionToken: ClientToken) async throws(PrimerError) -> PaymentResult? {
        guard case .answered(let resumeToken) = try await askTheBank(about: payment, at: actionToken) else { return nil }
        do {
            return try await resume(payment, paymentId: paymentId, actionToken: actionToken, resumeToken: resumeToken)
        } catch {
            // An earlier payment that failed or was cancelled at the bank no longer stands in the way.
            switch error {
            case .paymentFailed, .paymentCancelled: return nil
            default: throw error
            }
        }
    }

    func resume(_ payment: OpenPayment, paymentId: String, actionToken: ClientToken, resumeToken: String) async throws(PrimerError)
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
        // An answer without an id is about the payment resumed.
        return try await concluded(resumed, payment, paymentId: paymentId)
    }

    /// The result of `answer` for `payment`, and what the record keeps of it: a success or a
    /// failure ends it; a payment that is not final yet stays open and is reported as waiting for
    /// the bank's confirmation (Retry asks again; it never creates a payment).
    private func concluded(_ answer: PaymentDTO, _ payment: OpenPayment, paymentId: String? = nil) async throws(PrimerError)
        -> PaymentResult
    {
        let key = payment.idempotencyKey
        do {
            let result = try finalResult(answer, for: payment, paymentId: answer.id ?? paymentId)
            try? await record.send(.serverSaid(idempotencyKey: key, .succeeded))
            return result
        } catch {
            if case .paymentPending(_, _, let status, _, _) = error {
                try? await record.send(.serverSaid(idempotencyKey: key, .notFinal(status: status)))
            } else {
                try? await record.send(.serverSaid(idempotencyKey: key, .final))
            }
            throw error
        }
    }

    /// Errors after which repeating the same creation cannot succeed. A conflict (409) is not one:
    /// a request with the same key is being, or was, processed, so the payment may exist.
    static func isDefinitive(_ error: PrimerError) -> Bool {
        switch error {
        case .merchantError, .invalidClientToken, .failedToRedirect: true
        case .serverError(409, _, _, _): false
        default: error.isRefusal
        }
    }

    /// `checkoutOutcome` overrides the status; `PENDING` succeeds only when the session says so,
    /// and otherwise — like a status the SDK does not know — is not final: `paymentPending`.
    private func finalResult(_ payment: PaymentDTO, for open: OpenPayment, paymentId answeredId: String?) throws(PrimerError)
        -> PaymentResult
    {
        let paymentMethodType = open.paymentMethodType
        let succeeded: Bool
        switch payment.checkoutOutcome {
        case .complete: succeeded = true
        case .failure: succeeded = false
        case .determineFromPaymentStatus, nil:
            switch payment.status {
            case .success: succeeded = true
            case .failed: succeeded = false
            case .pending, .other:
                if payment.status == .pending, payment.showSuccessCheckoutOnPendingPayment == true, answeredId != nil {
                    succeeded = true
                } else if let paymentId = answeredId {
                    throw .paymentPending(
                        paymentMethodType: paymentMethodType, paymentId: paymentId, status: payment.status.rawValue,
                        issuer: open.issuer, diagnosticsId: PrimerError.newDiagnosticsId())
                } else {
                    succeeded = false
                }
            }
        }
        guard succeeded, let paymentId = answeredId else {
            if payment.paymentFailureReason?.uppercased().contains("CANCEL") == true {
                throw .paymentCancelled(paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
            }
            throw .paymentFailed(
                paymentMethodType: paymentMethodType, paymentId: answeredId, status: payment.status.rawValue,
                reason: payment.paymentFailureReason, diagnosticsId: PrimerError.newDiagnosticsId())
        }
        return PaymentResult(
            paymentId: paymentId, status: PaymentStatus(rawValue: payment.status.rawValue), amount: payment.amount ?? session.totalAmount,
            currencyCode: payment.currencyCode ?? session.currencyCode, paymentMethodType: paymentMethodType)
    }
}
