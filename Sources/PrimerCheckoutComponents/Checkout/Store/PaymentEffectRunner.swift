import Foundation

/// Runs the checkout's payment effects — one request each — and sends every answer back to the
/// store as an action. It decides nothing: what an answer means is the payment machine's.
@MainActor
final class PaymentEffectRunner {
    private let dependencies: CheckoutDependencies
    private let running: RunningTasks
    /// The requests over the loaded client session.
    var requests: (any PaymentRequests)?
    /// Where answers go.
    var answer: (PaymentAnswer, Int?) -> Void = { _, _ in }
    private var turns: [Int: PaymentTurn] = [:]
    private var tasks: [Int: [Task<Void, Never>]] = [:]
    /// The last of the record's reads, saves and announcements; each waits for the one before.
    private(set) var recordWork: Task<Void, Never>?
    /// The last save of any checkout of the process: a save reads the store and writes it back,
    /// and two checkouts on one record must not interleave those.
    private static var lastSave: Task<PrimerError?, Never>?

    init(dependencies: CheckoutDependencies, running: RunningTasks) {
        self.dependencies = dependencies
        self.running = running
    }

    /// A checkout released mid-payment passes its turn on (its requests stop with `RunningTasks`):
    /// what it still waits on must not hold up the next checkout.
    deinit {
        for turn in turns.values { Task { await turn.end() } }
    }

    func run(_ effect: PaymentEffect) {
        switch effect {
        case .request(let request, let attempt):
            // After what the record asked for before it: kept in its store, the merchant told.
            let recorded = recordWork
            let requester = Requester(dependencies: dependencies, requests: requests)
            let task = running.start { [weak self] in
                _ = await recorded?.value
                let answer = await requester.perform(request) { [weak self] report in
                    guard let self else { return false }
                    switch report {
                    case .turn(let turn): turns[attempt] = turn
                    case .answer(let answer): self.answer(answer, attempt)
                    }
                    return true
                }
                guard let answer else { return }
                self?.answer(answer, attempt)
            }
            tasks[attempt, default: []].append(task)
        case .read(let key, let attempt):
            let store = dependencies.payments?.store
            inOrder { [weak self] in
                let entries: Result<[OpenPayment], PrimerError>
                do {
                    entries = .success(try await store?.openPayments(for: key) ?? [])
                } catch {
                    entries = .failure(
                        .paymentRecordUnavailable(reason: "reading it failed: \(error)", diagnosticsId: PrimerError.newDiagnosticsId()))
                }
                self?.answer(.stored(entries), attempt)
            }
        case .save(let payments, let known, let key, let attempt):
            save(payments, known: known, key: key, attempt: attempt)
        case .announceCreated(let payment):
            guard dependencies.payments != nil, let hook = dependencies.handlers.didCreatePayment else { return }
            inOrder { await hook(payment) }
        case .announceLeftOpen(let payment, let reason):
            guard dependencies.payments != nil, let hook = dependencies.handlers.didLeavePaymentOpen else { return }
            inOrder { await hook(payment, reason) }
        case .endTurn(let attempt):
            guard let turn = turns.removeValue(forKey: attempt) else { return }
            // Once the record's changes so far are kept: the next checkout reads them.
            inOrder { await turn.end() }
        case .cancel(let attempt):
            for task in tasks.removeValue(forKey: attempt) ?? [] { task.cancel() }
        case .closePage(let url):
            guard let handler = dependencies.redirectHandler else { return }
            // Not the checkout's to stop: a page stays closed after the checkout is released.
            Task { await handler.close(url) }
        case .trackRedirect(let type, let origin):
            dependencies.analytics.trackEvent(
                .paymentRedirectToThirdParty, metadata: AnalyticsEventMetadata(paymentMethod: type, redirectDestinationUrl: origin))
        case .delegate:
            break
        }
    }

    /// Runs `job` after every read, save and announcement asked for before.
    private func inOrder(_ job: @escaping @MainActor () async -> Void) {
        let previous = recordWork
        recordWork = Task {
            _ = await previous?.value
            await job()
        }
    }

    private func save(_ payments: [OpenPayment], known: Set<String>, key: String, attempt: Int?) {
        guard let store = dependencies.payments?.store else {
            if let attempt { answer(.saved(nil), attempt) }
            return
        }
        // After this checkout's record work before it (a turn it passes on among it), and after
        // every other checkout's save: a read-and-write never interleaves with another.
        let previous = recordWork
        let previousSave = Self.lastSave
        let save = Task { () -> PrimerError? in
            _ = await previous?.value
            _ = await previousSave?.value
            do {
                // Against another process's save between this one's read and write.
                let unlock = try await store.lock(key + ".save")
                defer { unlock?() }
                // A save leaves the store's other entries (another checkout's on the same record) where they are.
                let others = try await store.openPayments(for: key).filter { !known.contains($0.idempotencyKey) }
                try await store.save(payments + others, for: key)
                return nil
            } catch {
                return .paymentRecordUnavailable(reason: "saving it failed: \(error)", diagnosticsId: PrimerError.newDiagnosticsId())
            }
        }
        Self.lastSave = save
        inOrder { [weak self] in
            let failure = await save.value
            if let attempt { self?.answer(.saved(failure), attempt) }
        }
    }
}

/// Runs one payment request and says what it answered, holding nothing of the checkout.
struct Requester: Sendable {
    /// What a request says before its answer: a turn to hold, a page's hints.
    indirect enum Report: Sendable {
        case turn(PaymentTurn)
        case answer(PaymentAnswer)
    }

    let dependencies: CheckoutDependencies
    let requests: (any PaymentRequests)?

    /// The answer to `request`; `nil` when nothing is left to say (a pause or page stopped).
    func perform(_ request: PaymentRequest, report: @escaping @MainActor (Report) -> Bool) async -> PaymentAnswer? {
        let missing = PrimerError.invalidClientToken(
            reason: "the client session is not loaded", diagnosticsId: PrimerError.newDiagnosticsId())
        switch request {
        case .takeTurn(let key):
            guard let payments = dependencies.payments, var turn = await payments.turns.take(key) else { return .turn(.success(false)) }
            // This process's turn, then the other processes' sharing the store.
            do {
                turn.unlock = try await payments.store.lock(key)
            } catch {
                await turn.end()
                return .turn(
                    .failure(
                        .paymentRecordUnavailable(reason: "locking it failed: \(error)", diagnosticsId: PrimerError.newDiagnosticsId())))
            }
            // Nobody to hold it for: the checkout was released meanwhile.
            guard await report(.turn(turn)) else {
                await turn.end()
                return nil
            }
            return .turn(.success(true))
        case .tokenize(let method, let issuer):
            let freshKey = UUID().uuidString
            guard let requests else { return .tokenized(.failure(missing), freshKey: freshKey) }
            return .tokenized(
                await Result { () async throws(PrimerError) in try await requests.tokenize(method, issuer: issuer) }, freshKey: freshKey)
        case .askMerchantForKey(let type):
            return .merchantKey(await dependencies.handlers.willCreatePayment?(type) ?? .proceed(idempotencyKey: nil))
        case .create(let payment):
            guard let requests else { return .created(.failure(missing), attempts: 0) }
            let (result, attempts) = await requests.create(payment)
            return .created(result, attempts: attempts)
        case .status(let page):
            guard let requests else { return .status(.failure(missing)) }
            return .status(await Result { () async throws(PrimerError) in try await requests.status(page) })
        case .poll(let statusUrl, let accessToken, let timeout):
            guard let requests else { return .polled(.failure(missing)) }
            return .polled(
                await Result { () async throws(PrimerError) in
                    try await requests.poll(statusUrl: statusUrl, accessToken: accessToken, timeout: timeout)
                })
        case .resume(let paymentId, let page, let resumeToken):
            guard let requests else { return .resumed(.failure(missing)) }
            return .resumed(
                await Result { () async throws(PrimerError) in
                    try await requests.resume(paymentId: paymentId, page: page, resumeToken: resumeToken)
                })
        case .openPage(let url):
            guard let handler = dependencies.redirectHandler, let events = try? await handler.open(url) else { return .pageOpened(false) }
            guard await report(.answer(.pageOpened(true))) else { return nil }
            for await event in events {
                guard !Task.isCancelled, await report(.answer(.customer(event))) else { return nil }
            }
            return nil
        case .pause(let seconds, let number):
            do {
                try await dependencies.clock.sleep(seconds: seconds)
            } catch {
                return nil
            }
            return .pauseEnded(number: number)
        case .handToMerchant(let token):
            return .merchant(
                await Result { () async throws(PrimerError) in try await dependencies.handlers.manualHooks().didTokenize(token) })
        case .resumeWithMerchant(let resumeToken):
            return .merchant(
                await Result { () async throws(PrimerError) in try await dependencies.handlers.manualHooks().didResume(resumeToken) })
        }
    }
}

extension Result where Failure == PrimerError {
    /// The outcome of `body`, its typed error kept.
    init(_ body: @Sendable () async throws(PrimerError) -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
