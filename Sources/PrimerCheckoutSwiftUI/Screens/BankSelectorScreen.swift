@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// The bank selector route: draws the presenter's model of the scope's state with the merchant's
/// parts, and sends the customer's actions to the scope.
struct BankSelectorScreen: View {
    let scope: any PrimerBankSelectorScope
    let model: BankSelectorScreenModel
    @State private var query: String

    init(scope: any PrimerBankSelectorScope, model: BankSelectorScreenModel) {
        self.scope = scope
        self.model = model
        _query = State(initialValue: model.searchField.text)
    }

    var body: some View {
        let customization = BankSelectorCustomization(scope: scope)
        if let screen = customization.screen {
            AnyView(screen())
        } else {
            BankSelectorView(
                model: model, customization: customization, query: $query,
                select: { scope.selectBank($0) }, confirm: { scope.submit() }, back: { scope.onBack() }, cancel: { scope.onCancel() }
            )
            .onChange(of: query) { newQuery in scope.search(query: newQuery) }
            .task(id: model.announcement) {
                do {
                    try await Task.sleep(nanoseconds: VoiceOverAnnouncement.settleNanoseconds)
                } catch {
                    return  // Typing went on: a newer announcement replaces this one.
                }
                VoiceOverAnnouncement.post(model.announcement)
            }
        }
    }
}

/// The default bank selector for a screen model: header, search field, and the model's content —
/// rows, loading or an empty state — with the merchant's search bar, rows and empty state where set;
/// or, for iDEAL 2.0, the scheme's page screen.
struct BankSelectorView: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme
    let model: BankSelectorScreenModel
    let customization: BankSelectorCustomization
    @Binding var query: String
    let select: @MainActor (Bank) -> Void
    let confirm: @MainActor () -> Void
    let back: @MainActor () -> Void
    let cancel: @MainActor () -> Void
    /// Whether the default search field holds the keyboard: scrolling the list hands it back.
    @FocusState private var isSearching: Bool
    private static let listTop = "bank-list-top"

    var body: some View {
        VStack(spacing: 0) {
            BankSelectorHeader(header: model.header, back: back, cancel: cancel)
            if let schemePage = model.schemePage {
                SchemePageView(page: schemePage, payWithRecentBank: select, continueToScheme: confirm)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                list
            }
        }
    }

    /// The search field, the content, and the confirm button of the `.confirm` selection mode.
    @ViewBuilder private var list: some View {
        VStack(spacing: 0) {
            if let searchBar = customization.searchBar {
                AnyView(searchBar())
            } else {
                BankSearchField(field: model.searchField, query: $query, isFocused: $isSearching) {
                    if let bank = model.bankForReturnKey { select(bank) }
                }
            }
            if let notice = model.notice {
                Text(verbatim: notice)
                    .font(look.body)
                    .foregroundColor(look.color(look.colors.textSecondary))
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, look.space(\.large))
                    .padding(.vertical, look.space(\.small))
            }
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            if let confirmButton = model.confirmButton {
                ActionButton(title: confirmButton.label, isProminent: true, accessibility: confirmButton, action: confirm)
                    .padding(look.space(\.large))
            }
        }
    }

    @ViewBuilder private var content: some View {
        switch model.content {
        case .loading(let accessibility):
            ProgressView()
                .accessibility(accessibility)
        case .rows:
            if let suggestion = model.suggestion {
                Button {
                    query = suggestion.query
                } label: {
                    Text(verbatim: suggestion.text)
                        .font(look.body)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .tapTarget(alignment: .leading)
                }
                .padding(.horizontal, look.space(\.large))
                .padding(.bottom, look.space(\.small))
                .accessibility(suggestion.accessibility)
            }
            // A new search shows its best match: the list starts again at the top.
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(model.sections) { section in
                            if let header = section.header {
                                Text(verbatim: header.label)
                                    .font(look.footnote)
                                    .foregroundColor(look.color(look.colors.textSecondary))
                                    .padding(.horizontal, look.space(\.large))
                                    .padding(.top, look.space(\.medium))
                                    .accessibility(header)
                            }
                            ForEach(section.rows) { row in
                                BankRowButton(row: row, custom: customization.row) { select(row.bank) }
                                Separator()
                            }
                        }
                    }
                    .id(Self.listTop)
                }
                .keyboardAwayOnScroll($isSearching)
                .onChange(of: model.searchField.text) { _ in proxy.scrollTo(Self.listTop, anchor: .top) }
            }
        case .noResults(let message, let accessibility):
            if let emptyState = customization.emptyState {
                AnyView(emptyState())
            } else {
                VStack(spacing: look.space(\.small)) {
                    EmptyStateView(message: message, accessibility: accessibility)
                    if let clear = model.clearSearchButton {
                        Button {
                            query = ""
                        } label: {
                            Text(verbatim: clear.label)
                                .font(look.body)
                                .tapTarget()
                        }
                        .accessibility(clear)
                    }
                }
            }
        case .noBanksAvailable(let message, let accessibility):
            EmptyStateView(message: message, accessibility: accessibility)
        }
    }
}

/// The title bar with back and cancel exactly as the model says: in one line, or at the
/// accessibility text sizes the buttons above the title, which then has the whole width. As tall
/// as its buttons' tap targets, with or without them.
struct BankSelectorHeader: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme
    @Environment(\.dynamicTypeSize) private var typeSize
    let header: BankSelectorScreenModel.Header
    let back: @MainActor () -> Void
    let cancel: @MainActor () -> Void

    var body: some View {
        Group {
            if typeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: look.space(\.small)) {
                    HStack(spacing: look.space(\.medium)) {
                        backButton
                        Spacer()
                        cancelButton
                    }
                    title
                }
            } else {
                HStack(spacing: look.space(\.medium)) {
                    backButton
                    title
                    Spacer()
                    cancelButton
                }
            }
        }
        .frame(minHeight: TapTarget.minimumSide)
        .padding(.horizontal, look.space(\.large))
        .padding(.vertical, look.space(\.small))
    }

    private var title: some View {
        Text(verbatim: header.title)
            .font(look.headline)
            .accessibility(header.accessibility)
    }

    @ViewBuilder private var backButton: some View {
        if let backButton = header.backButton {
            Button {
                back()
            } label: {
                Image(systemName: "chevron.backward")
                    .tapTarget(alignment: .leading)
            }
            .accessibility(backButton)
        }
    }

    @ViewBuilder private var cancelButton: some View {
        if let cancelButton = header.cancelButton {
            HeaderTextButton(accessibility: cancelButton, action: cancel)
        }
    }
}

/// The search field: no autocorrection or capitalization (bank names), Return pays with the only
/// result, and a clear (×) button while it holds text; as tall as that button's tap target, with or
/// without it, so the field does not grow with the first letter typed.
struct BankSearchField: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme
    let field: BankSelectorScreenModel.SearchField
    @Binding var query: String
    let isFocused: FocusState<Bool>.Binding
    let submit: @MainActor () -> Void

    var body: some View {
        let outline = look.rounded(theme.radius.medium)
        HStack {
            Image(systemName: "magnifyingglass")
                .foregroundColor(look.color(look.colors.textSecondary))
                .accessibilityHidden(true)
            TextField(field.placeholder, text: $query)
                .font(look.body)
                .bankNameInput()
                .focused(isFocused)
                .submitLabel(.search)
                .onSubmit { submit() }
                .accessibility(field.accessibility)
                .padding(.vertical, look.space(\.xsmall))
            if let clear = field.clearButton {
                Button {
                    query = ""
                } label: {
                    Image(systemName: "xmark.circle.fill")
                        .foregroundColor(look.color(look.colors.textSecondary))
                        .tapTarget(alignment: .trailing)
                }
                .buttonStyle(.plain)
                .accessibility(clear)
            }
        }
        .frame(minHeight: TapTarget.minimumSide)
        .padding(.horizontal, look.space(\.small))
        .background(outline.fill(look.color(look.colors.surface)))
        .overlay(outline.stroke(look.color(look.colors.border), lineWidth: CGFloat(theme.borderWidth.thin)))
        .padding(.horizontal, look.space(\.large))
        .padding(.bottom, look.space(\.small))
    }
}

extension View {
    /// Bank names are proper nouns: no autocorrection, and no capitalization where the platform has it.
    @ViewBuilder func bankNameInput() -> some View {
        #if canImport(UIKit)
        textInputAutocapitalization(.never).disableAutocorrection(true)
        #else
        disableAutocorrection(true)
        #endif
    }
}

extension View {
    /// Scrolling the list by hand puts the keyboard away, so the banks it covered show; scrolling
    /// to the top after a search does not. iOS 15 has no scroll setting for it: there a drag on the
    /// list takes the focus from the default search field (`isSearching`); a tap on a row is no drag.
    @ViewBuilder func keyboardAwayOnScroll(_ isSearching: FocusState<Bool>.Binding) -> some View {
        if #available(iOS 16.0, *) {
            scrollDismissesKeyboard(.immediately)
        } else {
            simultaneousGesture(DragGesture().onChanged { _ in isSearching.wrappedValue = false })
        }
    }
}

/// "No banks found" or "No banks available".
struct EmptyStateView: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme
    let message: String
    let accessibility: AccessibilityConfiguration

    var body: some View {
        Text(verbatim: message)
            .font(look.body)
            .foregroundColor(look.color(look.colors.textSecondary))
            .multilineTextAlignment(.center)
            .padding(look.space(\.large))
            .accessibility(accessibility)
    }
}
