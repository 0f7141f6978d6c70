import Foundation

/// The screen the checkout shows now, with everything on it; renderers only draw it.
public enum CheckoutScreenModel: Equatable, Sendable {
    /// A payment method in the list.
    public struct PaymentMethodItem: Equatable, Sendable {
        public let type: String
        public let name: String
    }

    case loading(message: String)
    case paymentMethodList(title: String, amount: String?, items: [PaymentMethodItem], emptyMessage: String?)
    case bankSelector(paymentMethodType: String, BankSelectorScreenModel)
    case processing(message: String)
    case awaitingBank(title: String, message: String, redirectUrl: URL)
    case success(title: String, amount: String?, reference: String)
    case failure(title: String, message: String, retry: String, chooseOther: String?)
    case dismissed

    /// Computes the screen for the checkout's current route and state.
    @MainActor
    public init(checkout: DefaultCheckoutScope, strings: CheckoutComponentsStrings) {
        let amount: String? = if case .ready(let total, let currency) = checkout.currentState {
            strings.formattedAmount(total, currencyCode: currency)
        } else {
            nil
        }
        switch checkout.currentRoute {
        case .loading:
            self = .loading(message: strings.checkoutLoading)
        case .paymentMethodSelection:
            self = .paymentMethodList(
                title: strings.paymentMethodSelectionTitle, amount: amount.map(strings.paymentMethodSelectionAmount),
                items: checkout.paymentMethods.map { PaymentMethodItem(type: $0.type, name: $0.name) },
                emptyMessage: checkout.paymentMethods.isEmpty ? strings.noPaymentMethods : nil)
        case .paymentMethod(let type, _):
            if let scope = checkout.getPaymentMethodScope(for: type) as? DefaultBankSelectorScope {
                self = .bankSelector(paymentMethodType: type, BankSelectorScreenModel(
                    state: scope.currentState, presentationContext: scope.presentationContext,
                    dismissalMechanism: scope.dismissalMechanism, strings: strings))
            } else {
                self = .loading(message: strings.checkoutLoading)
            }
        case .processing:
            self = .processing(message: strings.processing)
        case .awaitingBank(_, let url):
            self = .awaitingBank(title: strings.awaitingBankTitle, message: strings.awaitingBankMessage, redirectUrl: url)
        case .success(let result):
            self = .success(
                title: strings.successTitle,
                amount: result.amount.map { strings.successAmount(strings.formattedAmount($0, currencyCode: result.currencyCode ?? "")) },
                reference: strings.successReference(result.paymentId))
        case .failure(let failure):
            self = .failure(
                title: failure.kind == .loadFailure ? strings.loadFailureTitle : strings.paymentFailureTitle,
                message: failure.error.localizedDescription, retry: strings.retry,
                chooseOther: failure.canChooseOtherPaymentMethod ? strings.chooseOtherPaymentMethod : nil)
        case .dismissed:
            self = .dismissed
        }
    }
}
