import Combine
@_spi(Renderer) import PrimerCheckoutComponents

/// Publishes the presenter's screen to SwiftUI.
@MainActor
final class CheckoutViewModel: ObservableObject {
    let presenter: CheckoutPresenter
    @Published private(set) var screen: CheckoutScreenModel

    init(presenter: CheckoutPresenter) {
        self.presenter = presenter
        screen = presenter.screen
        presenter.onChange = { [weak self] screen in self?.screen = screen }
    }

    deinit {
        // The view is gone for good (its sheet swiped down, the merchant's screen left; a browser
        // sheet over it is not this): nothing can draw the checkout any more, so it ends here and
        // `onCompletion` hears how. A checkout that already ended is not reported again.
        Task { @MainActor [presenter] in presenter.close() }
    }
}
