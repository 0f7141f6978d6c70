#if DEBUG
import Foundation
@_spi(Renderer) import PrimerCheckoutComponents

/// Screen models from fixture data, so every screen can be looked at in Xcode's previews.
enum PreviewFixtures {
    static let banks = [
        Bank(id: "ABNANL2A", name: "ABN AMRO", iconUrl: nil, isDisabled: false),
        Bank(id: "ASNBNL21", name: "ASN Bank", iconUrl: nil, isDisabled: false),
        Bank(id: "INGBNL2A", name: "ING", iconUrl: nil, isDisabled: false),
        Bank(id: "KNABNL2H", name: "Knab", iconUrl: nil, isDisabled: true),
        Bank(id: "RABONL2U", name: "Rabobank", iconUrl: nil, isDisabled: false),
        Bank(id: "SNSBNL2A", name: "SNS", iconUrl: nil, isDisabled: false),
    ]

    static func strings(_ locale: String = "en-US") -> CheckoutComponentsStrings {
        CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: locale))
    }

    static func bankSelector(
        _ status: BankSelectorState.Status = .ready, query: String = "", banks: [Bank] = banks,
        locale: String = "en-US"
    ) -> BankSelectorScreenModel {
        let folded = query.lowercased()
        let filtered = folded.isEmpty ? banks : banks.filter { $0.name.lowercased().contains(folded) }
        return BankSelectorScreenModel(
            state: BankSelectorState(
                status: status, banks: status == .loading ? [] : banks,
                filteredBanks: status == .loading ? [] : filtered, searchQuery: query),
            presentationContext: .fromPaymentSelection, dismissalMechanism: [.gestures], strings: strings(locale))
    }

    /// The confirm selection with `selected` chosen: its check mark and outline, "Continue to …".
    static func confirmSelection(_ selected: Bank, locale: String = "en-US") -> BankSelectorScreenModel {
        var state = BankSelectorState(status: .ready, banks: banks, filteredBanks: banks, selectedBank: selected)
        state.options = BankSelectorOptions(selection: .confirm)
        return BankSelectorScreenModel(
            state: state, presentationContext: .fromPaymentSelection, dismissalMechanism: [.gestures], strings: strings(locale))
    }

    static func schemePage(recentBank: Bank?, locale: String = "en-US") -> BankSelectorScreenModel {
        var state = BankSelectorState(status: .ready)
        state.schemePage = BankSelectorState.SchemePage(
            schemeName: "iDEAL", logoUrl: nil, amount: 1250, currencyCode: "EUR", recentBank: recentBank)
        return BankSelectorScreenModel(
            state: state, presentationContext: .fromPaymentSelection, dismissalMechanism: [.gestures], strings: strings(locale))
    }

    static let failure = CheckoutScreenModel.FailureScreen(
        failure: CheckoutFailure(
            error: .paymentFailed(
                paymentMethodType: "ADYEN_IDEAL", paymentId: "pay_1", status: "FAILED", reason: "Refused",
                diagnosticsId: "E575-PREVIEW"),
            kind: .paymentFailure, paymentMethodType: "ADYEN_IDEAL", canChooseOtherPaymentMethod: true),
        strings: strings())

    static let success = PaymentResult(
        paymentId: "pay_1", status: "SUCCESS", amount: 1250, currencyCode: "EUR",
        paymentMethodType: "ADYEN_IDEAL")
}
#endif
