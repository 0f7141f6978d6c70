@_spi(Renderer) import PrimerCheckoutComponents

/// A button of the scheme's page screen, in the order the terminal lists them: "Pay with {bank}"
/// first when there is a bank from before, then "Continue to iDEAL".
package enum SchemePageChoice: Equatable, Sendable {
    /// Pays with the bank the customer used last.
    case payWith(Bank, AccessibilityConfiguration)
    /// Pays without a bank; the customer picks it on the scheme's page.
    case continueToScheme(AccessibilityConfiguration)

    /// The buttons of `page`, in order.
    package static func choices(of page: BankSelectorScreenModel.SchemePage) -> [SchemePageChoice] {
        var choices: [SchemePageChoice] = []
        if let bank = page.recentBank, let button = page.recentBankButton { choices.append(.payWith(bank, button)) }
        choices.append(.continueToScheme(page.continueButton))
        return choices
    }

    /// The buttons of `page` and the index of the one `ui` highlights.
    package static func highlighted(in page: BankSelectorScreenModel.SchemePage, ui: TerminalUIState) -> (
        choices: [SchemePageChoice], index: Int
    ) {
        let choices = choices(of: page)
        return (choices, min(max(0, ui.highlightedBank), choices.count - 1))
    }

    /// The button's label and accessibility.
    package var accessibility: AccessibilityConfiguration {
        switch self {
        case .payWith(_, let accessibility), .continueToScheme(let accessibility): accessibility
        }
    }
}
