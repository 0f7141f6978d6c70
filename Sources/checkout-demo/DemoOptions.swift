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

    var mechanisms: [DismissalMechanism] {
        switch self {
        case .gestures: [.gestures]
        case .closeButton: [.gestures, .closeButton]
        }
    }
}

/// `--outcome`: what the scripted customer does at the sandbox bank.
enum OutcomeOption: String, CaseIterable, ExpressibleByArgument {
    case approve, decline, cancel, pending

    var outcome: ScriptedCheckout.Outcome {
        switch self {
        case .approve: .approve
        case .decline: .decline
        case .cancel: .cancel
        case .pending: .pending
        }
    }
}
