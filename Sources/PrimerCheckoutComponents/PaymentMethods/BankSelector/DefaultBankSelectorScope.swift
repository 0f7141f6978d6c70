/// The bank selector of one issuer-list method: fetches the banks, searches them, and starts
/// exactly one payment per attempt when the customer picks a bank.
@available(iOS 15.0, *)
@MainActor
public final class DefaultBankSelectorScope: PrimerBankSelectorScope {
    public let paymentMethodType: String
    public let presentationContext: PresentationContext
    public let dismissalMechanism: [DismissalMechanism]
    @_spi(Renderer) public var components = ComponentSlots()
    let options: BankSelectorOptions
    private let recentBanks: (any RecentBankStore)?
    /// The scheme's own bank page, for a method that has one (iDEAL).
    private let schemeMethod: SchemePageMethod?

    private let interactor: any ProcessBankSelectorPaymentInteractor
    private let analytics: any CheckoutComponentsAnalyticsInteractorProtocol
    private weak var checkout: (any CheckoutNavigator)?
    private let store: StateStore<BankSelectorState>
    private var searchIndex = BankSearchIndex(banks: [])
    private var hasAppeared = false
    private var banksLoaded = false
    private var fetchTask: Task<Void, Never>?
    /// The list fetched while the customer was still on the payment method list.
    private let prefetched = BankListPrefetch()
    private var paymentTask: Task<Void, Never>?
    /// Closed when its checkout finished (paid or dismissed): from then on nothing starts a
    /// fetch, a payment or any request, and the state is final.
    var isClosed: Bool { store.value.isClosed }

    init(
        paymentMethodType: String,
        presentationContext: PresentationContext,
        dismissalMechanism: [DismissalMechanism],
        options: BankSelectorOptions = BankSelectorOptions(),
        recentBanks: (any RecentBankStore)? = nil,
        schemePage: SchemePageMethod? = nil,
        interactor: any ProcessBankSelectorPaymentInteractor,
        analytics: any CheckoutComponentsAnalyticsInteractorProtocol,
        checkout: any CheckoutNavigator
    ) {
        self.paymentMethodType = paymentMethodType
        self.presentationContext = presentationContext
        self.dismissalMechanism = dismissalMechanism
        self.options = options
        var initial = BankSelectorState()
        initial.options = options
        store = StateStore(initial)
        self.recentBanks = recentBanks
        self.schemeMethod = schemePage
        self.interactor = interactor
        self.analytics = analytics
        self.checkout = checkout
    }

    deinit {
        fetchTask?.cancel()
        paymentTask?.cancel()
    }

    /// The bank last paid with by this method, when the options remember it.
    private var rememberedBankId: String? {
        options.remembersRecentBank ? recentBanks?.recentBankId(for: paymentMethodType) : nil
    }

    /// The scheme page for a loaded list of `banks`: the method has one, and the list is empty or
    /// the options always show it. It offers the bank paid with last when that bank is listed and
    /// can be chosen or, with no list, when the scheme's bank table names it.
    private func schemePage(for banks: [Bank], recentBankId: String?) -> BankSelectorState.SchemePage? {
        guard let schemeMethod, options.schemePage == .always || options.arranged(banks).isEmpty else { return nil }
        let recentBank: Bank? =
            if let recentBankId, banks.isEmpty {
                schemeMethod.bankNames[recentBankId].map { Bank(id: recentBankId, name: $0, iconUrl: nil, isDisabled: false) }
            } else {
                banks.first { $0.id == recentBankId && options.canSelect($0) }
            }
        return BankSelectorState.SchemePage(
            schemeName: schemeMethod.name, logoUrl: schemeMethod.logoUrl, amount: schemeMethod.amount,
            currencyCode: schemeMethod.currencyCode, recentBank: recentBank)
    }

    /// Fills the results of `state`'s search: the banks shown, and whether they match only within
    /// a typo or by another name.
    private func applySearch(to state: inout BankSelectorState) {
        let found = searchIndex.searchWithTypos(state.searchQuery)
        state.filteredBanks = options.arranged(found.banks)
        state.searchSuggestion = found.withinATypo ? state.filteredBanks.first?.name : nil
        state.aliasMatches = found.aliases.mapValues { .init(name: $0.name, isFormerName: $0.kind == .formerName) }
    }

    public var state: AsyncStream<BankSelectorState> {
        store.stream()
    }

    /// The current state, without subscribing.
    public var currentState: BankSelectorState {
        store.value
    }

    public func start() {
        guard !isClosed else { return }
        if !hasAppeared {
            hasAppeared = true
            track(.paymentMethodSelection)
        }
        guard !banksLoaded, fetchTask == nil, !prefetched.isAwaited else { return }
        if schemeMethod != nil, options.schemePage == .always {
            finishFetch(.success([]))
            return
        }
        // A list fetched ahead is shown at once; one on its way is waited for; a failed one is
        // fetched again the normal way (retries, the error screen).
        let claim = prefetched.claim { [weak self] banks in
            guard let self, !isClosed else { return }
            if let banks { finishFetch(.success(banks)) } else { fetchBanks() }
        }
        switch claim {
        case .banks(let banks): finishFetch(.success(banks))
        case .onItsWay: break
        case .nothing: fetchBanks()
        }
    }

    public func search(query: String) {
        guard !isClosed else { return }
        store.update { state in
            state.searchQuery = query
            if banksLoaded { applySearch(to: &state) }
            if case .ready = state.status, let selected = state.selectedBank, !state.filteredBanks.contains(selected) {
                state.selectedBank = nil
            }
        }
    }

    public func selectBank(_ bank: Bank) {
        if store.value.schemePage != nil {
            selectOnSchemePage(bank)
            return
        }
        guard !isClosed, store.value.status == .ready, paymentTask == nil,
            let listed = store.value.banks.first(where: { $0.id == bank.id }), options.canSelect(listed),
            checkout?.canStartPayment(paymentMethodType: paymentMethodType) == true
        else { return }
        if options.selection == .confirm {
            // A selection is only what the customer can see: the current search must list the bank.
            guard store.value.filteredBanks.contains(where: { $0.id == listed.id }) else { return }
            store.update { $0.selectedBank = listed }
        } else {
            submitPayment(with: listed)
        }
    }

    /// On the scheme page, only the bank it offers can be chosen, and choosing it pays at once:
    /// the "Pay with {bank}" button is itself the confirmation.
    private func selectOnSchemePage(_ bank: Bank) {
        guard !isClosed, store.value.status == .ready, paymentTask == nil, let recent = store.value.schemePage?.recentBank,
            recent.id == bank.id,
            checkout?.canStartPayment(paymentMethodType: paymentMethodType) == true
        else { return }
        submitPayment(with: recent)
    }

    /// The customer chose `bank` to pay with: it becomes the selection and the payment starts.
    private func submitPayment(with bank: Bank) {
        store.update { state in
            state.status = .selected(bank)
            state.selectedBank = bank
        }
        track(.paymentSubmitted)
        pay(with: bank)
    }

    public func submit() {
        guard !isClosed, paymentTask == nil, checkout?.canStartPayment(paymentMethodType: paymentMethodType) == true else { return }
        if case .selected(let bank) = store.value.status {
            pay(with: bank)
        } else if store.value.schemePage != nil, store.value.status == .ready {
            track(.paymentSubmitted)
            pay(with: nil)
        } else if options.selection == .confirm, store.value.status == .ready, let bank = store.value.selectedBank {
            submitPayment(with: bank)
        }
    }

    /// Stops the bank list fetch or the payment in flight at once. A payment stopped this way
    /// returns the customer to the bank list with nothing selected, ready to choose again.
    public func cancel() {
        guard !isClosed else { return }
        let wasPaying = paymentTask != nil
        stopWork()
        guard wasPaying else { return }
        clearSelection()
        checkout?.showPaymentMethod(paymentMethodType)
    }

    public func onBack() {
        guard !isClosed else { return }
        switch presentationContext {
        case .fromPaymentSelection: checkout?.showPaymentMethodSelection()
        case .direct: checkout?.dismiss()
        }
    }

    public func onCancel() {
        guard !isClosed else { return }
        checkout?.dismiss()
    }

    private func stopWork() {
        prefetched.stopWaiting()
        fetchTask?.cancel()
        fetchTask = nil
        paymentTask?.cancel()
        paymentTask = nil
    }

    /// Fetches the bank list in the background, once and without an error screen, so that opening
    /// the method shows it at once; does nothing when the list is loaded, loading, or not needed.
    package func prefetch() {
        guard !isClosed, !banksLoaded, fetchTask == nil, schemeMethod == nil || options.schemePage != .always else { return }
        prefetched.start { [interactor, paymentMethodType] () async throws(PrimerError) -> [Bank] in
            try await interactor.prefetchBanks(paymentMethodType: paymentMethodType)
        }
    }

    /// Whether a background fetch brought the list that opening the method will show.
    var prefetchIsReady: Bool { prefetched.isReady }

    private func fetchBanks() {
        fetchTask = Task { [weak self, interactor, paymentMethodType] in
            let result: Result<[Bank], PrimerError>
            do throws(PrimerError) {
                result = .success(try await interactor.fetchBanks(paymentMethodType: paymentMethodType))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled, self?.isClosed == false else { return }
            self?.finishFetch(result)
        }
    }

    private func finishFetch(_ result: Result<[Bank], PrimerError>) {
        fetchTask = nil
        switch result {
        case .success(let banks):
            banksLoaded = true
            // Hidden banks do not exist for the search, typo help included.
            let searchable = options.offlineBanks == .hide ? banks.filter { !$0.isDisabled } : banks
            searchIndex = BankSearchIndex(
                banks: searchable, aliases: searchable.map { BankAliases.aliases(for: $0, paymentMethodType: paymentMethodType) })
            let recentBankId = rememberedBankId
            store.update { state in
                state.status = .ready
                state.banks = banks
                state.recentBankId = recentBankId
                state.schemePage = schemePage(for: banks, recentBankId: recentBankId)
                applySearch(to: &state)
            }
        case .failure(let error):
            checkout?.handleLoadFailure(error, paymentMethodType: paymentMethodType) { [weak self] in
                self?.retryFetch()
            }
        }
    }

    private func retryFetch() {
        guard !isClosed, !banksLoaded, fetchTask == nil else { return }
        checkout?.showPaymentMethod(paymentMethodType)
        fetchBanks()
    }

    /// Pays with `bank`, or with no issuer (`nil`): the customer picks the bank on the scheme's page.
    private func pay(with bank: Bank?) {
        checkout?.startProcessing(paymentMethodType: paymentMethodType)
        track(.paymentProcessingStarted)
        paymentTask = Task { [weak self, interactor, paymentMethodType] in
            let result: Result<PaymentResult, PrimerError>
            do throws(PrimerError) {
                result = .success(try await interactor.execute(bankId: bank?.id, paymentMethodType: paymentMethodType))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled, self?.isClosed == false else { return }
            self?.finishPayment(result, bank: bank)
        }
    }

    private func finishPayment(_ result: Result<PaymentResult, PrimerError>, bank: Bank?) {
        paymentTask = nil
        switch result {
        case .success(let payment):
            if options.remembersRecentBank, let bank { recentBanks?.remember(bank.id, for: paymentMethodType) }
            checkout?.handlePaymentSuccess(payment)
        case .failure(.paymentCancelled):
            clearSelection()
            checkout?.showPaymentMethod(paymentMethodType)
        case .failure(let error):
            checkout?.handlePaymentError(error, paymentMethodType: paymentMethodType) { [weak self] in
                self?.submit()
            }
        }
    }

    private func clearSelection() {
        store.update { state in
            state.status = banksLoaded ? .ready : .loading
            state.selectedBank = nil
        }
    }

    private func track(_ event: AnalyticsEventType) {
        analytics.trackEvent(event, metadata: AnalyticsEventMetadata(paymentMethod: paymentMethodType))
    }
}

extension DefaultBankSelectorScope: CheckoutChildScope {
    func didLeave() {
        guard !isClosed else { return }
        stopWork()
        hasAppeared = false
        if store.value.selectedBank != nil { clearSelection() }
    }

    func close() {
        guard !isClosed else { return }
        store.update { $0.isClosed = true }
        stopWork()
        prefetched.cancel()
        store.finish()
    }
}

@_spi(Renderer) extension DefaultBankSelectorScope: ComponentSlotStoring {}
