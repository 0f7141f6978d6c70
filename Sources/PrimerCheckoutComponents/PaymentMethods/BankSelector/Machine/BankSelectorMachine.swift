/// Everything one bank selector knows: what it was made with, where it is, and the snapshot it
/// publishes. Changed only by `reduce(_:)`.
struct BankSelectorMachine: Equatable, Sendable {
    /// What the selector is made with. A class: the machine, its catalog and its work carry it, and
    /// a reference is one word to copy.
    final class Configuration: Equatable, Sendable {
        let paymentMethodType: String
        let presentationContext: PresentationContext
        let options: BankSelectorOptions
        /// The scheme's own bank page, for a method that has one (iDEAL).
        let schemeMethod: SchemePageMethod?
        /// The bank this method paid with last (read once: it changes only when a payment succeeds,
        /// which ends the checkout).
        let recentBankId: String?

        init(
            paymentMethodType: String, presentationContext: PresentationContext, options: BankSelectorOptions,
            schemeMethod: SchemePageMethod?, recentBankId: String?
        ) {
            self.paymentMethodType = paymentMethodType
            self.presentationContext = presentationContext
            self.options = options
            self.schemeMethod = schemeMethod
            self.recentBankId = recentBankId
        }

        static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.paymentMethodType == rhs.paymentMethodType && lhs.presentationContext == rhs.presentationContext
                && lhs.options == rhs.options && lhs.schemeMethod == rhs.schemeMethod && lhs.recentBankId == rhs.recentBankId
        }
    }

    let configuration: Configuration
    private(set) var phase = BankSelectorPhase.notLoaded
    private(set) var ahead = BankListAhead.none
    /// Whether the method is open (its opening was reported to analytics).
    private(set) var isOpen = false
    /// The published state: the contract's fields and everything the screen draws.
    private(set) var snapshot: BankSelectorState
    private var searchIndex = BankSearchIndex(banks: [])
    /// What the last search found, so a keystroke that only adds letters scans just those banks.
    private var searchMemory: BankSearchIndex.Memory?

    init(_ configuration: Configuration) {
        self.configuration = configuration
        var snapshot = BankSelectorState()
        snapshot.options = configuration.options
        self.snapshot = snapshot
    }

    private var options: BankSelectorOptions { configuration.options }

    /// Equal in what they know; the search index and its memory are derived from the banks and the query.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.configuration == rhs.configuration && lhs.phase == rhs.phase && lhs.ahead == rhs.ahead && lhs.isOpen == rhs.isOpen
            && lhs.snapshot == rhs.snapshot
    }

    /// Applies `action` and returns the effects it asks for, in order.
    mutating func reduce(_ action: BankSelectorAction) -> [BankSelectorEffect] {
        if phase == .closed { return [] }
        switch action {
        case .open: return open()
        case .fetchAhead:
            guard phase == .notLoaded, ahead == .none, !showsSchemePageWithoutList else { return [] }
            ahead = .fetching
            return [.work(.fetchBanksAhead)]
        case .fetched(let result):
            guard phase == .fetching(awaitingAhead: false) else { return [] }
            switch result {
            case .success(let catalog):
                load(catalog)
                return []
            case .failure(let error) where configuration.schemeMethod != nil && error.refusesForGood:
                // iDEAL since 2025: a server may refuse the list of a method that no longer has
                // one. The scheme's page asks for the bank instead of a dead end.
                load(BankCatalog([], for: configuration))
                return []
            case .failure(let error):
                phase = .notLoaded
                return [.delegate(.loadFailed(error))]
            }
        case .fetchedAhead(let catalog):
            guard phase == .fetching(awaitingAhead: true) else {
                ahead = catalog.map(BankListAhead.arrived) ?? .none
                return []
            }
            ahead = .none
            guard let catalog else {
                phase = .fetching(awaitingAhead: false)
                return [.work(.fetchBanks)]
            }
            load(catalog)
            return []
        case .retryFetch:
            guard phase == .notLoaded else { return [] }
            phase = .fetching(awaitingAhead: false)
            return [.delegate(.showSelector), .work(.fetchBanks)]
        case .search(let query):
            if query != snapshot.searchQuery { snapshot.cancelledAtTheBank = false }
            snapshot.searchQuery = query
            if phase.isLoaded { applySearch() }
            if phase == .ready, let selected = snapshot.selectedBank, !snapshot.filteredBanks.contains(selected) {
                snapshot.selectedBank = nil
            }
            return []
        case .select(let bank):
            guard phase == .ready else { return [] }
            return select(bank)
        case .submit:
            return submit()
        case .progress(.awaitingBank(let redirectUrl)):
            guard case .paying = phase else { return [] }
            return [.delegate(.awaitingBank(redirectUrl: redirectUrl))]
        case .paid(let result):
            guard case .paying(let bank) = phase else {
                // A success that comes back after the customer stopped the payment still ends the
                // checkout with it: the money moved.
                if case .success(let payment) = result { return [.delegate(.paid(payment, bankId: nil))] }
                return []
            }
            switch result {
            case .success(let payment):
                return [.delegate(.paid(payment, bankId: bank?.id))]
            case .failure(.paymentCancelled):
                clearSelection()
                snapshot.cancelledAtTheBank = true
                return [.delegate(.showSelector)]
            case .failure(let error):
                phase = .failed(bank: bank)
                return [.delegate(.paymentFailed(error))]
            }
        case .cancel:
            let wasPaying = if case .paying = phase { true } else { false }
            let effects = stopWork()
            guard wasPaying else { return effects }
            clearSelection()
            return effects + [.delegate(.showSelector)]
        case .back:
            return [.delegate(configuration.presentationContext == .direct ? .dismissCheckout : .backToMethodList)]
        case .dismiss:
            return [.delegate(.dismissCheckout)]
        case .leave:
            let effects = stopWork()
            snapshot.cancelledAtTheBank = false
            isOpen = false
            // Nothing is left behind (spec US4): the next opening shows the whole list, nothing chosen.
            snapshot.searchQuery = ""
            if phase.isLoaded {
                clearSelection()
                applySearch()
            }
            return effects
        case .close:
            phase = .closed
            snapshot.isClosed = true
            return [.work(.stopFetching), .work(.stopPaying), .work(.stopFetchingAhead)]
        }
    }

    /// iDEAL with `schemePage: .always` needs no list.
    private var showsSchemePageWithoutList: Bool {
        configuration.schemeMethod != nil && options.schemePage == .always
    }

    private mutating func open() -> [BankSelectorEffect] {
        var effects: [BankSelectorEffect] = []
        if !isOpen {
            isOpen = true
            effects.append(.work(.track(.paymentMethodSelection)))
        }
        guard phase == .notLoaded else { return effects }
        if showsSchemePageWithoutList {
            load(BankCatalog([], for: configuration))
            return effects
        }
        // A list fetched ahead is shown at once; one on its way is waited for; otherwise (none, or
        // it failed) the list is fetched the normal way, with retries and the error screen.
        switch ahead {
        case .arrived(let catalog):
            ahead = .none
            load(catalog)
        case .fetching:
            phase = .fetching(awaitingAhead: true)
        case .none:
            phase = .fetching(awaitingAhead: false)
            effects.append(.work(.fetchBanks))
        }
        return effects
    }

    private mutating func select(_ bank: Bank) -> [BankSelectorEffect] {
        snapshot.cancelledAtTheBank = false
        // On the scheme page only the bank it offers can be chosen, and choosing it pays at once:
        // the "Pay with {bank}" button is itself the confirmation.
        if let schemePage = snapshot.schemePage {
            guard let recent = schemePage.recentBank, recent.id == bank.id else { return [] }
            return startPayment(with: recent, submitted: true)
        }
        guard let listed = snapshot.banks.first(where: { $0.id == bank.id }), options.canSelect(listed) else { return [] }
        guard options.selection == .confirm else { return startPayment(with: listed, submitted: true) }
        // A selection is only what the customer can see: the current search must list the bank.
        guard snapshot.filteredBanks.contains(where: { $0.id == listed.id }) else { return [] }
        snapshot.selectedBank = listed
        return []
    }

    private mutating func submit() -> [BankSelectorEffect] {
        switch phase {
        case .failed(let bank?):
            return startPayment(with: bank, submitted: false, continuing: true)
        case .failed(nil):
            return startPayment(with: nil, submitted: true, continuing: true)
        case .ready where snapshot.schemePage != nil:
            return startPayment(with: nil, submitted: true)
        case .ready where options.selection == .confirm:
            guard let selected = snapshot.selectedBank else { return [] }
            return startPayment(with: selected, submitted: true)
        default:
            return []
        }
    }

    /// The payment starts with `bank` (none: the scheme's page asks for it). `submitted` when the
    /// customer chose just now, rather than retrying; `continuing` when it is the error screen's
    /// Retry, which continues a payment still open at the bank.
    private mutating func startPayment(with bank: Bank?, submitted: Bool, continuing: Bool = false) -> [BankSelectorEffect] {
        phase = .paying(bank: bank)
        snapshot.cancelledAtTheBank = false
        if let bank {
            snapshot.status = .selected(bank)
            snapshot.selectedBank = bank
        }
        return (submitted ? [.work(.track(.paymentSubmitted))] : [])
            + [.delegate(.paymentStarted), .work(.track(.paymentProcessingStarted)), .work(.pay(bankId: bank?.id, continuing: continuing))]
    }

    /// Stops the fetch or the payment in flight; a list on its way ahead is kept for the next opening.
    private mutating func stopWork() -> [BankSelectorEffect] {
        switch phase {
        case .fetching: phase = .notLoaded
        case .paying(let bank): phase = .failed(bank: bank)
        default: break
        }
        return [.work(.stopFetching), .work(.stopPaying)]
    }

    /// Back at the list (or still loading it) with nothing selected.
    private mutating func clearSelection() {
        if phase.isLoaded { phase = .ready }
        snapshot.status = phase.isLoaded ? .ready : .loading
        snapshot.selectedBank = nil
    }

    private mutating func load(_ catalog: BankCatalog) {
        let banks = catalog.banks
        phase = .ready
        searchIndex = catalog.searchIndex
        searchMemory = nil
        snapshot.status = .ready
        snapshot.banks = banks
        snapshot.recentBankId = configuration.recentBankId
        snapshot.schemePage = schemePage(for: banks)
        applySearch()
    }

    /// The scheme page for a loaded list: the method has one, and the list is empty or the options
    /// always show it. It offers the bank paid with last when that bank is listed and can be chosen
    /// or, with no list, when the scheme's bank table names it.
    private func schemePage(for banks: [Bank]) -> BankSelectorState.SchemePage? {
        guard let schemeMethod = configuration.schemeMethod, options.schemePage == .always || options.arranged(banks).isEmpty
        else { return nil }
        let recentId = configuration.recentBankId
        let recentBank: Bank? =
            if let recentId, banks.isEmpty {
                schemeMethod.bankNames[recentId].map { Bank(id: recentId, name: $0, iconUrl: nil, isDisabled: false) }
            } else {
                banks.first { $0.id == recentId && options.canSelect($0) }
            }
        return BankSelectorState.SchemePage(
            schemeName: schemeMethod.name, logoUrl: schemeMethod.logoUrl, amount: schemeMethod.amount,
            currencyCode: schemeMethod.currencyCode, recentBank: recentBank)
    }

    /// The results of the snapshot's search: the banks shown, and whether they match only within a
    /// typo or by another name.
    private mutating func applySearch() {
        let found = searchIndex.searchWithTypos(snapshot.searchQuery, after: searchMemory)
        searchMemory = found.memory
        snapshot.filteredBanks = options.arranged(found.banks)
        snapshot.searchSuggestion = found.withinATypo ? snapshot.filteredBanks.first?.name : nil
        snapshot.aliasMatches = found.aliases.mapValues { .init(name: $0.name, isFormerName: $0.kind == .formerName) }
    }
}
