@_spi(Renderer) extension CheckoutScreenModel {
    /// Every element of the screen that assistive technology reaches, in reading order:
    /// the screen's heading or status first, then each control with its label, hint and traits.
    public var accessibilityElements: [AccessibilityConfiguration] {
        typealias Ids = AccessibilityIdentifiers.Checkout
        switch self {
        case .loading(let message):
            return [AccessibilityConfiguration(identifier: Ids.loading, label: message, traits: [.staticText, .updatesFrequently])]
        case .paymentMethodList(let title, let amount, let items, let empty):
            return [
                AccessibilityConfiguration(
                    identifier: Ids.paymentMethodList, label: [title, amount].compactMap { $0 }.joined(separator: ", "),
                    traits: .header)
            ]
                + (empty.map { [AccessibilityConfiguration(identifier: Ids.paymentMethodList + "_empty", label: $0, traits: .staticText)] }
                    ?? [])
                + items.map { AccessibilityConfiguration(identifier: Ids.paymentMethod($0.type), label: $0.name, traits: .button) }
        case .bankSelector(_, let screen):
            var elements = [screen.header.accessibility]
            elements += [screen.header.backButton, screen.header.cancelButton].compactMap { $0 }
            // The scheme page replaces the search field and the list: a path through it must pay.
            if let page = screen.schemePage {
                elements.append(
                    AccessibilityConfiguration(
                        identifier: AccessibilityIdentifiers.BankSelector.schemePage,
                        label: "\(page.schemeName), \(page.amount)", hint: page.message, traits: .staticText))
                elements += [page.recentBankButton, page.continueButton].compactMap { $0 }
                return elements
            }
            elements.append(screen.searchField.accessibility)
            if let clear = screen.searchField.clearButton { elements.append(clear) }
            switch screen.content {
            case .loading(let element), .noBanksAvailable(_, let element):
                elements.append(element)
            case .noResults(_, let element):
                elements.append(element)
                if let clear = screen.clearSearchButton { elements.append(clear) }
            case .rows:
                if let suggestion = screen.suggestion { elements.append(suggestion.accessibility) }
                for section in screen.sections {
                    if let header = section.header { elements.append(header) }
                    elements += section.rows.map(\.accessibility)
                }
                if let confirm = screen.confirmButton { elements.append(confirm) }
            }
            return elements
        case .processing(let message):
            return [AccessibilityConfiguration(identifier: Ids.processing, label: message, traits: [.staticText, .updatesFrequently])]
        case .awaitingBank(let title, let message, _):
            return [
                AccessibilityConfiguration(
                    identifier: Ids.awaitingBank, label: title, hint: message, traits: [.header, .updatesFrequently])
            ]
        case .success(let title, let amount, let reference):
            return [
                AccessibilityConfiguration(
                    identifier: Ids.success, label: [title, amount, reference].compactMap { $0 }.joined(separator: ". "),
                    traits: .header)
            ]
        case .failure(let screen):
            return [
                AccessibilityConfiguration(identifier: Ids.failure, label: screen.title, hint: screen.message, traits: .header),
                AccessibilityConfiguration(identifier: Ids.failureReference, label: screen.reference, traits: .staticText),
            ]
                + (screen.retry.map { [AccessibilityConfiguration(identifier: Ids.retryButton, label: $0, traits: .button)] } ?? [])
                + (screen.chooseOther.map { [AccessibilityConfiguration(identifier: Ids.chooseOtherButton, label: $0, traits: .button)] }
                    ?? [])
                + [AccessibilityConfiguration(identifier: Ids.closeButton, label: screen.close, traits: .button)]
        case .dismissed:
            return []
        }
    }
}
