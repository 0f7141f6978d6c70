import Foundation

/// Everything the bank selector screen shows, computed from its state; renderers only draw it.
public struct BankSelectorScreenModel: Equatable, Sendable {
    /// The title bar: title and navigation buttons.
    public struct Header: Equatable, Sendable {
        public let title: String
        /// The back button, shown only when the screen was opened from the payment method list.
        public let backButton: AccessibilityConfiguration?
        /// The cancel button (FR-009): always when the bank selector is presented directly, so the
        /// customer always has a way out; from the payment method list only when the dismissal
        /// mechanism includes `.closeButton`.
        public let cancelButton: AccessibilityConfiguration?
        public let accessibility: AccessibilityConfiguration
    }

    /// The search field.
    public struct SearchField: Equatable, Sendable {
        public let text: String
        public let placeholder: String
        public let accessibility: AccessibilityConfiguration
    }

    /// One bank row.
    public struct Row: Equatable, Sendable, Identifiable {
        public let bank: Bank
        /// The search the row was found with.
        public let query: String
        /// "Unavailable" for an offline bank.
        public let unavailableText: String?
        public let accessibility: AccessibilityConfiguration

        public var id: String { bank.id }
        public var name: String { bank.name }
        public var iconUrl: URL? { bank.iconUrl }
        public var isDisabled: Bool { bank.isDisabled }
        /// Character offsets of the name that the search matched, computed on demand so a renderer
        /// pays for the rows it draws, not for the whole list.
        public var matchedRanges: [Range<Int>] { SearchHighlighter.matchedRanges(of: query, in: bank.name) }
    }

    /// Exactly one of these fills the screen below the search field.
    public enum Content: Equatable, Sendable {
        case loading(AccessibilityConfiguration)
        case rows([Row])
        case noResults(message: String, accessibility: AccessibilityConfiguration)
        case noBanksAvailable(message: String, accessibility: AccessibilityConfiguration)
    }

    public let header: Header
    public let searchField: SearchField
    public let content: Content
    /// What assistive technology should announce for the current content: "Loading banks",
    /// the result count ("3 banks"), or why the list is empty.
    public let announcement: String
    /// Whether the language runs right to left, so renderers mirror the layout.
    public let isRightToLeft: Bool

    /// Computes the screen for `state`.
    public init(state: BankSelectorState, presentationContext: PresentationContext, dismissalMechanism: [DismissalMechanism],
                strings: CheckoutComponentsStrings) {
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
            accessibility: AccessibilityConfiguration(identifier: Ids.searchBar, label: strings.accessibilitySearchLabel,
                                                      hint: strings.accessibilitySearchHint, traits: .searchField))
        content = Self.content(for: state, strings: strings)
        isRightToLeft = strings.isRightToLeft
        announcement = switch content {
        case .loading(let accessibility): accessibility.label
        case .rows(let rows): strings.bankCount(rows.count)
        case .noResults(_, let accessibility): accessibility.label
        case .noBanksAvailable(let message, _): message
        }
    }

    private static func content(for state: BankSelectorState, strings: CheckoutComponentsStrings) -> Content {
        typealias Ids = AccessibilityIdentifiers.BankSelector
        if state.status == .loading {
            return .loading(AccessibilityConfiguration(identifier: Ids.loadingIndicator, label: strings.accessibilityLoading,
                                                       traits: [.staticText, .updatesFrequently]))
        }
        if state.banks.isEmpty {
            return .noBanksAvailable(message: strings.bankSelectorNoBanksAvailable, accessibility: AccessibilityConfiguration(
                identifier: Ids.noBanks, label: strings.bankSelectorNoBanksAvailable, traits: .staticText))
        }
        if state.filteredBanks.isEmpty {
            return .noResults(message: strings.bankSelectorEmptyState, accessibility: AccessibilityConfiguration(
                identifier: Ids.emptyState, label: strings.accessibilityEmptyState, traits: .staticText))
        }
        var identifiers = Set<String>()
        return .rows(state.filteredBanks.map { bank in
            var identifier = Ids.bankItem(bank.id)
            var suffix = 2
            while !identifiers.insert(identifier).inserted {
                identifier = Ids.bankItem("\(bank.id)_\(suffix)")
                suffix += 1
            }
            var traits: AccessibilityConfiguration.Traits = .button
            if bank.isDisabled { traits.insert(.notEnabled) }
            if state.selectedBank?.id == bank.id { traits.insert(.selected) }
            return Row(
                bank: bank,
                query: state.searchQuery,
                unavailableText: bank.isDisabled ? strings.bankSelectorBankUnavailable : nil,
                accessibility: AccessibilityConfiguration(
                    identifier: identifier,
                    label: bank.isDisabled ? strings.accessibilityBankItemDisabled(bank.name) : bank.name,
                    hint: bank.isDisabled ? nil : strings.accessibilityBankItemHint,
                    traits: traits))
        })
    }
}
