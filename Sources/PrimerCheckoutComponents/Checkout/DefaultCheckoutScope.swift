import Foundation

/// The checkout: loads the client session, offers its payment methods, and owns navigation,
/// processing, the result and the error screen's actions.
///
/// Every decision is `CheckoutMachine.reduce(_:)`'s, in the checkout's one store (`CheckoutStore`),
/// which holds each bank selector as a child; the scope sends it actions and its streams are
/// projections of the store's snapshot.
@available(iOS 15.0, *)
@MainActor
public final class DefaultCheckoutScope: PrimerCheckoutScope {
    let store: CheckoutStore
    private var scopes: [String: any PrimerPaymentMethodScope] = [:]
    private var bankSelectorConfigurations: [@MainActor (any PrimerBankSelectorScope) -> Void] = []

    init(dependencies: CheckoutDependencies) {
        store = CheckoutStore(dependencies: dependencies)
        store.onScopesCreated = { [weak self] scopes in self?.adopt(scopes) }
    }

    public var paymentMethods: [CheckoutPaymentMethod] { store.machine.paymentMethods }

    public var state: AsyncStream<PrimerCheckoutState> { store.snapshots.stream(\.state) }
    public var route: AsyncStream<CheckoutRoute> { store.snapshots.stream(\.route) }

    /// The current checkout state, without subscribing.
    public var currentState: PrimerCheckoutState { store.snapshots.value.state }
    /// The current screen, without subscribing.
    public var currentRoute: CheckoutRoute { store.snapshots.value.route }

    /// Whether the checkout reached a final state (`success` or `dismissed`): its streams have
    /// ended, its scopes are closed, and nothing it is asked to do moves money or sends a request.
    var isFinished: Bool { store.machine.isFinished }

    public func start() { store.send(.start) }

    public func selectPaymentMethod(_ paymentMethodType: String) throws(PrimerError) {
        guard !isFinished else { return }
        guard scopes[paymentMethodType] != nil else {
            throw PrimerError.unsupported(paymentMethodType)
        }
        store.send(.open(paymentMethodType))
    }

    public func getPaymentMethodScope(for paymentMethodType: String) -> (any PrimerPaymentMethodScope)? {
        scopes[paymentMethodType]
    }

    public func bankSelector(_ configure: @escaping @MainActor (any PrimerBankSelectorScope) -> Void) {
        bankSelectorConfigurations.append(configure)
        for method in paymentMethods {
            if let scope = scopes[method.type] as? any PrimerBankSelectorScope { configure(scope) }
        }
    }

    public func retry() { store.send(.retry) }

    public func chooseOtherPaymentMethod() { store.send(.chooseOtherMethod) }

    public func onDismiss() { store.send(.dismiss) }

    /// Keeps the scopes of the loaded session's methods and lets the merchant configure them.
    private func adopt(_ created: [any PrimerPaymentMethodScope]) {
        for scope in created {
            scopes[scope.paymentMethodType] = scope
            if let bankSelector = scope as? any PrimerBankSelectorScope {
                bankSelectorConfigurations.forEach { $0(bankSelector) }
            }
        }
    }

    /// How long the payment method list shows before the bank lists load behind it: the list's own
    /// first paint goes first, and a customer who taps at once simply gets the ordinary fetch.
    nonisolated static let prefetchDelay: TimeInterval = 0.5
}
