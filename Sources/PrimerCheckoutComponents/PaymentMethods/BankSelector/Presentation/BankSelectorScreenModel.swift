import Foundation

/// Everything the bank selector screen shows, computed from its state; renderers only draw it.
@_spi(Renderer) public final class BankSelectorScreenModel: Equatable, Sendable {
    /// The title bar: title and navigation buttons.
    public struct Header: Equatable, Sendable {
        /// "Choose your bank".
        public let title: String
        /// The back button, shown only when the screen was opened from the payment method list.
        public let backButton: AccessibilityConfiguration?
        /// The cancel button (FR-009): always when the bank selector is presented directly, so the
        /// customer always has a way out; from the payment method list only when the dismissal
        /// mechanism includes `.closeButton`.
        public let cancelButton: AccessibilityConfiguration?
        /// The title as a heading.
        public let accessibility: AccessibilityConfiguration
    }

    /// The search field.
    public struct SearchField: Equatable, Sendable {
        /// What the customer typed.
        public let text: String
        /// "Search banks", shown while the field is empty.
        public let placeholder: String
        /// The field's label, hint and search-field trait.
        public let accessibility: AccessibilityConfiguration
        /// "Clear search": the field's clear (×) button, while it holds text; `nil` when it is empty.
        public let clearButton: AccessibilityConfiguration?
    }

    /// One bank row.
    public struct Row: Equatable, Sendable, Identifiable {
        /// The bank the row pays with.
        public let bank: Bank
        /// The search the row was found with.
        public let query: String
        /// "Unavailable" for an offline bank.
        public let unavailableText: String?
        /// When the search found the bank by another name: "formerly Getin Bank", or the brand it
        /// matched ("VeloBank").
        public let aliasNote: String?
        /// The row's label (the bank's name, then the alias note when there is one), hint and traits.
        public let accessibility: AccessibilityConfiguration

        /// Whether tapping the row pays with the bank: false for an offline bank unless the
        /// checkout's `BankSelectorOptions` let offline banks be chosen (`.labelOnly`).
        public let isSelectable: Bool
        /// Whether the row is the selected bank (the `.confirm` selection): choosing it again
        /// continues with it.
        public let isSelected: Bool

        /// The bank's id.
        public var id: String { bank.id }
        /// The bank's name.
        public var name: String { bank.name }
        /// The bank's logo, when it has one.
        public var iconUrl: URL? { bank.iconUrl }
        /// Whether the bank is offline ("Unavailable"); see `isSelectable` for whether it can be chosen.
        public var isDisabled: Bool { bank.isDisabled }
        /// How opaque the row is drawn: a bank that cannot be chosen is faded, except for a customer
        /// who turned on Increase Contrast, who is told by its secondary text and "Unavailable".
        package func opacity(increasedContrast: Bool) -> Double {
            isSelectable || increasedContrast ? 1 : 0.6
        }
        /// Character offsets of the name that the search matched, computed on demand so a renderer
        /// pays for the rows it draws, not for the whole list.
        public var matchedRanges: [Range<Int>] { SearchHighlighter.matchedRanges(of: query, in: bank.name) }
        /// The name cut into runs of matched and unmatched characters, in order, for renderers that
        /// emphasise what the search matched.
        public var nameSegments: [NameSegment] {
            let ranges = matchedRanges
            var segments: [NameSegment] = []
            for (offset, character) in bank.name.enumerated() {
                let isMatch = ranges.contains { $0.contains(offset) }
                if let last = segments.last, last.isMatch == isMatch {
                    segments[segments.count - 1].text.append(character)
                } else {
                    segments.append(NameSegment(text: String(character), isMatch: isMatch))
                }
            }
            return segments
        }
        /// Up to two letters standing in for the bank's logo while it loads or when it has none:
        /// the initials of the first two words, or the first two letters of a one-word name.
        public var monogram: String {
            let words = bank.name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            let letters: [Character] =
                words.count >= 2
                ? [words[0].first, words[1].first].compactMap { $0 }
                : Array((words.first ?? "?").prefix(2))
            return String(letters).uppercased()
        }
        /// A stable colour slot for the monogram badge, `0..<6`, the same for the same name everywhere.
        public var badgeTint: Int {
            bank.name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF } % 6
        }
    }

    /// A group of rows under an optional heading: the bank last paid with, the merchant's popular
    /// banks, then all banks.
    public struct Section: Equatable, Sendable, Identifiable {
        /// Which group this is.
        public enum Kind: Hashable, Sendable {
            /// The bank the customer last paid with (`BankSelectorOptions.remembersRecentBank`).
            case recent
            /// The merchant's highlighted banks (`BankSelectorOptions.highlightedBankIds`).
            case popular
            /// Every other bank, or every bank when there is no other section.
            case allBanks
        }

        /// Which group this is.
        public let kind: Kind
        /// The heading, when the screen has more than one section; a header for assistive technology.
        public let header: AccessibilityConfiguration?
        /// The section's rows, in order; every row of the screen is in exactly one section.
        public let rows: [Row]

        /// The section's kind.
        public var id: Kind { kind }
    }

    /// "Did you mean …?": offered when the results match the search only within a typo; choosing it
    /// searches for `query`.
    public struct Suggestion: Equatable, Sendable {
        /// "Did you mean Rabobank?".
        public let text: String
        /// The bank name to search for instead.
        public let query: String
        /// A button labelled with `text`.
        public let accessibility: AccessibilityConfiguration
    }

    /// The scheme's own bank page (iDEAL 2.0), shown instead of the search field and the list: the
    /// customer continues to the scheme and picks the bank there, or pays with the bank they used last.
    public struct SchemePage: Equatable, Sendable {
        /// The scheme's name, e.g. "iDEAL".
        public let schemeName: String
        /// The scheme's logo, when the configuration has one.
        public let logoUrl: URL?
        /// The amount to pay, formatted for the checkout's locale.
        public let amount: String
        /// "You choose your bank on the iDEAL page."
        public let message: String
        /// "Continue to iDEAL": pays without a bank (`submit()`); the customer picks it on the scheme's page.
        public let continueButton: AccessibilityConfiguration
        /// The bank the customer paid with last, offered first; choosing it (`selectBank(_:)`) pays
        /// with it at once and skips the choice on the scheme's page.
        public let recentBank: Bank?
        /// "Pay with {bank}" for `recentBank`.
        public let recentBankButton: AccessibilityConfiguration?

        /// Creates the scheme page for `schemeName`, offering `recentBank` first when there is one.
        public init(schemeName: String, logoUrl: URL?, amount: String, recentBank: Bank?, strings: CheckoutComponentsStrings) {
            typealias Ids = AccessibilityIdentifiers.BankSelector
            self.schemeName = schemeName
            self.logoUrl = logoUrl
            self.amount = amount
            self.recentBank = recentBank
            message = strings.bankSelectorHubMessage(schemeName)
            continueButton = AccessibilityConfiguration(
                identifier: Ids.schemePageContinueButton, label: strings.bankSelectorContinueTo(schemeName), traits: .button)
            recentBankButton = recentBank.map { bank in
                AccessibilityConfiguration(
                    identifier: Ids.schemePageRecentBankButton, label: strings.bankSelectorPayWith(bank.name), traits: .button)
            }
        }
    }

    /// A run of a bank name's characters that the search matched, or did not.
    public struct NameSegment: Equatable, Sendable {
        /// The characters of this run.
        public var text: String
        /// Whether the search matched them.
        public var isMatch: Bool

        /// Creates a run.
        public init(text: String, isMatch: Bool) {
            self.text = text
            self.isMatch = isMatch
        }
    }

    /// Exactly one of these fills the screen below the search field.
    public indirect enum Content: Equatable, Sendable {
        /// The bank list is loading.
        case loading(AccessibilityConfiguration)
        /// The banks that match the search, best match first.
        case rows([Row])
        /// "No banks found": nothing matches the search.
        case noResults(message: String, accessibility: AccessibilityConfiguration)
        /// "No banks available": the method offers no bank at all.
        case noBanksAvailable(message: String, accessibility: AccessibilityConfiguration)
    }

    /// The title bar.
    public let header: Header
    /// The search field.
    public let searchField: SearchField
    /// What fills the screen below the search field. Its rows are in display order: a popular
    /// section's rows first.
    public let content: Content
    /// "Did you mean …?" above rows that match the search only within a typo.
    public let suggestion: Suggestion?
    /// The "Clear search" button of the "No banks found" state.
    public let clearSearchButton: AccessibilityConfiguration?
    /// "Continue to {bank}": in the `.confirm` selection mode, the button that pays with the selected
    /// bank (`submit()`); `nil` until a bank is selected.
    public let confirmButton: AccessibilityConfiguration?
    /// The rows of `content` in sections, with headings when there is more than one; empty unless
    /// `content` is `.rows`.
    public let sections: [Section]
    /// "The payment was cancelled. Nothing was charged.", above the list after the customer
    /// cancelled at the bank, until they search or choose again; `nil` otherwise.
    public let notice: String?
    /// What assistive technology should announce for the current content: the notice, then
    /// "Loading banks", the result count ("3 banks") with the suggestion, or why the list is empty.
    public let announcement: String
    /// Whether the language runs right to left, so renderers mirror the layout.
    public let isRightToLeft: Bool
    /// The scheme's page screen ("Continue to iDEAL"), drawn instead of the search field and
    /// `content` when set: for iDEAL when its bank list is empty, or always when the checkout's
    /// `BankSelectorOptions.schemePage` says so.
    public let schemePage: SchemePage?

    /// Whether both draw the same screen.
    public static func == (lhs: BankSelectorScreenModel, rhs: BankSelectorScreenModel) -> Bool {
        lhs.header == rhs.header && lhs.searchField == rhs.searchField && lhs.content == rhs.content
            && lhs.suggestion == rhs.suggestion && lhs.clearSearchButton == rhs.clearSearchButton
            && lhs.confirmButton == rhs.confirmButton && lhs.sections == rhs.sections && lhs.notice == rhs.notice
            && lhs.announcement == rhs.announcement && lhs.isRightToLeft == rhs.isRightToLeft && lhs.schemePage == rhs.schemePage
    }

    /// The bank that Return / Enter in the search field chooses (`selectBank(_:)`): the only bank
    /// listed, when it is available; `nil` otherwise. It pays at once with the `.immediate`
    /// selection and only selects the bank with `.confirm`.
    public var bankForReturnKey: Bank? {
        guard case .rows(let rows) = content, rows.count == 1, rows[0].isSelectable else { return nil }
        return rows[0].bank
    }

    /// Computes the screen for `state` alone: its list arranged as `state.options` say (offline banks
    /// left out, labelled or moved last; the recent and popular banks first while the search is
    /// empty), its suggestion and alias notes, and its scheme page, which replaces the list when set.
    public init(
        state: BankSelectorState, presentationContext: PresentationContext, dismissalMechanism: [DismissalMechanism],
        strings: CheckoutComponentsStrings
    ) {
        let options = state.options
        schemePage = state.schemePage.map { page in
            SchemePage(
                schemeName: page.schemeName, logoUrl: page.logoUrl,
                amount: strings.formattedAmount(page.amount, currencyCode: page.currencyCode), recentBank: page.recentBank,
                strings: strings)
        }
        typealias Ids = AccessibilityIdentifiers.BankSelector
        header = Header(
            title: strings.bankSelectorTitle,
            backButton: presentationContext.shouldShowBackButton
                ? AccessibilityConfiguration(identifier: Ids.backButton, label: strings.back, traits: .button) : nil,
            cancelButton: presentationContext == .direct || dismissalMechanism.contains(.closeButton)
                ? AccessibilityConfiguration(identifier: Ids.cancelButton, label: strings.cancel, traits: .button) : nil,
            accessibility: AccessibilityConfiguration(identifier: Ids.container, label: strings.bankSelectorTitle, traits: .header))
        searchField = SearchField(
            text: state.searchQuery, placeholder: strings.bankSelectorSearchPlaceholder,
            accessibility: AccessibilityConfiguration(
                identifier: Ids.searchBar, label: strings.accessibilitySearchLabel,
                hint: strings.accessibilitySearchHint, traits: .searchField),
            clearButton: state.searchQuery.isEmpty
                ? nil
                : AccessibilityConfiguration(identifier: Ids.searchClearButton, label: strings.bankSelectorClearSearch, traits: .button))
        let order = DisplayOrder(
            banks: state.filteredBanks, query: state.searchQuery, options: options, recentBankId: state.recentBankId)
        let aliasNotes = state.aliasMatches.mapValues { match in
            match.isFormerName ? strings.bankSelectorFormerly(match.name) : match.name
        }
        let content = Self.content(for: state, order: order, options: options, aliasNotes: aliasNotes, strings: strings)
        self.content = content
        sections = Self.sections(of: content, order: order, strings: strings)
        if case .rows = content, !state.searchQuery.isEmpty, let name = state.searchSuggestion {
            let text = strings.bankSelectorDidYouMean(name)
            suggestion = Suggestion(
                text: text, query: name, accessibility: AccessibilityConfiguration(identifier: Ids.suggestion, label: text, traits: .button)
            )
        } else {
            suggestion = nil
        }
        confirmButton =
            if options.selection == .confirm, state.status == .ready, let selected = state.selectedBank,
                order.banks.contains(selected)
            {
                AccessibilityConfiguration(
                    identifier: Ids.confirmButton, label: strings.bankSelectorContinueTo(selected.name), traits: .button)
            } else {
                nil
            }
        clearSearchButton =
            if case .noResults = content {
                AccessibilityConfiguration(identifier: Ids.clearSearchButton, label: strings.bankSelectorClearSearch, traits: .button)
            } else {
                nil
            }
        isRightToLeft = strings.isRightToLeft
        notice = state.cancelledAtTheBank && schemePage == nil ? strings.bankSelectorPaymentCancelled : nil
        let described =
            if let schemePage {
                schemePage.message
            } else {
                switch content {
                case .loading(let accessibility): accessibility.label
                // The suggestion is as much the result as the count: a screen reader hears both.
                case .rows(let rows): [strings.bankCount(rows.count), suggestion?.text].compactMap { $0 }.joined(separator: ". ")
                case .noResults(_, let accessibility): accessibility.label
                case .noBanksAvailable(let message, _): message
                }
            }
        announcement = [notice, described].compactMap { $0 }.joined(separator: " ")
    }

    /// Computes the screen of `scope` for `state` (its current state when `nil`), with the
    /// scope's presentation and dismissal.
    @MainActor
    public convenience init(scope: any PrimerBankSelectorScope, state: BankSelectorState? = nil, strings: CheckoutComponentsStrings) {
        self.init(
            state: state ?? scope.currentState, presentationContext: scope.presentationContext,
            dismissalMechanism: scope.dismissalMechanism, strings: strings)
    }

    /// The rows in sections: with an empty search, the recent bank, the popular banks, then all others.
    private static func sections(of content: Content, order: DisplayOrder, strings: CheckoutComponentsStrings) -> [Section] {
        guard case .rows(let rows) = content else { return [] }
        guard order.recentCount + order.popularCount > 0 else { return [Section(kind: .allBanks, header: nil, rows: rows)] }
        typealias Ids = AccessibilityIdentifiers.BankSelector
        func section(_ kind: Section.Kind, _ name: String, _ label: String, _ rows: ArraySlice<Row>) -> Section? {
            rows.isEmpty
                ? nil
                : Section(
                    kind: kind, header: AccessibilityConfiguration(identifier: Ids.sectionHeader(name), label: label, traits: .header),
                    rows: Array(rows))
        }
        let popularEnd = order.recentCount + order.popularCount
        let sections = [
            section(.recent, "recent", strings.bankSelectorSectionRecent, rows[0..<order.recentCount]),
            section(.popular, "popular", strings.bankSelectorSectionPopular, rows[order.recentCount..<popularEnd]),
            section(.allBanks, "all_banks", strings.bankSelectorSectionAllBanks, rows[popularEnd...]),
        ].compactMap { $0 }
        // A heading names a group among others: a screen with one group (every bank popular, a
        // one-bank list that is the recent bank) has none.
        guard sections.count == 1, let only = sections.first else { return sections }
        return [Section(kind: only.kind, header: nil, rows: only.rows)]
    }

    private static func content(
        for state: BankSelectorState, order: DisplayOrder, options: BankSelectorOptions, aliasNotes: [String: String],
        strings: CheckoutComponentsStrings
    ) -> Content {
        typealias Ids = AccessibilityIdentifiers.BankSelector
        if state.status == .loading {
            return .loading(
                AccessibilityConfiguration(
                    identifier: Ids.loadingIndicator, label: strings.accessibilityLoading,
                    traits: [.staticText, .updatesFrequently]))
        }
        if options.arranged(state.banks).isEmpty {
            return .noBanksAvailable(
                message: strings.bankSelectorNoBanksAvailable,
                accessibility: AccessibilityConfiguration(
                    identifier: Ids.noBanks, label: strings.bankSelectorNoBanksAvailable, traits: .staticText))
        }
        if order.banks.isEmpty {
            return .noResults(
                message: strings.bankSelectorEmptyState,
                accessibility: AccessibilityConfiguration(
                    identifier: Ids.emptyState, label: strings.accessibilityEmptyState, traits: .staticText))
        }
        var identifiers = Set<String>()
        return .rows(
            order.banks.map { bank in
                var identifier = Ids.bankItem(bank.id)
                var suffix = 2
                while !identifiers.insert(identifier).inserted {
                    identifier = Ids.bankItem("\(bank.id)_\(suffix)")
                    suffix += 1
                }
                let isSelectable = options.canSelect(bank)
                let isSelected = state.selectedBank?.id == bank.id
                var traits: AccessibilityConfiguration.Traits = .button
                if !isSelectable { traits.insert(.notEnabled) }
                if isSelected { traits.insert(.selected) }
                let aliasNote = aliasNotes[bank.id]
                // The note is on screen, so a screen reader says it too: why a search for "getin" lists VeloBank.
                let spokenName = [bank.name, aliasNote].compactMap { $0 }.joined(separator: ", ")
                return Row(
                    bank: bank,
                    query: state.searchQuery,
                    unavailableText: bank.isDisabled ? strings.bankSelectorBankUnavailable : nil,
                    aliasNote: aliasNote,
                    accessibility: AccessibilityConfiguration(
                        identifier: identifier,
                        label: bank.isDisabled ? strings.accessibilityBankItemDisabled(spokenName) : spokenName,
                        hint: isSelectable ? strings.accessibilityBankItemHint : nil,
                        traits: traits,
                        inputLabels: [bank.name] + [state.aliasMatches[bank.id]?.name].compactMap { $0 }),
                    isSelectable: isSelectable, isSelected: isSelected)
            })
    }
}
