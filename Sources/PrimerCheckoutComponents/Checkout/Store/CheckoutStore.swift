import Foundation

/// The one store of a checkout: its reducer (`CheckoutMachine`, with each bank selector as a child
/// state), its snapshot, and the effects in flight.
///
/// Every scope of the checkout sends its actions here, and every scope's stream is a projection of
/// the one snapshot. Actions sent while effects run (a merchant's configuration closure, for one)
/// are reduced after them, in order.
@MainActor
final class CheckoutStore {
    /// Where each piece of work in flight is kept, so that it can be stopped.
    enum Work: Hashable {
        case load
        case prefetchTimer
        case fetch(String)
        case fetchAhead(String)
        case pay(String)
    }

    let dependencies: CheckoutDependencies
    private let registry = PaymentMethodRegistry()
    private(set) var machine: CheckoutMachine
    /// The snapshot and its subscribers.
    let snapshots = StateStore(CheckoutSnapshot())
    /// Receives the scope of each offered method, in the session's order, once it loaded. The
    /// checkout keeps them; the store does not, since each scope keeps the store.
    var onScopesCreated: (@MainActor ([any PrimerPaymentMethodScope]) -> Void)?
    private var interactors: [String: any ProcessBankSelectorPaymentInteractor] = [:]
    private var work: [Work: Task<Void, Never>] = [:]
    /// The tasks stopped, until `workFinished()` saw them end.
    private var winding: [Task<Void, Never>] = []
    /// The last of the record's saves and announcements; each waits for the one before.
    private var recordWork: Task<PrimerError?, Never>?
    /// The record's work the action being reduced asked for.
    private var scheduled: [Task<PrimerError?, Never>] = []
    private var recordRestored = false
    /// The name the record is kept under in its store: the client token's, until the loaded
    /// client session names its order (every client session of the order then shares one record).
    private(set) var recordKey: String
    /// The last save of any checkout of the process: a save reads the store and writes it back,
    /// and two checkouts on one client session must not interleave those.
    private static var lastSave: Task<PrimerError?, Never>?
    private var queue: [CheckoutAction] = []
    private var isReducing = false

    init(dependencies: CheckoutDependencies) {
        self.dependencies = dependencies
        recordKey = dependencies.payments?.checkoutKey ?? ""
        BankSelectorPaymentMethod.registerAll(
            in: registry, bankListRetry: dependencies.bankListRetry, makeServices: dependencies.makeBankSelectorServices)
        machine = CheckoutMachine(supportedTypes: registry.registeredTypes, bankSelectorOptions: dependencies.settings.bankSelector)
    }

    deinit {
        for task in work.values { task.cancel() }
    }

    /// Reduces `action`, publishes the snapshot, then runs the effects; actions sent meanwhile wait
    /// their turn.
    func send(_ action: CheckoutAction) {
        queue.append(action)
        guard !isReducing else { return }
        isReducing = true
        defer { isReducing = false }
        while !queue.isEmpty {
            let effects = machine.reduce(queue.removeFirst())
            snapshots.set(machine.snapshot)
            effects.forEach(run)
        }
    }

    private func run(_ effect: CheckoutEffect) {
        switch effect {
        case .loadConfiguration:
            load()
        case .stopLoading:
            stop(.load)
        case .createScopes:
            createScopes()
        case .schedulePrefetch:
            begin(
                .prefetchTimer,
                Task { [weak self, clock = dependencies.clock] in
                    do {
                        try await clock.sleep(seconds: DefaultCheckoutScope.prefetchDelay)
                    } catch {
                        return
                    }
                    self?.work[.prefetchTimer] = nil
                    self?.send(.prefetchDue)
                })
        case .cancelPrefetch:
            stop(.prefetchTimer)
        case .track(let event, let method, let paymentId):
            dependencies.analytics.trackEvent(event, metadata: AnalyticsEventMetadata(paymentMethod: method, paymentId: paymentId))
        case .record(let effect):
            run(effect)
        case .bankSelector(let type, let effect):
            run(effect, of: type)
        case .endStreams:
            snapshots.finish()
        }
    }

    /// Loads the client session; a session with a payment that went through (the app was closed at
    /// the bank) ends in success with it before any list is shown.
    private func load() {
        begin(
            .load,
            Task { [weak self, repository = dependencies.configurationRepository, payments = dependencies.payments] in
                let result: Result<CheckoutConfiguration, PrimerError>
                do throws(PrimerError) {
                    result = .success(try await repository.loadConfiguration())
                } catch {
                    result = .failure(error)
                }
                if case .success(let configuration) = result, let key = configuration.recordKey { self?.recordKey = key }
                await self?.restoreRecord()
                if case .success(let configuration) = result, let payments,
                    let paid = await payments.settle(configuration, CheckoutRecordAccess(store: self))
                {
                    guard !Task.isCancelled else { return }
                    self?.work[.load] = nil
                    self?.send(.paid(paid))
                    return
                }
                guard !Task.isCancelled, let self else { return }
                work[.load] = nil
                let recentBankIds =
                    if case .success(let configuration) = result { recentBankIds(configuration) } else { [String: String]() }
                send(.loaded(result, recentBankIds: recentBankIds))
            })
    }

    /// Reads back, once, what the record's store kept of this client session's payments. A store
    /// that cannot be read decides nothing here: paying reads it again and stops there.
    private func restoreRecord() async {
        guard !recordRestored, dependencies.payments != nil else { return }
        recordRestored = true
        try? await readRecord()
    }

    /// Reads the store and adds to the record what it holds that the record lacks: at the start,
    /// what earlier checkouts on this client session left; later, what another checkout open on it
    /// at the same time created since.
    func readRecord() async throws(PrimerError) {
        guard let payments = dependencies.payments else { return }
        // After this checkout's own saves: a payment it just forgot is not read back.
        _ = await recordWork?.value
        let stored: [OpenPayment]
        do {
            stored = try await payments.store.openPayments(for: recordKey)
        } catch {
            throw .paymentRecordUnavailable(reason: "reading it failed: \(error)", diagnosticsId: PrimerError.newDiagnosticsId())
        }
        try await record(.restored(stored))
    }

    /// Runs what the record of payments asked for, after everything it asked for before: saves
    /// leave in the order the record changed, whatever the store's own timing.
    private func run(_ effect: PaymentRecord.Effect) {
        guard let payments = dependencies.payments else { return }
        let job: @Sendable () async -> PrimerError?
        switch effect {
        case .persist:
            let snapshot = machine.record.payments
            // A save leaves the store's other entries (another checkout's on the same client
            // session) where they are.
            let known = machine.record.idempotencyKeys
            let previousSave = Self.lastSave
            let key = recordKey
            let save = Task { () -> PrimerError? in
                _ = await previousSave?.value
                do {
                    // Against another process's save between this one's read and write.
                    let unlock = try await payments.store.lock(key + ".save")
                    defer { unlock?() }
                    let others = try await payments.store.openPayments(for: key).filter { !known.contains($0.idempotencyKey) }
                    try await payments.store.save(snapshot + others, for: key)
                    return nil
                } catch {
                    return .paymentRecordUnavailable(reason: "saving it failed: \(error)", diagnosticsId: PrimerError.newDiagnosticsId())
                }
            }
            Self.lastSave = save
            job = { await save.value }
        case .announceCreated(let payment):
            job = {
                await payments.handlers.didCreatePayment?(payment)
                return nil
            }
        case .announceLeftOpen(let payment, let reason):
            job = {
                await payments.handlers.didLeavePaymentOpen?(payment, reason)
                return nil
            }
        }
        let previous = recordWork
        let task = Task {
            _ = await previous?.value
            return await job()
        }
        recordWork = task
        scheduled.append(task)
    }

    /// Reduces a payment's step into the record and returns once everything the record asked for
    /// so far is done; throws the failure of a save this step asked for (nothing may be created
    /// on a record that was not kept).
    func record(_ action: PaymentRecord.Action) async throws(PrimerError) {
        scheduled = []
        send(.record(action))
        let jobs = scheduled
        scheduled = []
        var failure: PrimerError?
        for job in jobs {
            if let error = await job.value, failure == nil { failure = error }
        }
        _ = await recordWork?.value
        if let failure { throw failure }
    }

    private func recentBankIds(_ configuration: CheckoutConfiguration) -> [String: String] {
        guard let recentBanks = dependencies.recentBanks else { return [:] }
        var ids: [String: String] = [:]
        for method in configuration.paymentMethods {
            ids[method.type] = recentBanks.recentBankId(for: method.type)
        }
        return ids
    }

    private func createScopes() {
        guard case .loaded(let configuration) = machine.session else { return }
        let context = PaymentMethodScopeContext(
            presentationContext: machine.presentationContext, settings: dependencies.settings, store: self,
            configuration: configuration)
        var scopes: [any PrimerPaymentMethodScope] = []
        for method in machine.paymentMethods {
            guard let kind = registry.method(for: method.type) else { continue }
            let made = kind.make(for: method, context: context)
            scopes.append(made.scope)
            interactors[method.type] = made.interactor
        }
        onScopesCreated?(scopes)
    }

    /// Runs what the bank selector of `type` asked for; its results come back as its actions.
    private func run(_ effect: BankSelectorWork, of type: String) {
        switch effect {
        case .fetchBanks:
            guard let interactor = interactors[type], let configuration = machine.bankSelectors[type]?.configuration else { return }
            begin(
                .fetch(type),
                Task { [weak self] in
                    let result: Result<BankCatalog, PrimerError>
                    do throws(PrimerError) {
                        let banks = try await interactor.fetchBanks(paymentMethodType: type)
                        result = .success(await BankCatalog.prepare(banks, for: configuration))
                    } catch {
                        result = .failure(error)
                    }
                    guard !Task.isCancelled else { return }
                    self?.work[.fetch(type)] = nil
                    self?.send(.bankSelector(type, .fetched(result)))
                })
        case .fetchBanksAhead:
            guard let interactor = interactors[type], let configuration = machine.bankSelectors[type]?.configuration else { return }
            begin(
                .fetchAhead(type),
                Task { [weak self] in
                    let banks = try? await interactor.prefetchBanks(paymentMethodType: type)
                    let catalog = if let banks { await BankCatalog.prepare(banks, for: configuration) } else { BankCatalog?.none }
                    guard !Task.isCancelled else { return }
                    self?.work[.fetchAhead(type)] = nil
                    self?.send(.bankSelector(type, .fetchedAhead(catalog)))
                })
        case .stopFetching:
            stop(.fetch(type))
        case .stopFetchingAhead:
            stop(.fetchAhead(type))
        case .pay(let bankId, let continuing):
            guard let interactor = interactors[type] else { return }
            begin(
                .pay(type),
                Task { [weak self] in
                    let result: Result<PaymentResult, PrimerError>
                    do throws(PrimerError) {
                        result = .success(try await interactor.execute(bankId: bankId, paymentMethodType: type, continuing: continuing))
                    } catch {
                        result = .failure(error)
                    }
                    // A stopped payment's failure is nobody's news; its success is.
                    if Task.isCancelled, case .failure = result { return }
                    self?.work[.pay(type)] = nil
                    self?.send(.bankSelector(type, .paid(result)))
                })
        case .stopPaying:
            stop(.pay(type))
        case .track(let event):
            dependencies.analytics.trackEvent(event, metadata: AnalyticsEventMetadata(paymentMethod: type))
        case .rememberBank(let id):
            dependencies.recentBanks?.remember(id, for: type)
        }
    }

    private func stop(_ key: Work) {
        guard let task = work.removeValue(forKey: key) else { return }
        task.cancel()
        winding.append(task)
    }

    /// Keeps `task` as the work of `key` (stopping it stops the task).
    private func begin(_ key: Work, _ task: Task<Void, Never>) {
        work[key] = task
    }

    /// Returns once every stopped task, and every save and announcement of the payment record,
    /// has ended: what was stopped can no longer change anything. Work still in flight is not
    /// waited for.
    func workFinished() async {
        var awaited: Task<PrimerError?, Never>?
        while !winding.isEmpty || recordWork != awaited {
            let tasks = winding
            winding.removeAll()
            for task in tasks { await task.value }
            awaited = recordWork
            _ = await awaited?.value
        }
    }
}
