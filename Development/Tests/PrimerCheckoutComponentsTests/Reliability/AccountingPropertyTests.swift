import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @_spi(Stores) @_spi(Transport) @testable import PrimerCheckoutComponents

/// A small deterministic random source, so a failing journey is replayed from its seed.
private struct SplitMix: Sendable {
    private var state: UInt64

    init(_ seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func chance(_ probability: Double) -> Bool { Double(next() % 10_000) / 10_000 < probability }
}

/// A customer whose every visit to the bank is drawn from a seed: returns after a button, closes
/// the browser (after approving or not), or stays away for the journey to decide.
private final class JourneyCustomer: RedirectHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var random: SplitMix
    private var away = false

    init(seed: UInt64) { random = SplitMix(seed) }

    /// Whether the customer is at the bank's page and will not come back by themselves.
    var staysAway: Bool { lock.withLock { away } }

    func open(_ url: URL) async throws -> AsyncStream<RedirectEvent> {
        let (events, continuation) = AsyncStream.makeStream(of: RedirectEvent.self)
        let choice = lock.withLock {
            let choice = random.below(7)
            away = choice >= 5
            return choice
        }
        Task {
            switch choice {
            case 0, 1: await SandboxBankPage.press(.approve, at: url)
            case 2: await SandboxBankPage.press(.decline, at: url)
            case 3: await SandboxBankPage.press(.cancel, at: url)
            default: break
            }
            switch choice {
            case 0, 2, 3: continuation.yield(.customerReturned)
            case 1, 4: continuation.yield(.customerCancelled)
            default: break
            }
        }
        return events
    }

    func close() async { lock.withLock { away = false } }
}

/// The merchant's server of a journey in manual handling, written with care: each creation is
/// repeated with its key until answered, each resume until answered, and a payment is completed
/// only when the server says it succeeded. What it decides is its own, so it keeps what it did.
private actor JourneyMerchant {
    private let api = PrimerAPIClient(transport: URLSessionTransport(), checkoutSessionId: "journey-merchant")
    private var session: ClientToken?
    /// Each payment it created, by the sandbox's reference in its bank page's address.
    private var created: [String: (paymentId: String, actionClientToken: String)] = [:]
    /// The payments it completed: their success is the merchant's to report.
    private(set) var completed: [String] = []
    /// The reference of the payment it created with each payment method token.
    private(set) var createdWith: [String: String] = [:]

    /// The client session the checkout it serves runs on.
    func serve(_ clientToken: String) { session = try? ClientToken.session(clientToken) }

    var handlers: PrimerPaymentHandlers {
        PrimerPaymentHandlers(
            didTokenizePaymentMethod: { token in await self.createPayment(token) },
            didReceiveResumeToken: { resumeToken in await self.resume(resumeToken) })
    }

    private func createPayment(_ token: PaymentMethodToken) async -> ManualPaymentDecision {
        guard let session, let pciUrl = session.pciUrl else { return .fail(message: "no session") }
        let key = UUID().uuidString
        for _ in 0..<30 {
            guard
                let payment = try? await api.createPayment(
                    pciUrl: pciUrl, accessToken: session.accessToken, paymentMethodToken: token.token, idempotencyKey: key)
            else { continue }
            guard let paymentId = payment.id, let action = payment.requiredAction,
                let reference = (try? ClientToken.requiredAction(action.clientToken, now: .distantPast))?.statusUrl?.lastPathComponent
            else { return .fail(message: "no bank page") }
            created[reference] = (paymentId, action.clientToken)
            createdWith[token.token] = reference
            return .continueWithNewClientToken(action.clientToken)
        }
        return .fail(message: "create failed")
    }

    private func resume(_ resumeToken: String) async -> ManualPaymentDecision {
        guard let session, let pciUrl = session.pciUrl,
            let payment = created[String(resumeToken.dropFirst("resume_".count))],
            let actionToken = try? ClientToken.requiredAction(payment.actionClientToken, now: .distantPast)
        else { return .fail(message: "unknown resume token") }
        for _ in 0..<30 {
            guard
                let answer = try? await api.resumePayment(
                    pciUrl: pciUrl, accessToken: actionToken.accessToken, paymentId: payment.paymentId, resumeToken: resumeToken)
            else { continue }
            switch answer.status {
            case .success:
                completed.append(payment.paymentId)
                return .complete(paymentId: payment.paymentId)
            case .pending, .other: return .continueWithNewClientToken(payment.actionClientToken)
            case .failed: return .fail(message: "declined")
            }
        }
        return .continueWithNewClientToken(payment.actionClientToken)
    }
}

/// The journey's record on a file, as a device keeps it: shared by every checkout of the journey
/// (two processes among them), and some of its saves fail (a full disk, a refusing Keychain).
private final class JourneyStore: OpenPaymentStore, @unchecked Sendable {
    let file: FileOpenPaymentStore
    let url: URL
    private let lock = NSLock()
    private var random: SplitMix
    private let failureRate: Double
    var failing: Bool { failureRate > 0 }

    init(url: URL, seed: UInt64, failureRate: Double) {
        self.url = url
        file = FileOpenPaymentStore(url: url)
        random = SplitMix(seed)
        self.failureRate = failureRate
    }

    func openPayments(for checkoutKey: String) async throws -> [OpenPayment] { try await file.openPayments(for: checkoutKey) }

    func save(_ payments: [OpenPayment], for checkoutKey: String) async throws {
        if lock.withLock({ random.chance(failureRate) }) { throw OpenPaymentStoreFailure("the disk is full") }
        try await file.save(payments, for: checkoutKey)
    }

    func lock(_ name: String) async throws -> (@Sendable () -> Void)? { try await file.lock(name) }

    /// Between launches: the device's clock jumped `days` (either way), and a later SDK version
    /// rewrote every entry in a shape this one reads only in part.
    func rewrite(clockJumpedBy days: Int, byAFutureVersion: Bool) throws {
        guard let data = try? Data(contentsOf: url),
            var records = try JSONSerialization.jsonObject(with: data) as? [String: [[String: Any]]]
        else { return }
        records = records.mapValues { entries in
            entries.map { entry in
                var entry = entry
                if let createdAt = entry["createdAt"] as? Double { entry["createdAt"] = createdAt - Double(days) * 86_400 }
                if byAFutureVersion {
                    entry["createdAt"] = "2026-12-01T10:00:00Z"
                    entry["format"] = 3
                }
                return entry
            }
        }
        try JSONSerialization.data(withJSONObject: records).write(to: url)
    }
}

/// Sends requests over HTTP and answers each resume without the payment's `id`.
private struct ResumesWithoutId: HTTPTransport {
    func send(_ request: PrimerHTTPRequest) async throws -> PrimerHTTPResponse {
        var response = try await URLSessionTransport().send(request)
        guard request.url.lastPathComponent == "resume",
            var body = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any]
        else { return response }
        body["id"] = nil
        response.body = try JSONSerialization.data(withJSONObject: body)
        return response
    }
}

/// What one journey left behind, and the invariants it broke.
private struct Journey: Sendable {
    let seed: UInt64
    var payments = 0
    var faults = 0
    /// How often the customer, told a payment was not confirmed yet, chose to pay another way.
    var paidAnotherWay = 0
    /// Whether the merchant's server created and resumed its payments (manual handling).
    var manual = false
    var violations: [String] = []
}

/// Seeded random customer journeys — on client sessions whose payments go to the bank or, some,
/// are processed without the customer — bank, method switch, approve / decline / cancel / approve and
/// close / stay away, Back, approving late in the banking app, Retry, choosing another method,
/// dismissing, relaunching on the same client token or, for a client session made for an order, on
/// a new client session of the same order — with random faults on tokenization,
/// creation (a conflict among them), status and resume; told that a payment is not confirmed yet,
/// the customer continues it, pays another way or leaves; a quarter of the merchants create and
/// resume payments on their own server (manual handling). Each journey checks that a checkout holds no more approved
/// payments than one plus the times its customer chose to pay another way, that every approved
/// payment reached the merchant as a success or is still on record, and that the merchant heard of
/// every payment the server created (or it is still on record). The device misbehaves too: its
/// clock jumps days either way between launches, some saves fail, a later SDK version rewrites the
/// record, a second process opens the order at the same time, and some resumes are answered
/// without the payment's id.
///
/// `ACCOUNTING_JOURNEYS` (per batch, default 10), `ACCOUNTING_BATCHES` (run side by side, default
/// 10) and `ACCOUNTING_SEED` scale and move the run; `ACCOUNTING_REPLAY` runs one journey's seed;
/// docs/RELIABILITY.md has the recorded figures.
@Suite("Accounting: random journeys")
@MainActor
struct AccountingPropertyTests {
    nonisolated static let batches = Int(ProcessInfo.processInfo.environment["ACCOUNTING_BATCHES"] ?? "") ?? 10
    nonisolated static let perBatch = Int(ProcessInfo.processInfo.environment["ACCOUNTING_JOURNEYS"] ?? "") ?? 10
    nonisolated static let seedBase = UInt64(ProcessInfo.processInfo.environment["ACCOUNTING_SEED"] ?? "") ?? 2026

    /// `ACCOUNTING_REPLAY`: the one journey of this seed, as a failure names it.
    nonisolated static let replay = UInt64(ProcessInfo.processInfo.environment["ACCOUNTING_REPLAY"] ?? "")

    @Test(arguments: 0..<(replay == nil ? batches : 1))
    func noJourneyPaysTwiceOrLosesAPayment(batch: Int) async throws {
        var journeys: [Journey] = []
        for index in 0..<(Self.replay == nil ? Self.perBatch : 1) {
            let seed = Self.replay ?? Self.seedBase &* 1_000_003 &+ UInt64(batch * Self.perBatch + index)
            try await withSandbox { sandbox in journeys.append(try await Self.run(seed: seed, sandbox: sandbox)) }
        }
        let broken = journeys.filter { !$0.violations.isEmpty }
        #expect(
            broken.isEmpty,
            "\(broken.count) of \(journeys.count) journeys broke an invariant: \(broken.map { "seed \($0.seed): \($0.violations)" })")
        print(
            "accounting batch \(batch): journeys \(journeys.count), faults \(journeys.map(\.faults).reduce(0, +)), "
                + "payments \(journeys.map(\.payments).reduce(0, +)), paid another way \(journeys.map(\.paidAnotherWay).reduce(0, +)), "
                + "violations \(broken.count), manual handling \(journeys.filter(\.manual).count)")
    }

    private static func run(seed: UInt64, sandbox: SandboxServer) async throws -> Journey {
        var random = SplitMix(seed)
        var journey = Journey(seed: seed)
        let endpoints: [SandboxEndpoint] = [.tokenize, .createPayment, .status, .resume]
        for endpoint in endpoints where random.chance(0.4) {
            // Each answer lost after the server handled the request: an error status, a body that
            // is not JSON or is cut off, a dropped connection; or the connection dropped before.
            var faults: [SandboxFault] = [
                .status(503), .status(500), .malformedBody, .truncatedBody, .dropConnection, .dropConnectionBeforeProcessing,
            ]
            // A creation answered with a conflict: a request with its key is being processed.
            if endpoint == .createPayment { faults.append(.status(409)) }
            // A status check refused, or a status or resume the server says it cannot find.
            if endpoint == .status { faults.append(.status(401)) }
            if endpoint == .status || endpoint == .resume { faults.append(.status(404)) }
            await sandbox.injectFault(faults[random.below(faults.count)], on: endpoint, .probability(0.2, seed: random.next()))
            journey.faults += 1
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("journey-\(seed)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("open-payments.json")
        let store = JourneyStore(url: url, seed: random.next(), failureRate: random.chance(0.2) ? 0.15 : 0)
        let transport: any HTTPTransport = random.chance(0.2) ? ResumesWithoutId() : URLSessionTransport()
        var session = SandboxSessionOptions()
        // Some client sessions' payments are processed without the customer: no bank page, nothing to ask.
        session.processesPaymentsWithoutCustomer = random.chance(0.15)
        // Half the client sessions are made for a merchant's order.
        if random.chance(0.5) { session.orderId = "order-\(seed)" }
        // Some servers' bank page tokens name no expiry; on some devices the clock reads them as
        // expired (a clock ahead, a customer back after the token's lifetime).
        if random.chance(0.2) {
            session.actionTokensExpireIn = nil
        } else if random.chance(0.15) {
            session.actionTokensExpireIn = -60
        }
        // A quarter of the merchants create and resume payments on their own server (manual
        // handling); theirs go to the bank (one processed without the customer is their server's).
        let merchant = random.chance(0.25) ? JourneyMerchant() : nil
        journey.manual = merchant != nil
        if journey.manual { session.processesPaymentsWithoutCustomer = false }
        var settings = fastSettings(timeout: 2)
        if merchant != nil { settings.paymentHandling = .manual }
        var token = await sandbox.makeClientToken(session)
        let told = Observed<[String]>([])
        var handlers = await merchant?.handlers ?? PrimerPaymentHandlers()
        handlers.didCreatePayment = { payment in told.update { $0.append(payment.paymentId ?? "") } }
        let leftOpen = Observed<[String]>([])
        handlers.didLeavePaymentOpen = { payment, _ in leftOpen.update { $0.append(payment.paymentId ?? "") } }
        var successes: [String] = []

        launches: for launch in 0..<3 {
            // A merchant that makes a client session each time it shows the checkout relaunches
            // the order on a new client token.
            if launch > 0, session.orderId != nil, random.chance(0.5) { token = await sandbox.makeClientToken(session) }
            if launch > 0, random.chance(0.3) {
                try store.rewrite(clockJumpedBy: random.below(11) - 5, byAFutureVersion: random.chance(0.3))
            }
            let customer = JourneyCustomer(seed: random.next())
            await merchant?.serve(token)
            // A short deadline: some fixture banks never answer, and a journey waits for its deadline.
            let checkout = try await sandbox.checkout(
                customer, settings: settings, clientToken: token, paymentHandlers: handlers, openPayments: store, transport: transport)
            checkout.start()
            // Another process (an app extension) pays the same order at the same moment, with
            // turn-taking of its own: the store's lock is all they share.
            var other: DefaultCheckoutScope?
            var paid = false
            if merchant == nil, random.chance(0.15) {
                let window = try await sandbox.checkout(
                    JourneyCustomer(seed: random.next()), settings: settings, clientToken: token, paymentHandlers: handlers,
                    openPayments: JourneyStore(url: url, seed: random.next(), failureRate: 0), paymentTurns: PaymentTurns(),
                    transport: transport)
                if let scope = await window.readyBankSelector("ADYEN_IDEAL") {
                    let banks = scope.currentState.banks.filter { !$0.isDisabled }
                    if !banks.isEmpty { scope.selectBank(banks[random.below(banks.count)]) }
                }
                other = window
            }
            steps: for _ in 0..<8 {
                let route = await stable(checkout, customer)
                if replay != nil { print("replay: launch \(launch) other \(other != nil) \(String(describing: route))") }
                guard let route else {
                    journey.violations.append("stuck on \(checkout.currentRoute)")
                    break steps
                }
                switch route {
                case .success(let result):
                    successes.append(result.paymentId)
                    paid = true
                    break steps
                case .dismissed:
                    break steps
                case .paymentMethodSelection:
                    try? checkout.selectPaymentMethod(random.chance(0.5) ? "ADYEN_IDEAL" : "ADYEN_DOTPAY")
                case .paymentMethod(let type, _):
                    guard let scope = checkout.getPaymentMethodScope(for: type) as? any PrimerBankSelectorScope else { break steps }
                    let banks = scope.currentState.banks.filter { !$0.isDisabled }
                    if banks.isEmpty || random.chance(0.1) {
                        scope.onBack()
                    } else {
                        scope.selectBank(banks[random.below(banks.count)])
                    }
                case .awaitingBank(let type, _):
                    if random.chance(0.6), let waiting = await sandbox.payments.last(where: { $0.outcome == .awaitingCustomer }) {
                        await sandbox.act(onPaymentReference: waiting.reference, .approved)
                    }
                    if random.chance(0.25) { break steps }
                    (checkout.getPaymentMethodScope(for: type) as? any PrimerBankSelectorScope)?.cancel()
                case .failure(let failure):
                    // Meanwhile the customer may approve an earlier payment in the banking app.
                    let waiting = await sandbox.payments.filter { $0.outcome == .awaitingCustomer }
                    if !waiting.isEmpty, random.chance(0.2) {
                        await sandbox.act(onPaymentReference: waiting[random.below(waiting.count)].reference, .approved)
                    }
                    switch random.below(3) {
                    case 0: checkout.retry()
                    case 1:
                        if failure.category == .notConfirmed { journey.paidAnotherWay += 1 }
                        checkout.chooseOtherPaymentMethod()
                    default: break steps
                    }
                default:
                    break steps
                }
            }
            // The customer leaves (or the app dies); a relaunch opens the checkout again.
            checkout.onDismiss()
            if let other {
                if case .success(let result) = await other.settledRoute() { successes.append(result.paymentId) }
                other.onDismiss()
            }
            if paid { break launches }
            if random.chance(0.4) { break launches }
        }

        let payments = await sandbox.payments
        journey.payments = payments.count
        if replay != nil {
            print("replay: \(session) failing saves \(store.failing) manual \(journey.manual)")
            for payment in payments { print("replay: \(payment.id) \(payment.outcome) \(payment.issuer ?? "-")") }
            print("replay: successes \(successes) told \(told.current) left open \(leftOpen.current)")
        }
        let recordKey = try RecordKey.order(session.orderId, account: "acc_sandbox") ?? ClientToken.session(token).recordKey
        let open = (try? await store.file.openPayments(for: recordKey)) ?? []
        // By its key, or — the merchant's, whose key the SDK never sees — by its bank page.
        // The merchant's, whose page the checkout could not keep, by the token it handed their server.
        let createdWith = await merchant?.createdWith ?? [:]
        let onRecord = Set(open.map(\.idempotencyKey)).union(open.compactMap { $0.bankPage?.statusUrl?.lastPathComponent })
            .union(open.compactMap { createdWith[$0.paymentMethodToken] })
        let approved = payments.filter { $0.outcome == .approved }
        if approved.count > 1 + journey.paidAnotherWay {
            journey.violations.append("\(approved.count) approved payments, \(journey.paidAnotherWay) chosen to pay another way")
        }
        // The merchant's server knows the payments it completed, and made every one it created.
        let merchantCompleted = await merchant?.completed ?? []
        for payment in approved
        where !successes.contains(payment.id) && !merchantCompleted.contains(payment.id)
            && !onRecord.contains(payment.idempotencyKey ?? "") && !onRecord.contains(payment.reference)
            && !leftOpen.current.contains(payment.id)
        {
            journey.violations.append("approved \(payment.id) neither reported nor kept")
        }
        for payment in payments
        where merchant == nil && !told.current.contains(payment.id) && !onRecord.contains(payment.idempotencyKey ?? "") {
            journey.violations.append("the merchant never heard of \(payment.id)")
        }
        for id in successes where !approved.contains(where: { $0.id == id }) {
            journey.violations.append("success with \(id), which the bank did not approve")
        }
        return journey
    }

    /// The next route that waits for the customer: a result, a list that is ready, an error
    /// screen, or the bank's page when the customer stays away.
    private static func stable(_ checkout: DefaultCheckoutScope, _ customer: JourneyCustomer) async -> CheckoutRoute? {
        let route = await first(checkout.route, seconds: 60) { route in
            switch route {
            case .success, .failure, .dismissed, .paymentMethodSelection, .paymentMethod: true
            case .awaitingBank: customer.staysAway
            default: false
            }
        }
        guard case .paymentMethod(let type, _) = route,
            let scope = checkout.getPaymentMethodScope(for: type) as? any PrimerBankSelectorScope
        else { return route }
        // Ready to choose, or left meanwhile (the list failed to load): whichever comes first.
        let states = scope.state
        let routes = checkout.route
        let settled = await withTaskGroup(of: Bool.self) { group in
            group.addTask { await first(states, seconds: 60, where: { $0.status == .ready }) != nil }
            group.addTask { await first(routes, seconds: 60, where: { $0 != route }) != nil }
            let settled = await group.next() ?? false
            group.cancelAll()
            return settled
        }
        guard settled else { return nil }
        return checkout.currentRoute == route ? route : await stable(checkout, customer)
    }
}
