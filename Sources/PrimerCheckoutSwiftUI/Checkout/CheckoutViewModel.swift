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
}
