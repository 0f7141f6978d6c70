import Foundation

/// The checkout's payments as one state machine: the record, and the one attempt in flight. Every
/// decision is made in `reduce`; each effect is one request whose answer comes back as an action.
struct PaymentMachine: Equatable, Sendable {
    /// What the loaded client session charges.
    struct Session: Equatable, Sendable {
        var amount: Int
        var currencyCode: String
        /// Until when the client session's token is accepted, kept with each payment.
        var usableUntil: Date?
        /// The name the record is kept under once the session names its order.
        var recordKey: String?
    }

    /// How the checkout pays, as the merchant set it up.
    struct Options: Equatable, Sendable {
        var handling: PrimerPaymentHandling = .auto
        /// Whether `willCreatePayment` is asked before each creation.
        var asksForKey = false
        var polling = RedirectPollingOptions()
    }

    /// When an answer came: the checkout clock's monotonic seconds, and the device's date (which
    /// only says whether a bank page's token expired).
    struct Moment: Equatable, Sendable {
        var uptime: TimeInterval
        var date: Date
    }

    let options: Options
    private(set) var record = PaymentRecord()
    /// The name the record is kept under in its store.
    private(set) var recordKey: String
    private(set) var session = Session(amount: 0, currencyCode: "")
    private(set) var attempt: Attempt?
    private var lastAttemptId = 0

    init(recordKey: String, options: Options = Options()) {
        self.recordKey = recordKey
        self.options = options
    }

    mutating func reduce(_ action: PaymentAction) -> [PaymentEffect] {
        switch action {
        case .sessionLoaded(let loaded):
            session = loaded
            if let key = loaded.recordKey { recordKey = key }
            return []
        case .settle:
            return start(Attempt(id: lastAttemptId + 1, method: nil))
        case .restore:
            return [.read(key: recordKey, attempt: nil)]
        case .pay(let method, let issuer, let continuing):
            return start(
                Attempt(
                    id: lastAttemptId + 1, method: method, issuer: issuer, continuing: continuing,
                    manual: options.handling == .manual))
        case .stop(let type):
            return stop(type)
        case .record(let recordAction):
            return reduceRecord(recordAction)
        case .answered(let answer, let id, let moment):
            guard let id else {
                if case .stored(.success(let entries)) = answer { return reduceRecord(.restored(entries)) }
                return []
            }
            guard var current = attempt, current.id == id else {
                // A turn granted to an attempt already over is passed on at once.
                if case .turn(.success(true)) = answer { return [.endTurn(attempt: id)] }
                return []
            }
            let effects = reduce(answer, in: &current, at: moment)
            // An attempt that ended was taken off as it ended.
            if attempt?.id == id { attempt = current }
            return effects
        }
    }

    // MARK: - Attempts

    private mutating func start(_ next: Attempt) -> [PaymentEffect] {
        var effects = end(attempt, with: nil)
        lastAttemptId = next.id
        attempt = next
        effects.append(.request(.takeTurn(key: recordKey), attempt: next.id))
        return effects
    }

    /// The customer left: nothing new is asked for this payment. An answer already on its way that
    /// could conclude it is still heard — a success found after they left is theirs.
    private mutating func stop(_ type: String?) -> [PaymentEffect] {
        guard var current = attempt, !current.stopped else { return [] }
        if let type, current.paymentMethodType != type { return [] }
        current.stopped = true
        var effects: [PaymentEffect] = [.cancel(attempt: current.id)]
        if current.holdsTurn {
            current.holdsTurn = false
            effects.append(.endTurn(attempt: current.id))
        }
        if case .bank(let page) = current.waiting { effects.append(.closePage(page.redirectUrl)) }
        switch current.waiting {
        case .save, .creation, .resume, .merchant: attempt = current
        default: attempt = nil
        }
        return effects
    }

    /// Ends `attempt` with `outcome` (`nil`: nothing to tell): its turn passes on and its work stops.
    private mutating func end(_ ending: Attempt?, with outcome: Result<PaymentResult, PrimerError>?) -> [PaymentEffect] {
        guard let ending else { return [] }
        if attempt?.id == ending.id { attempt = nil }
        var effects: [PaymentEffect] = [.cancel(attempt: ending.id)]
        if ending.holdsTurn { effects.append(.endTurn(attempt: ending.id)) }
        guard let method = ending.method else {
            // Settling at load decides nothing on a failure: paying asks again.
            let result = if case .success(let result) = outcome { result } else { PaymentResult?.none }
            return effects + [.delegate(.settled(result))]
        }
        guard let outcome else { return effects }
        // The customer who left hears of a success, not of a failure.
        if ending.stopped, case .failure = outcome { return effects }
        return effects + [.delegate(.finished(paymentMethodType: method.type, outcome))]
    }

    private mutating func conclude(_ current: inout Attempt, _ outcome: Result<PaymentResult, PrimerError>?) -> [PaymentEffect] {
        end(current, with: outcome)
    }

    private mutating func fail(_ current: inout Attempt, _ error: PrimerError) -> [PaymentEffect] {
        conclude(&current, .failure(error))
    }

    /// Sends `request` for `current`, now waiting for it; a payment the customer left asks nothing
    /// more and ends.
    private mutating func ask(_ request: PaymentRequest, _ waiting: Attempt.Waiting, _ current: inout Attempt) -> [PaymentEffect] {
        if current.stopped { return end(current, with: nil) }
        current.waiting = waiting
        return [.request(request, attempt: current.id)]
    }

    // MARK: - Answers

    private mutating func reduce(_ answer: PaymentAnswer, in current: inout Attempt, at now: Moment) -> [PaymentEffect] {
        switch (answer, current.waiting) {
        case (.turn(.success(let held)), .turn):
            current.holdsTurn = held
            current.waiting = .store
            return [.read(key: recordKey, attempt: current.id)]
        case (.turn(.failure(let error)), .turn):
            return fail(&current, error)
        case (.stored(.failure(let error)), .store):
            return fail(&current, error)
        case (.stored(.success(let entries)), .store):
            var effects = reduceRecord(.restored(entries))
            if current.manual, let method = current.method {
                effects += startManually(method, &current, at: now)
            } else {
                current.settling = record.stepsBeforePaying
                effects += settleNext(&current, at: now)
            }
            return effects
        case (.tokenized(.failure(let error), _), .token):
            return fail(&current, error)
        case (.tokenized(.success(let token), let freshKey), .token):
            if current.manual {
                var entry = newPayment(current, token: token, key: "merchant-\(freshKey)", at: now)
                entry.handledByMerchant = true
                return keep(entry, &current)
            }
            guard options.asksForKey else { return keep(newPayment(current, token: token, key: freshKey, at: now), &current) }
            return ask(
                .askMerchantForKey(paymentMethodType: current.paymentMethodType), .merchantKey(token: token, freshKey: freshKey),
                &current)
        case (.merchantKey(let decision), .merchantKey(let token, let freshKey)):
            switch decision {
            case .abort(let message):
                return fail(&current, .merchantError(message: message, diagnosticsId: PrimerError.newDiagnosticsId()))
            case .proceed(let key):
                let key = key.flatMap { $0.isEmpty ? nil : $0 } ?? freshKey
                if let refusal = refusal(ofMerchantKey: key) { return fail(&current, refusal) }
                return keep(newPayment(current, token: token, key: key, at: now), &current)
            }
        case (.saved(let failure), .save(let payment)):
            if let failure { return reduceRecord(.notKept(idempotencyKey: payment.idempotencyKey)) + fail(&current, failure) }
            if payment.handledByMerchant == true {
                let token = PaymentMethodToken(token: payment.paymentMethodToken, paymentMethodType: payment.paymentMethodType)
                return ask(.handToMerchant(token), .merchant(payment), &current)
            }
            return ask(.create(payment), .creation(payment, repeated: false), &current)
        case (.created(let answer, let attempts), .creation(let payment, let repeated)):
            return created(answer, attempts: attempts, payment, repeated: repeated, &current, at: now)
        case (.status(let answer), .status(let payment, let paymentId, let page, let use)):
            return status(answer, payment, paymentId: paymentId, page: page, use: use, &current, at: now)
        case (.resumed(let answer), .resume(let payment, let paymentId, let settling)):
            var outcome: Result<PaymentResult, PrimerError>
            var effects: [PaymentEffect] = []
            switch answer {
            case .failure(let error): outcome = .failure(error)
            case .success(let resumed):
                if let answered = resumed.id, answered != paymentId {
                    outcome = .failure(
                        .failedToResumePayment(
                            paymentMethodType: payment.paymentMethodType, reason: "the resume answered for another payment",
                            diagnosticsId: PrimerError.newDiagnosticsId()))
                } else {
                    // An answer without an id is about the payment resumed.
                    (outcome, effects) = concluded(resumed, payment, paymentId: resumed.id ?? paymentId)
                }
            }
            // A payment on record that failed or was cancelled at the bank no longer stands in the way.
            if settling, case .failure(let error) = outcome, error.endsAPayment { return effects + settleNext(&current, at: now) }
            return effects + conclude(&current, outcome)
        case (.pageOpened(let opened), .bank(var page)):
            guard opened else {
                return fail(
                    &current,
                    .failedToRedirect(
                        url: RedirectURLPolicy.origin(of: page.redirectUrl), reason: "the page could not be opened",
                        diagnosticsId: PrimerError.newDiagnosticsId()))
            }
            page.deadline = now.uptime + options.polling.timeout
            let type = current.paymentMethodType
            return [
                .trackRedirect(paymentMethodType: type, origin: RedirectURLPolicy.origin(of: page.redirectUrl)),
                .delegate(.atTheBank(paymentMethodType: type, redirectUrl: page.redirectUrl)),
            ] + check(page, &current, at: now)
        case (.polled(let answer), .bank(var page)):
            return polled(answer, &page, &current, at: now)
        case (.customer(let event), .bank(var page)):
            if page.pausing {
                page.pausing = false
                if event == .customerCancelled { page.customerLeft = true }
                return check(page, &current, at: now)
            }
            // A check is on its way: the hint ends the next pause at once.
            if event == .customerCancelled {
                page.hint = .customerCancelled
            } else if page.hint != .customerCancelled {
                page.hint = .customerReturned
            }
            current.waiting = .bank(page)
            return []
        case (.pauseEnded(let number), .bank(var page)):
            guard page.pausing, page.pauses == number else { return [] }
            page.pausing = false
            return check(page, &current, at: now)
        case (.merchant(.failure(let error)), .merchant):
            return fail(&current, error)
        case (.merchant(.success(let decision)), .merchant(let payment)):
            return merchantDecided(decision, payment, &current, at: now)
        default:
            return []
        }
    }

    // MARK: - Settling what is on record

    /// Settles the next payment on record; once none is left, a payment settled at load ends with
    /// nothing found, and a payment goes on.
    private mutating func settleNext(_ current: inout Attempt, at now: Moment) -> [PaymentEffect] {
        guard var steps = current.settling, !steps.isEmpty else {
            current.settling = nil
            guard let method = current.method else { return conclude(&current, nil) }
            return afterSettling(method, &current, at: now)
        }
        let step = steps.removeFirst()
        current.settling = steps
        switch step {
        case .repeatCreation(let payment):
            return ask(.create(payment), .creation(payment, repeated: true), &current)
        case .succeeded(let payment, let paymentId):
            // What it paid: an earlier client session of the order may have had another total.
            return conclude(
                &current,
                .success(
                    PaymentResult(
                        paymentId: paymentId, status: .success, amount: payment.amount ?? session.amount,
                        currencyCode: payment.currencyCode ?? session.currencyCode, paymentMethodType: payment.paymentMethodType)))
        case .check(let payment, let paymentId, let page):
            return checkBankPageStatus(payment, paymentId: paymentId, page: page, use: .settle, &current, at: now)
        }
    }

    /// Everything on record is settled and none went through: the payment still open stands in the
    /// way (continued at its bank page when the customer chose to), else a new one is created.
    private mutating func afterSettling(_ method: CheckoutPaymentMethod, _ current: inout Attempt, at now: Moment)
        -> [PaymentEffect]
    {
        guard let open = record.unfinished, let paymentId = open.paymentId else {
            return ask(.tokenize(method, issuer: current.issuer), .token, &current)
        }
        if current.continuing, let page = open.bankPage, !page.isExpired(at: now.date) {
            return endTurn(&current) + openBankPage(open, paymentId: paymentId, page: page, &current)
        }
        return fail(
            &current,
            .paymentPending(
                paymentMethodType: open.paymentMethodType, paymentId: paymentId, status: open.lastStatus ?? "PENDING",
                issuer: open.issuer, diagnosticsId: PrimerError.newDiagnosticsId()))
    }

    /// Asks once where `payment` stands at its bank page. A page whose token the device's clock
    /// calls expired is marked so: the customer is not sent back to it.
    private mutating func checkBankPageStatus(
        _ payment: OpenPayment, paymentId: String?, page: ClientToken, use: Attempt.StatusUse, _ current: inout Attempt,
        at now: Moment
    ) -> [PaymentEffect] {
        var effects: [PaymentEffect] = []
        if use != .continuePage, page.isExpired(at: now.date) {
            effects = reduceRecord(.bankPageExpired(idempotencyKey: payment.idempotencyKey))
        }
        return effects + ask(.status(page), .status(payment, paymentId: paymentId, page: page, use: use), &current)
    }

    private mutating func status(
        _ answer: Result<PaymentStatusDTO, PrimerError>, _ payment: OpenPayment, paymentId: String?, page: ClientToken,
        use: Attempt.StatusUse, _ current: inout Attempt, at now: Moment
    ) -> [PaymentEffect] {
        let status: PaymentStatusDTO
        switch answer {
        case .success(let answered): status = answered
        case .failure(let error):
            // A refusal says nothing of the payment: it stays on record.
            guard error.isRefusal, use != .continuePage else { return fail(&current, error) }
            return use == .settle ? settleNext(&current, at: now) : pending(payment, status: nil, &current)
        }
        if let resumeToken = status.resumeToken {
            if let paymentId {
                return resume(payment, paymentId: paymentId, page: page, resumeToken: resumeToken, settling: true, &current)
            }
            return endTurn(&current) + ask(.resumeWithMerchant(resumeToken: resumeToken), .merchant(payment), &current)
        }
        if use == .continuePage { return openBankPage(payment, paymentId: nil, page: page, &current) }
        var effects: [PaymentEffect] = []
        var reported: String?
        if case .notComplete(let value) = status.status {
            reported = value
            effects = reduceRecord(.serverSaid(idempotencyKey: payment.idempotencyKey, .notFinal(status: value)))
        }
        return effects + (use == .settle ? settleNext(&current, at: now) : pending(payment, status: reported, &current))
    }

    /// The merchant's payment is not confirmed yet: the customer may pay another way.
    private mutating func pending(_ payment: OpenPayment, status: String?, _ current: inout Attempt) -> [PaymentEffect] {
        fail(
            &current,
            .paymentPending(
                paymentMethodType: payment.paymentMethodType, paymentId: payment.idempotencyKey,
                status: status ?? payment.lastStatus ?? "PENDING", issuer: payment.issuer, diagnosticsId: PrimerError.newDiagnosticsId()))
    }

    private mutating func resume(
        _ payment: OpenPayment, paymentId: String, page: ClientToken, resumeToken: String, settling: Bool, _ current: inout Attempt
    ) -> [PaymentEffect] {
        ask(
            .resume(paymentId: paymentId, page: page, resumeToken: resumeToken),
            .resume(payment, paymentId: paymentId, settling: settling), &current)
    }

    // MARK: - Creating

    private func newPayment(_ current: Attempt, token: String, key: String, at now: Moment) -> OpenPayment {
        OpenPayment(
            paymentMethodType: current.paymentMethodType, issuer: current.issuer, idempotencyKey: key, paymentMethodToken: token,
            createdAt: now.date, sessionUsableUntil: session.usableUntil, amount: session.amount, currencyCode: session.currencyCode)
    }

    /// Refuses an idempotency key from `willCreatePayment` that cannot make a new payment.
    private func refusal(ofMerchantKey key: String) -> PrimerError? {
        func refuse(_ reason: String) -> PrimerError {
            .invalidValue(key: "idempotencyKey", value: key, reason: reason, diagnosticsId: PrimerError.newDiagnosticsId())
        }
        // It travels as an HTTP header: a line break would start another header, and other
        // characters than ASCII reach the server in whichever encoding the transport picks.
        guard key.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }), key.contains(where: { $0 != " " }) else {
            return refuse("it must be printable ASCII characters (letters, digits, punctuation, spaces), not spaces alone")
        }
        // The server would answer with the payment the key made before as if it were this one.
        if record.isUsed(idempotencyKey: key) {
            return refuse("a payment of this checkout was already created with it: give each payment its own key, or nil")
        }
        return nil
    }

    /// Puts `payment` on record; it is created (or handed to the merchant) once the store kept it.
    private mutating func keep(_ payment: OpenPayment, _ current: inout Attempt) -> [PaymentEffect] {
        current.waiting = .save(payment)
        // Saved after the merchant heard what the record let go: the creation waits for both.
        let told = record.reduce(.creating(payment)).filter { $0 != .persist }.map(effect)
        return told + [persist(for: current.id)]
    }

    private mutating func created(
        _ answer: Result<PaymentDTO, PrimerError>, attempts: Int, _ payment: OpenPayment, repeated: Bool, _ current: inout Attempt,
        at now: Moment
    ) -> [PaymentEffect] {
        let key = payment.idempotencyKey
        let dto: PaymentDTO
        switch answer {
        case .success(let answered): dto = answered
        case .failure(let error):
            // A refusal after an attempt whose answer was lost says nothing of the payment that
            // attempt may have made: it stays on record, and its creation is repeated next time.
            let refused = Self.isDefinitive(error) && !repeated && attempts == 1
            return (refused ? reduceRecord(.serverSaid(idempotencyKey: key, .creationRefused)) : []) + fail(&current, error)
        }
        guard let paymentId = dto.id else {
            return reduceRecord(.serverSaid(idempotencyKey: key, .creationRefused)) + concludeWith(dto, payment, &current)
        }
        var effects = reduceRecord(
            .created(idempotencyKey: key, paymentId: paymentId, actionToken: dto.requiredAction?.clientToken))
        guard let action = dto.requiredAction, dto.status != .failed else { return effects + concludeWith(dto, payment, &current) }
        // The server just issued it: the device's clock saying it expired is no reason to leave
        // the customer behind. One that is no redirect leaves the payment processed without them.
        let page: ClientToken
        do {
            page = try ClientToken.requiredAction(action.clientToken, now: .distantPast)
        } catch {
            return effects + fail(&current, error)
        }
        guard page.isRedirection else { return effects + concludeWith(dto, payment, &current) }
        if repeated { return effects + checkBankPageStatus(payment, paymentId: paymentId, page: page, use: .settle, &current, at: now) }
        effects += endTurn(&current)
        return effects + openBankPage(payment, paymentId: paymentId, page: page, &current)
    }

    private mutating func concludeWith(_ dto: PaymentDTO, _ payment: OpenPayment, _ current: inout Attempt) -> [PaymentEffect] {
        let (outcome, effects) = concluded(dto, payment, paymentId: dto.id)
        return effects + conclude(&current, outcome)
    }

    /// The result of `answer` for `payment`, and what the record keeps of it: a success or a
    /// failure ends it; a payment that is not final yet stays open.
    private mutating func concluded(_ answer: PaymentDTO, _ payment: OpenPayment, paymentId: String?) -> (
        Result<PaymentResult, PrimerError>, [PaymentEffect]
    ) {
        let key = payment.idempotencyKey
        let outcome = Result(catching: { () throws(PrimerError) in try finalResult(answer, for: payment, paymentId: paymentId) })
        switch outcome {
        case .success: return (outcome, reduceRecord(.serverSaid(idempotencyKey: key, .succeeded)))
        case .failure(.paymentPending(_, _, let status, _, _)):
            return (outcome, reduceRecord(.serverSaid(idempotencyKey: key, .notFinal(status: status))))
        case .failure: return (outcome, reduceRecord(.serverSaid(idempotencyKey: key, .final)))
        }
    }

    // MARK: - At the bank

    private mutating func openBankPage(_ payment: OpenPayment, paymentId: String?, page token: ClientToken, _ current: inout Attempt)
        -> [PaymentEffect]
    {
        let redirectUrl: URL
        let statusUrl: URL
        do {
            redirectUrl = try RedirectURLPolicy.validated(token.redirectUrl, name: "redirectUrl")
            statusUrl = try RedirectURLPolicy.validated(token.statusUrl, name: "statusUrl")
        } catch {
            return fail(&current, error)
        }
        let page = Attempt.BankPage(
            payment: payment, paymentId: paymentId, token: token, redirectUrl: redirectUrl, statusUrl: statusUrl)
        return ask(.openPage(redirectUrl), .bank(page), &current)
    }

    /// Checks the status once more; the deadline and the customer's hints are asked after it.
    private mutating func check(_ page: Attempt.BankPage, _ current: inout Attempt, at now: Moment) -> [PaymentEffect] {
        var page = page
        page.remaining = page.deadline - now.uptime
        let timeout = min(60, max(1, page.remaining))
        return ask(
            .poll(statusUrl: page.statusUrl, accessToken: page.token.accessToken, timeout: timeout), .bank(page), &current)
    }

    /// The sheet closing or the deadline passing is a hint, not an answer: the status is checked
    /// once more, and only a status that is still not complete ends the wait.
    private mutating func polled(
        _ answer: Result<PaymentStatusDTO, PrimerError>, _ page: inout Attempt.BankPage, _ current: inout Attempt, at now: Moment
    ) -> [PaymentEffect] {
        let type = current.paymentMethodType
        switch answer {
        case .success(let status):
            if let resumeToken = status.resumeToken { return leave(page, .success(resumeToken), &current) }
            page.failures = 0
        case .failure(let error):
            if let final = Self.finalError(for: error, paymentMethodType: type) { return leave(page, .failure(final), &current) }
            page.failures += 1
        }
        if page.customerLeft {
            return leave(
                page, .failure(.paymentCancelled(paymentMethodType: type, diagnosticsId: PrimerError.newDiagnosticsId())), &current)
        }
        guard page.remaining > 0 else {
            let seconds = Int(options.polling.timeout.rounded())
            return leave(
                page, .failure(.paymentTimedOut(paymentMethodType: type, seconds: seconds, diagnosticsId: PrimerError.newDiagnosticsId())),
                &current)
        }
        if let hint = page.hint {
            // A cancel stays: every later pause ends at once.
            if hint == .customerReturned { page.hint = nil } else { page.customerLeft = true }
            return check(page, &current, at: now)
        }
        page.pauses += 1
        page.pausing = true
        let seconds = min(options.polling.pause(afterFailures: page.failures), max(0, page.deadline - now.uptime))
        return ask(.pause(seconds: seconds, number: page.pauses), .bank(page), &current)
    }

    /// The customer's time at the bank is over: the page closes, then the payment is resumed (by
    /// the merchant in manual handling) or the attempt ends with `outcome`'s error.
    private mutating func leave(_ page: Attempt.BankPage, _ outcome: Result<String, PrimerError>, _ current: inout Attempt)
        -> [PaymentEffect]
    {
        let close = PaymentEffect.closePage(page.redirectUrl)
        switch outcome {
        case .failure(let error): return [close] + fail(&current, error)
        case .success(let resumeToken):
            guard let paymentId = page.paymentId else {
                return [close] + ask(.resumeWithMerchant(resumeToken: resumeToken), .merchant(page.payment), &current)
            }
            return [close]
                + resume(page.payment, paymentId: paymentId, page: page.token, resumeToken: resumeToken, settling: false, &current)
        }
    }

    // MARK: - Manual handling

    /// The merchant's payment still open at the bank is continued instead of handing them a second
    /// token; one whose page never reached the checkout stands in the way.
    private mutating func startManually(_ method: CheckoutPaymentMethod, _ current: inout Attempt, at now: Moment)
        -> [PaymentEffect]
    {
        if let open = record.openWithMerchant, let page = open.bankPage {
            if page.isExpired(at: now.date) {
                return checkBankPageStatus(open, paymentId: nil, page: page, use: .askMerchants, &current, at: now)
            }
            return ask(.status(page), .status(open, paymentId: nil, page: page, use: .continuePage), &current)
        }
        if let unseen = record.merchantsWithoutPage { return pending(unseen, status: "PENDING", &current) }
        return ask(.tokenize(method, issuer: current.issuer), .token, &current)
    }

    private mutating func merchantDecided(
        _ decision: ManualPaymentDecision, _ payment: OpenPayment, _ current: inout Attempt, at now: Moment
    ) -> [PaymentEffect] {
        let key = payment.idempotencyKey
        guard current.redirects < 5 else {
            // Not `merchantError`: those are the merchant's words, which the customer reads.
            return fail(
                &current,
                .invalidValue(
                    key: "didReceiveResumeToken", value: nil,
                    reason: "it sent the customer to the bank 5 times without completing or failing the payment",
                    diagnosticsId: PrimerError.newDiagnosticsId()))
        }
        switch decision {
        case .complete(let paymentId):
            return reduceRecord(.serverSaid(idempotencyKey: key, .final))
                + conclude(
                    &current,
                    .success(
                        PaymentResult(
                            paymentId: paymentId, status: "SUCCESS", amount: session.amount, currencyCode: session.currencyCode,
                            paymentMethodType: current.paymentMethodType)))
        case .fail(let message):
            return reduceRecord(.serverSaid(idempotencyKey: key, .final))
                + fail(&current, .merchantError(message: message, diagnosticsId: PrimerError.newDiagnosticsId()))
        case .continueWithNewClientToken(let clientToken):
            let page: ClientToken
            do {
                // Their server just issued it: the device's clock saying it expired does not decide.
                page = try ClientToken.requiredAction(clientToken, now: .distantPast)
            } catch {
                return fail(&current, error)
            }
            guard page.isRedirection else {
                return fail(
                    &current,
                    .invalidValue(
                        key: "clientToken", value: nil, reason: "the new client token carries no redirect",
                        diagnosticsId: PrimerError.newDiagnosticsId()))
            }
            current.redirects += 1
            return reduceRecord(.actionTokenChanged(idempotencyKey: key, actionToken: clientToken)) + endTurn(&current)
                + openBankPage(payment, paymentId: nil, page: page, &current)
        }
    }

    // MARK: - Record

    private mutating func endTurn(_ current: inout Attempt) -> [PaymentEffect] {
        guard current.holdsTurn else { return [] }
        current.holdsTurn = false
        return [.endTurn(attempt: current.id)]
    }

    /// Reduces `action` into the record: what it asks for becomes effects.
    private mutating func reduceRecord(_ action: PaymentRecord.Action) -> [PaymentEffect] {
        record.reduce(action).map(effect)
    }

    private func effect(_ effect: PaymentRecord.Effect) -> PaymentEffect {
        switch effect {
        case .persist: persist(for: nil)
        case .announceCreated(let payment): .announceCreated(payment)
        case .announceLeftOpen(let payment, let reason): .announceLeftOpen(payment, reason)
        }
    }

    private func persist(for attempt: Int?) -> PaymentEffect {
        .save(record.payments, known: record.idempotencyKeys, key: recordKey, attempt: attempt)
    }
}
