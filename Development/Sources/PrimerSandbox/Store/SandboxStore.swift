import Foundation

/// Everything the sandbox remembers: sessions, tokens, payments, the request log, analytics
/// events and the faults to inject. All in memory.
actor SandboxStore {
    struct Session: Sendable {
        let clientSessionId: String
        let options: SandboxSessionOptions
        func configId(for type: String) -> String { "cfg_\(type.lowercased())" }
    }

    struct Instrument: Sendable {
        let sessionToken: String
        let paymentMethodType: String
        let issuer: String?
        let locale: String
        var consumedBy: String?
    }

    struct FaultRule: Sendable {
        let fault: SandboxFault
        var schedule: SandboxFaultSchedule
        var random: SeededRandom?
    }

    var baseURL = URL(string: "http://127.0.0.1")!
    private(set) var sessions: [String: Session] = [:]
    private var instruments: [String: Instrument] = [:]
    private(set) var payments: [String: SandboxPayment] = [:]
    private var paymentOrder: [String] = []
    private var paymentByReference: [String: String] = [:]
    private var paymentByActionToken: [String: String] = [:]
    private var paymentByIdempotencyKey: [String: String] = [:]
    private var resumeAnswers: [String: PaymentBody] = [:]
    private(set) var requestLog: [SandboxRequestRecord] = []
    var watchers: [Int: Watcher] = [:]
    var nextWatcherId = 0
    var isStopping = false
    private(set) var analyticsEvents: [[String: String]] = []
    private var faults: [SandboxEndpoint: [FaultRule]] = [:]
    private var counter = 0

    func setBaseURL(_ url: URL) {
        baseURL = url
    }

    private func nextId(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)_\(counter)_\(UUID().uuidString.prefix(8).lowercased())"
    }

    // MARK: Tokens

    func makeClientToken(_ options: SandboxSessionOptions) -> String {
        let accessToken = nextId("sbx_at")
        sessions[accessToken] = Session(clientSessionId: nextId("cs"), options: options)
        let base = baseURL.absoluteString
        return SandboxClientToken.make(claims: [
            "accessToken": accessToken,
            "configurationUrl": "\(base)/client-session/configuration",
            "coreUrl": base, "pciUrl": base, "analyticsUrlV2": "\(base)/analytics",
            "env": "SANDBOX", "intent": "CHECKOUT",
            "exp": Int(Date().timeIntervalSince1970) + options.expiresIn,
        ])
    }

    func session(for accessToken: String) -> Session? {
        sessions[accessToken]
    }

    func payment(forActionToken accessToken: String) -> SandboxPayment? {
        paymentByActionToken[accessToken].flatMap { payments[$0] }
    }

    // MARK: Instruments and payments

    func addInstrument(sessionToken: String, type: String, issuer: String?, locale: String) -> String {
        let token = nextId("tok")
        instruments[token] = Instrument(sessionToken: sessionToken, paymentMethodType: type, issuer: issuer, locale: locale)
        return token
    }

    enum CreateResult {
        case created(SandboxPayment, actionToken: String), existing(SandboxPayment, actionToken: String), unknownToken, tokenUsed
    }

    /// Creates a payment for a single-use token; the same idempotency key returns the same payment.
    func createPayment(sessionToken: String, paymentMethodToken: String, idempotencyKey: String?) -> CreateResult {
        if let key = idempotencyKey, let existing = paymentByIdempotencyKey[key].flatMap({ payments[$0] }) {
            return .existing(existing, actionToken: actionToken(for: existing.id))
        }
        guard var instrument = instruments[paymentMethodToken], instrument.sessionToken == sessionToken,
            let session = sessions[sessionToken]
        else { return .unknownToken }
        guard instrument.consumedBy == nil else { return .tokenUsed }
        let id = nextId("pay")
        instrument.consumedBy = id
        instruments[paymentMethodToken] = instrument
        var payment = SandboxPayment(
            id: id, reference: nextId("ref"), paymentMethodType: instrument.paymentMethodType, issuer: instrument.issuer,
            locale: instrument.locale, amount: session.options.amount, currencyCode: session.options.currencyCode,
            idempotencyKey: idempotencyKey, outcome: .awaitingCustomer, resumeCount: 0,
            pendingResumesLeft: session.options.pendingResumes, processedWithoutCustomer: session.options.processesPaymentsWithoutCustomer,
            orderId: session.options.orderId, actionTokenLifetime: session.options.actionTokensExpireIn)
        payment.applyOutcomeIssuer()
        payments[id] = payment
        paymentOrder.append(id)
        paymentByReference[payment.reference] = id
        if let key = idempotencyKey { paymentByIdempotencyKey[key] = id }
        let action = nextId("sbx_act")
        paymentByActionToken[action] = id
        return .created(payment, actionToken: action)
    }

    private func actionToken(for paymentId: String) -> String {
        paymentByActionToken.first { $0.value == paymentId }?.key ?? ""
    }

    func payment(reference: String) -> SandboxPayment? {
        paymentByReference[reference].flatMap { payments[$0] }
    }

    /// Records the bank the customer picked on the scheme's page for a payment created without one;
    /// only the first choice counts.
    @discardableResult
    func choose(reference: String, issuer: String) -> SandboxPayment? {
        guard let id = paymentByReference[reference], var payment = payments[id] else { return nil }
        if payment.issuer == nil, payment.outcome == .awaitingCustomer {
            payment.issuer = issuer
            payment.applyOutcomeIssuer()
            payments[id] = payment
        }
        return payment
    }

    /// Records what the customer did on the bank page; only the first action counts, and on the
    /// scheme's page only cancelling counts until a bank is picked.
    @discardableResult
    func act(reference: String, outcome: SandboxPayment.Outcome) -> SandboxPayment? {
        guard let id = paymentByReference[reference], var payment = payments[id] else { return nil }
        if payment.outcome == .awaitingCustomer, payment.issuer != nil || outcome == .cancelled,
            SandboxFixtures.OutcomeIssuer(rawValue: payment.issuer ?? "") != .pending
        {
            payment.outcome = outcome
            payments[id] = payment
        }
        return payment
    }

    /// The remembered answer of an earlier identical resume, or nil.
    func resumeAnswer(paymentId: String, resumeToken: String) -> PaymentBody? {
        resumeAnswers["\(paymentId)|\(resumeToken)"]
    }

    /// Whether this resume of `paymentId` answers `PENDING` (the bank has not confirmed it yet);
    /// counts it down.
    func takePendingResume(paymentId: String) -> Bool {
        guard let payment = payments[paymentId], payment.outcome == .approved, payment.pendingResumesLeft > 0 else { return false }
        payments[paymentId]?.pendingResumesLeft -= 1
        return true
    }

    func storeResumeAnswer(_ answer: PaymentBody, paymentId: String, resumeToken: String) {
        resumeAnswers["\(paymentId)|\(resumeToken)"] = answer
        payments[paymentId]?.resumeCount += 1
    }

    var allPayments: [SandboxPayment] {
        paymentOrder.compactMap { payments[$0] }
    }

    // MARK: Log, analytics, faults

    func record(_ request: SandboxRequestRecord) {
        requestLog.append(request)
        observationChanged()
    }

    func recordAnalytics(_ events: [[String: String]]) {
        analyticsEvents.append(contentsOf: events)
        observationChanged()
    }

    func addFault(_ fault: SandboxFault, on endpoint: SandboxEndpoint, schedule: SandboxFaultSchedule) {
        var random: SeededRandom?
        if case .probability(_, let seed) = schedule { random = SeededRandom(seed: seed) }
        faults[endpoint, default: []].append(FaultRule(fault: fault, schedule: schedule, random: random))
    }

    func clearFaults() {
        faults.removeAll()
    }

    /// The faults that apply to this call of `endpoint`, counting the call against each rule.
    func takeFaults(for endpoint: SandboxEndpoint) -> [SandboxFault] {
        guard var rules = faults[endpoint] else { return [] }
        var applied: [SandboxFault] = []
        for index in rules.indices {
            switch rules[index].schedule {
            case .nextCalls(let remaining) where remaining > 0:
                applied.append(rules[index].fault)
                rules[index].schedule = .nextCalls(remaining - 1)
            case .probability(let probability, _):
                var random = rules[index].random ?? SeededRandom(seed: 0)
                if Double.random(in: 0..<1, using: &random) < probability { applied.append(rules[index].fault) }
                rules[index].random = random
            default:
                break
            }
        }
        faults[endpoint] = rules
        return applied
    }
}
