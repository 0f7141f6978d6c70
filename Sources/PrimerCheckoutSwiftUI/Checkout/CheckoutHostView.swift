@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// Draws the checkout's current screen model and sends the customer's actions to its scopes.
struct CheckoutHostView: View {
    @StateObject private var viewModel: CheckoutViewModel
    @Environment(\.colorScheme) private var scheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.legibilityWeight) private var legibility
    let theme: PrimerCheckoutTheme
    /// The theme raised for Increase Contrast: worked out once, not on every change of screen.
    private let raisedTheme: PrimerCheckoutTheme

    init(theme: PrimerCheckoutTheme, makeViewModel: @escaping () -> CheckoutViewModel) {
        self.theme = theme
        raisedTheme = theme.increasedContrast
        _viewModel = StateObject(wrappedValue: makeViewModel())
    }

    var body: some View {
        // Increase Contrast and Bold Text: every screen draws the tokens as the customer asked.
        let raised = contrast == .increased ? raisedTheme : theme
        let theme = legibility == .bold ? raised.boldText : raised
        let look = ThemeLook(theme: theme, scheme: scheme)
        screen
            .foregroundColor(look.color(look.colors.textPrimary))
            .background(look.color(look.colors.background))
            // The brand tints every control: Back, Cancel, suggestions, the progress indicator.
            .tint(look.color(look.colors.brand))
            .environment(\.primerTheme, theme)
            // A payment in flight is never swiped away by accident.
            .interactiveDismissDisabled(viewModel.presenter.holdsPresentation)
            .environment(\.layoutDirection, viewModel.presenter.strings.isRightToLeft ? .rightToLeft : .leftToRight)
            .onAppear { viewModel.presenter.start() }
    }

    @ViewBuilder private var screen: some View {
        let presenter = viewModel.presenter
        let model = viewModel.screen
        switch model {
        case .loading(let message):
            ProgressScreen(message: message, accessibility: model.accessibilityElements[0])
        case .paymentMethodList(let title, let amount, let items, let emptyMessage):
            PaymentMethodListScreen(
                title: title, amount: amount, items: items, emptyMessage: emptyMessage,
                accessibility: model.accessibilityElements,
                select: { type in try? presenter.checkout?.selectPaymentMethod(type) },
                cancel: presenter.cancelButton.map { ($0, { @MainActor in presenter.close() }) })
        case .bankSelector(let type, let bankSelector):
            if let scope = presenter.checkout?.getPaymentMethodScope(for: type) as? any PrimerBankSelectorScope {
                // One identity per method: iDEAL's search text must not carry over to Dotpay.
                BankSelectorScreen(scope: scope, model: bankSelector)
                    .id(type)
            }
        case .processing(let message):
            ProgressScreen(message: message, accessibility: model.accessibilityElements[0])
        case .awaitingBank(let title, let message, _):
            ProgressScreen(title: title, message: message, accessibility: model.accessibilityElements[0])
        case .success(let title, let amount, let reference):
            SuccessScreen(title: title, amount: amount, reference: reference, accessibility: model.accessibilityElements[0])
        case .failure(let failure):
            FailureScreen(
                screen: failure, accessibility: model.accessibilityElements,
                retry: { presenter.checkout?.retry() },
                chooseOther: { presenter.checkout?.chooseOtherPaymentMethod() },
                close: { presenter.close() })
        case .dismissed:
            EmptyView()
        }
    }
}
