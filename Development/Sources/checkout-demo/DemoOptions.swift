import ArgumentParser
import CheckoutDemo
import PrimerCheckoutComponents

/// `--method`: the bank-selector methods the checkout offers.
enum PaymentMethodOption: String, CaseIterable, ExpressibleByArgument {
    case ideal = "ADYEN_IDEAL"
    case dotpay = "ADYEN_DOTPAY"
}

/// `--dismissal`: how the customer may close the checkout.
enum DismissalOption: String, CaseIterable, ExpressibleByArgument {
    case gestures
    case closeButton = "close-button"
    /// No gestures: Esc leaves the payment method list open; `q` is its Cancel.
    case closeButtonOnly = "close-button-only"

    var mechanisms: [DismissalMechanism] {
        switch self {
        case .gestures: [.gestures]
        case .closeButton: [.gestures, .closeButton]
        case .closeButtonOnly: [.closeButton]
        }
    }
}

/// `--outcome`: what the scripted customer does at the sandbox bank.
enum OutcomeOption: String, CaseIterable, ExpressibleByArgument {
    case approve, decline, cancel, pending
    case approveThenClose = "approve-then-close"

    var outcome: ScriptedCheckout.Outcome {
        switch self {
        case .approve: .approve
        case .decline: .decline
        case .cancel: .cancel
        case .pending: .pending
        case .approveThenClose: .approveThenClose
        }
    }
}

/// `--offline-banks`: what the bank list does with offline banks.
enum OfflineBanksOption: String, CaseIterable, ExpressibleByArgument {
    case dimAndBlock = "dim-and-block"
    case labelOnly = "label-only"
    case hide

    var policy: BankSelectorOptions.OfflineBanks {
        switch self {
        case .dimAndBlock: .dimAndBlock
        case .labelOnly: .labelOnly
        case .hide: .hide
        }
    }
}
