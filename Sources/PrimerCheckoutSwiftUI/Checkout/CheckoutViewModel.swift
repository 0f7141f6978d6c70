import Combine
@_spi(Renderer) import PrimerCheckoutComponents

/// Publishes the presenter's screen to SwiftUI, and holds the checkout while the view lives: a view
/// gone for good (its sheet swiped down, the merchant's screen left) ends it.
@MainActor
final class CheckoutViewModel: ObservableObject {
    let presenter: CheckoutPresenter
    @Published private(set) var screen: CheckoutScreenModel
    private let hold: CheckoutPresenter.Hold

    init(presenter: CheckoutPresenter) {
        self.presenter = presenter
        hold = presenter.hold()
        screen = presenter.screen
        presenter.onChange = { [weak self] screen in self?.screen = screen }
    }
}
