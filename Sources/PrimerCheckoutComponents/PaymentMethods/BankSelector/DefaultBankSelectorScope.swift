/// The bank selector of one issuer-list method: fetches the banks, searches them, and starts
/// exactly one payment per attempt when the customer picks a bank.
@available(iOS 15.0, *)
@MainActor
public final class DefaultBankSelectorScope: PrimerBankSelectorScope, BankSelectorScreenSource {
    public let paymentMethodType: String
    public let presentationContext: PresentationContext
    public let dismissalMechanism: [DismissalMechanism]
    @_spi(Renderer) public var components = ComponentSlots()
    package let options: BankSelectorOptions
    private let recentBanks: (any RecentBankStore)?
    /// The scheme's own bank page, for a method that has one (iDEAL).
    private let schemeMethod: SchemePageMethod?

    private let interactor: any ProcessBankSelectorPaymentInteractor
    private let analytics: any CheckoutComponentsAnalyticsInteractorProtocol
    private weak var checkout: (any CheckoutNavigator)?
    private let store = StateStore(BankSelectorState())
    private var searchIndex = BankSearchIndex(banks: [])
    private var hasAppeared = false
    private var banksLoaded = false
    private var fetchTask: Task<Void, Never>?
    /// The list fetched while the customer was still on the payment method list.
    private let prefetched = BankListPrefetch()
    private var paymentTask: Task<Void, Never>?
    /// Closed when its checkout finished (paid or dismissed): from then on nothing starts a
    /// fetch, a payment or any request, and the state is final.
    private(set) var isClosed = false

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

    /// When the results match the search only within a typo, the best result's name.
    package private(set) var searchSuggestion: String?
    /// By bank id, the alias each bank found only through an alias matched by.
    package private(set) var matchedAliases: [String: BankAlias] = [:]

    /// The bank last paid with by this method, when the options remember it.
    package var recentBankId: String? {
        options.remembersRecentBank ? recentBanks?.recentBankId(for: paymentMethodType) : nil
    }

    /// The scheme page shown instead of the bank list: the method has one, and its list came back
    /// empty or the options always show it. Decided once, when the list loads.
    package private(set) var schemePage: SchemePageMethod?

    /// The bank the scheme page offers first ("Pay with ING"): the bank last paid with, when it is
    /// listed and can be chosen or, with no list, when the scheme's bank table names it.
    package var schemePageRecentBank: Bank? {
        guard let schemeMethod = schemePage, let id = recentBankId else { return nil }
        if store.value.banks.isEmpty {
            return schemeMethod.bankNames[id].map { Bank(id: id, name: $0, iconUrl: nil, isDisabled: false) }
        }
        return store.value.banks.first { $0.id == id && options.canSelect($0) }
    }

    /// The banks to show for `query`, noting when they match only within a typo.
    private func results(for query: String) -> [Bank] {
        let found = searchIndex.searchWithTypos(query)
        let shown = options.arranged(found.banks)
        searchSuggestion = found.withinATypo ? shown.first?.name : nil
        matchedAliases = found.aliases
        return shown
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
            state.filteredBanks = banksLoaded ? results(for: query) : []
            if case .ready = state.status, let selected = state.selectedBank, !state.filteredBanks.contains(selected) {
                state.selectedBank = nil
            }
        }
    }

    public func selectBank(_ bank: Bank) {
        if schemePage != nil {
            selectOnSchemePage(bank)
            return
        }
        guard !isClosed, store.value.status == .ready, paymentTask == nil,
            let listed = store.value.banks.first(where: { $0.id == bank.id }), options.canSelect(listed),
            checkout?.canStartPayment(paymentMethodType: paymentMethodType) == true
        else { return }
        if options.selection == .confirm {
            store.update { $0.selectedBank = listed }
        } else {
            submitPayment(with: listed)
        }
    }

    /// On the scheme page, only the bank it offers can be chosen, and choosing it pays at once:
    /// the "Pay with {bank}" button is itself the confirmation.
    private func selectOnSchemePage(_ bank: Bank) {
        guard !isClosed, store.value.status == .ready, paymentTask == nil, let recent = schemePageRecentBank, recent.id == bank.id,
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
        } else if schemePage != nil, store.value.status == .ready {
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
            if options.schemePage == .always || options.arranged(banks).isEmpty { schemePage = schemeMethod }
            searchIndex = BankSearchIndex(
                banks: banks, aliases: banks.map { BankAliases.aliases(for: $0, paymentMethodType: paymentMethodType) })
            store.update { state in
                state.status = .ready
                state.banks = banks
                state.filteredBanks = results(for: state.searchQuery)
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
        isClosed = true
        stopWork()
        prefetched.cancel()
        store.finish()
    }
}

@_spi(Renderer) extension DefaultBankSelectorScope: ComponentSlotStoring {}
