import Foundation
import PrimerCheckoutComponents

/// What a key asks the terminal app to do besides changing its own UI state.
package enum TerminalEffect: Equatable, Sendable {
    /// Close the checkout and leave the app.
    case quit
    /// Open a payment method from the list.
    case selectPaymentMethod(String)
    /// Pay with a bank.
    case selectBank(Bank)
    /// Pay with the selected bank (the confirm selection mode's "Continue"), or continue to the
    /// scheme's page ("Continue to iDEAL"): the scope's `submit()`.
    case confirm
    /// Search the bank list for this text.
    case search(String)
    /// Go back from the bank selector.
    case back
    /// The error screen's Retry.
    case retry
    /// The error screen's "choose another payment method".
    case chooseOtherPaymentMethod
    /// Approve (or decline) on the sandbox bank page, then return to the app.
    case answerSandboxBankPage(URL, approve: Bool)
    /// Open the bank page in a browser.
    case openInBrowser(URL)
    /// The customer gave up at the bank.
    case cancelAtBank
}
