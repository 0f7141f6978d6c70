#if DEBUG
import Foundation
@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

struct CheckoutScreenPreviews: PreviewProvider {
    static var previews: some View {
        let strings = PreviewFixtures.strings()
        let list = CheckoutScreenModel.paymentMethodList(
            title: strings.paymentMethodSelectionTitle,
            amount: strings.paymentMethodSelectionAmount(strings.formattedAmount(1250, currencyCode: "EUR")),
            items: [.init(type: "ADYEN_IDEAL", name: "iDEAL"), .init(type: "ADYEN_DOTPAY", name: "Dotpay")], emptyMessage: nil)
        let loading = CheckoutScreenModel.loading(message: strings.checkoutLoading)
        let awaiting = CheckoutScreenModel.awaitingBank(
            title: strings.awaitingBankTitle, message: strings.awaitingBankMessage,
            redirectUrl: URL(string: "https://bank.example/pay")!)
        let success = CheckoutScreenModel.success(
            title: strings.successTitle, amount: strings.successAmount(strings.formattedAmount(1250, currencyCode: "EUR")),
            reference: strings.successReference(PreviewFixtures.success.paymentId))
        let failure = CheckoutScreenModel.failure(PreviewFixtures.failure)
        return Group {
            if case .paymentMethodList(let title, let amount, let items, let empty) = list {
                PaymentMethodListScreen(
                    title: title, amount: amount, items: items, emptyMessage: empty,
                    accessibility: list.accessibilityElements, select: { _ in }
                )
                .previewDisplayName("Payment methods")
            }
            ProgressScreen(message: strings.checkoutLoading, accessibility: loading.accessibilityElements[0])
                .previewDisplayName("Loading")
            ProgressScreen(
                title: strings.awaitingBankTitle, message: strings.awaitingBankMessage,
                accessibility: awaiting.accessibilityElements[0]
            )
            .previewDisplayName("Waiting for the bank")
            if case .success(let title, let amount, let reference) = success {
                SuccessScreen(title: title, amount: amount, reference: reference, accessibility: success.accessibilityElements[0])
                    .previewDisplayName("Success")
            }
            FailureScreen(
                screen: PreviewFixtures.failure, accessibility: failure.accessibilityElements,
                retry: {}, chooseOther: {}, close: {}
            )
            .previewDisplayName("Payment declined")
            FailureScreen(
                screen: PreviewFixtures.failure, accessibility: failure.accessibilityElements,
                retry: {}, chooseOther: {}, close: {}
            )
            .environment(\.dynamicTypeSize, .accessibility5)
            .previewDisplayName("Payment declined, largest Dynamic Type (scrolls)")
        }
    }
}
#endif
