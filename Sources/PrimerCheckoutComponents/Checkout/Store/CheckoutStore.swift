import Foundation

/// The one store of a checkout: its reducer, snapshot and effects in flight. Actions sent while
/// effects run (a merchant's configuration closure, for one) are reduced after them, in order.
@MainActor
final class CheckoutStore {
    /// Where each piece of work in flight is kept, so that it can be stopped.
    indirect enum Work: Hashable {
        case load
        case prefetchTimer
        case fetch(String)
        case fetchAhead(String)
    }

    let dependencies: CheckoutDependencies
    private(set) var machine: CheckoutMachine
    /// The snapshot and its subscribers.
    let snapshots = StateStore(CheckoutSnapshot())
    /// Receives the scope of each offered method, in the session's order, once it loaded. The
    /// checkout keeps them; the store does not, since each scope keeps the store.
    var onScopesCreated: (@MainActor ([any PrimerPaymentMethodScope]) -> Void)?
    private var bankLists: [String: any BankListRequests] = [:]
    private(set) var work: [Work: Task<Void, Never>] = [:]
    /// Every task of the checkout's work, the payments' included, until it ends.
    let running = RunningTasks()
    /// Runs the payments' requests.
    let payments: PaymentEffectRunner
    private var queue: [CheckoutAction] = []
    private var isReducing = false

    init(dependencies: CheckoutDependencies) {
        self.dependencies = dependencies
        let settings = dependencies.settings
        let payment = PaymentMachine(
            recordKey: dependencies.payments?.checkoutKey ?? "",
            options: .init(
                handling: settings.paymentHandling, asksForKey: dependencies.handlers.willCreatePayment != nil,
                polling: settings.redirectPolling))
        machine = CheckoutMachine(
            supportedTypes: Set(BankSelectorMethodDescription.all.keys), bankSelectorOptions: settings.bankSelector, payment: payment,
            keepsRecord: dependencies.payments != nil)
        payments = PaymentEffectRunner(dependencies: dependencies, running: running)
        payments.answer = { [weak self, clock = dependencies.clock] answer, attempt in
            self?.send(.payment(.answered(answer, attempt: attempt, at: .init(uptime: clock.now, date: Date()))))
        }
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
                running.start { [weak self, clock = dependencies.clock] in
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
        case .payment(let effect):
            payments.run(effect)
        case .bankSelector(let type, let effect):
            run(effect, of: type)
        case .endStreams:
            snapshots.finish()
        }
    }

    /// Loads the client session.
    private func load() {
        begin(
            .load,
            running.start { [weak self, endpoint = dependencies.configurationEndpoint] in
                let result: Result<CheckoutConfiguration, PrimerError>
                do throws(PrimerError) {
                    result = .success(try await endpoint.loadConfiguration())
                } catch {
                    result = .failure(error)
                }
                guard !Task.isCancelled, let self else { return }
                work[.load] = nil
                var recentBankIds: [String: String] = [:]
                if case .success(let configuration) = result {
                    payments.requests = dependencies.makePaymentRequests(configuration)
                    recentBankIds = self.recentBankIds(configuration)
                }
                send(.loaded(result, recentBankIds: recentBankIds))
            })
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
        var scopes: [any PrimerPaymentMethodScope] = []
        for method in machine.paymentMethods {
            scopes.append(
                DefaultBankSelectorScope(
                    paymentMethodType: method.type, presentationContext: machine.presentationContext,
                    dismissalMechanism: dependencies.settings.dismissalMechanism, store: self))
            let services = dependencies.makeBankSelectorServices(BankSelectorServicesContext(method: method, configuration: configuration))
            bankLists[method.type] = APIBankListRequests(services: services, retry: dependencies.bankListRetry)
        }
        onScopesCreated?(scopes)
    }

    /// Runs what the bank selector of `type` asked for; its results come back as its actions.
    private func run(_ effect: BankSelectorWork, of type: String) {
        switch effect {
        case .fetchBanks:
            guard let bankList = bankLists[type], let configuration = machine.bankSelectors[type]?.configuration else { return }
            begin(
                .fetch(type),
                running.start { [weak self] in
                    let result: Result<BankCatalog, PrimerError>
                    do throws(PrimerError) {
                        let banks = try await bankList.fetchBanks(paymentMethodType: type)
                        result = .success(await BankCatalog.prepare(banks, for: configuration))
                    } catch {
                        result = .failure(error)
                    }
                    guard !Task.isCancelled else { return }
                    self?.work[.fetch(type)] = nil
                    self?.send(.bankSelector(type, .fetched(result)))
                })
        case .fetchBanksAhead:
            guard let bankList = bankLists[type], let configuration = machine.bankSelectors[type]?.configuration else { return }
            begin(
                .fetchAhead(type),
                running.start { [weak self] in
                    let banks = try? await bankList.prefetchBanks(paymentMethodType: type)
                    let catalog = if let banks { await BankCatalog.prepare(banks, for: configuration) } else { BankCatalog?.none }
                    guard !Task.isCancelled else { return }
                    self?.work[.fetchAhead(type)] = nil
                    self?.send(.bankSelector(type, .fetchedAhead(catalog)))
                })
        case .stopFetching:
            stop(.fetch(type))
        case .stopFetchingAhead:
            stop(.fetchAhead(type))
        case .pay, .stopPaying:
            // The checkout's payment machine takes these.
            break
        case .track(let event):
            dependencies.analytics.trackEvent(event, metadata: AnalyticsEventMetadata(paymentMethod: type))
        case .rememberBank(let id):
            dependencies.recentBanks?.remember(id, for: type)
        }
    }

    private func stop(_ key: Work) {
        work.removeValue(forKey: key)?.cancel()
    }

    /// Keeps `task` as the work of `key` (stopping it stops the task).
    private func begin(_ key: Work, _ task: Task<Void, Never>) {
        work[key] = task
    }
}
