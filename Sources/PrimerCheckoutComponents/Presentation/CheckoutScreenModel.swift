import Foundation

/// The screen the checkout shows now, with everything on it; renderers only draw it.
@_spi(Renderer) public indirect enum CheckoutScreenModel: Equatable, Sendable {
    /// A payment method in the list.
    public struct PaymentMethodItem: Equatable, Sendable {
        /// The payment method type, e.g. `ADYEN_IDEAL`.
        public let type: String
        /// The name shown, e.g. "iDEAL".
        public let name: String
        /// The method's logo as the client session configures it (iDEAL's co-branded "iDEAL | Wero"
        /// mark in 2026), shown beside the name; `nil` when the session has none.
        public let logoUrl: URL?

        /// Creates an item (previews, custom renderers' tests).
        public init(type: String, name: String, logoUrl: URL? = nil) {
            self.type = type
            self.name = name
            self.logoUrl = logoUrl
        }
    }

    /// The error screen: words chosen by the failure's category, never the error's own text.
    public struct FailureScreen: Equatable, Sendable {
        /// Which kind of failure this is.
        public let category: CheckoutFailure.Category
        /// The heading, e.g. "Payment declined".
        public let title: String
        /// What happened and what the customer can do, in their language.
        public let message: String
        /// "Reference: …" with the diagnostics id, for support; drawn smaller than the message.
        public let reference: String
        /// The Retry button, when trying again can help.
        public let retry: String?
        /// The "choose another payment method" button, when there is another method.
        public let chooseOther: String?
        /// The button that closes the checkout.
        public let close: String

        /// Whether the screen tells of a wait rather than an error: a payment the server has not
        /// finished (`notConfirmed`, or `timedOut`: the bank has not answered yet) is drawn calmly
        /// (an hourglass, secondary text colour), not with the error symbol and colour.
        public var isWait: Bool { category == .notConfirmed || category == .timedOut }

        /// Creates an error screen from its parts (previews, custom renderers' tests).
        public init(
            category: CheckoutFailure.Category, title: String, message: String, reference: String,
            retry: String?, chooseOther: String?, close: String
        ) {
            self.category = category
            self.title = title
            self.message = message
            self.reference = reference
            self.retry = retry
            self.chooseOther = chooseOther
            self.close = close
        }

        /// Computes the error screen for `failure`.
        public init(failure: CheckoutFailure, strings: CheckoutComponentsStrings) {
            self.init(failure: failure, strings: strings, openPaymentName: nil)
        }

        /// What the merchant told the customer with `PaymentCreationDecision.abort(message:)` or
        /// `ManualPaymentDecision.fail(message:)`, unless they left it blank: written for their
        /// customer, in their language.
        private static func merchantsWords(_ error: PrimerError) -> String? {
            guard case .merchantError(let message, _) = error else { return nil }
            let words = message.trimmingCharacters(in: .whitespacesAndNewlines)
            return words.isEmpty ? nil : words
        }

        /// Computes the error screen for `failure`; a payment not confirmed yet is named by
        /// `openPaymentName` (its bank, or its method), and its screen offers "Continue payment"
        /// (Retry; not for a payment the server processes without the customer, whose screen says
        /// so) and "Pay another way" (choose another payment method).
        public init(failure: CheckoutFailure, strings: CheckoutComponentsStrings, openPaymentName: String?) {
            category = failure.category
            title = strings.errorTitle(category)
            reference = strings.errorReference(failure.error.diagnosticsId)
            close = strings.close
            guard category == .notConfirmed else {
                message = Self.merchantsWords(failure.error) ?? strings.errorMessage(category)
                retry = failure.canRetry ? strings.retry : nil
                chooseOther = failure.canChooseOtherPaymentMethod ? strings.chooseOtherPaymentMethod : nil
                return
            }
            if failure.canRetry {
                message = openPaymentName.map(strings.paymentNotConfirmedMessage) ?? strings.errorMessage(category)
                retry = strings.continuePayment
            } else {
                message = strings.paymentProcessingMessage(openPaymentName)
                retry = nil
            }
            chooseOther = failure.canChooseOtherPaymentMethod ? strings.payAnotherWay : nil
        }
    }

    /// The client session is loading.
    case loading(message: String)
    /// The payment methods, under the amount to pay; `emptyMessage` when there is none.
    case paymentMethodList(title: String, amount: String?, items: [PaymentMethodItem], emptyMessage: String?)
    /// A bank selector.
    case bankSelector(paymentMethodType: String, BankSelectorScreenModel)
    /// A payment is being processed.
    case processing(message: String)
    /// The customer is at the bank's page at `redirectUrl`.
    case awaitingBank(title: String, message: String, redirectUrl: URL)
    /// The payment went through: the amount and the payment's reference.
    case success(title: String, amount: String?, reference: String)
    /// The error screen.
    case failure(FailureScreen)
    /// The checkout was closed: nothing to draw.
    case dismissed

    /// Computes the screen for the checkout's current route and state.
    @MainActor
    public init(checkout: any PrimerCheckoutScope, strings: CheckoutComponentsStrings) {
        let amount: String? =
            if case .ready(let total, let currency) = checkout.currentState {
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
                items: checkout.paymentMethods.map { PaymentMethodItem(type: $0.type, name: $0.name, logoUrl: $0.logoUrl) },
                emptyMessage: checkout.paymentMethods.isEmpty ? strings.noPaymentMethods : nil)
        case .paymentMethod(let type, _):
            if let scope = checkout.getPaymentMethodScope(for: type) as? any PrimerBankSelectorScope {
                self = .bankSelector(
                    paymentMethodType: type,
                    BankSelectorScreenModel(scope: scope, strings: strings))
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
            self = .failure(FailureScreen(failure: failure, strings: strings, openPaymentName: Self.openPaymentName(failure, checkout)))
        case .dismissed:
            self = .dismissed
        }
    }

    /// Where the payment a failure leaves open was made: its bank when the method's list names
    /// it, otherwise the method.
    @MainActor
    private static func openPaymentName(_ failure: CheckoutFailure, _ checkout: any PrimerCheckoutScope) -> String? {
        guard case .paymentPending(let type, _, _, let issuer, _) = failure.error else { return nil }
        if let issuer, let scope = checkout.getPaymentMethodScope(for: type) as? any PrimerBankSelectorScope,
            let bank = scope.currentState.banks.first(where: { $0.id == issuer })
        {
            return bank.name
        }
        return checkout.paymentMethods.first { $0.type == type }?.name
    }
}
