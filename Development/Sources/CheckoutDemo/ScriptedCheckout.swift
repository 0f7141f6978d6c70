import Foundation
@_spi(Renderer) @_spi(Stores) import PrimerCheckoutComponents

/// Scripted mode: one checkout without a terminal UI, ending in one JSON object and an exit status
/// (0 success or ready, 2 failure or dismissed, 64 usage error).
@MainActor
public struct ScriptedCheckout {
    public enum Outcome: String, Sendable, CaseIterable {
        case approve, decline, cancel, pending
        /// Approves, then closes the browser instead of returning: the checkout asks the server,
        /// which says the payment went through.
        case approveThenClose = "approve-then-close"
    }

    public struct Request: Sendable {
        public var method: String
        public var query: String?
        public var pick: Int?
        public var bankId: String?
        public var outcome: Outcome
        public var settings: PrimerSettings
        /// On the scheme's page, continue to the scheme (pay without a bank).
        public var continuesToScheme: Bool

        public init(
            method: String, query: String? = nil, pick: Int? = nil, bankId: String? = nil,
            outcome: Outcome = .approve, settings: PrimerSettings = PrimerSettings(), continuesToScheme: Bool = false
        ) {
            self.continuesToScheme = continuesToScheme
            self.method = method
            self.query = query
            self.pick = pick
            self.bankId = bankId
            self.outcome = outcome
            self.settings = settings
        }
    }

    public static let exitSuccess: Int32 = 0
    public static let exitFailure: Int32 = 2
    /// The customer cancelled at the bank: back at the list, no payment made. Not 0, which a
    /// script reads as paid.
    public static let exitCancelled: Int32 = 3
    public static let exitUsage: Int32 = 64

    let request: Request
    let clientToken: String
    /// Where the run keeps the payments it leaves open: the demo's file, shared by every run.
    let openPayments: any OpenPaymentStore

    /// A run keeping its open payments in `openPayments`, or in its own memory when given none.
    public init(request: Request, clientToken: String, openPayments: (any OpenPaymentStore)? = nil) {
        self.request = request
        self.clientToken = clientToken
        self.openPayments = openPayments ?? InMemoryOpenPaymentStore()
    }

    public func run() async -> (output: ScriptedOutput, exitCode: Int32) {
        var output = ScriptedOutput(state: "failure")
        output.paymentMethodType = request.method
        output.query = request.query
        let customer: SandboxCustomer.Behaviour =
            switch request.outcome {
            case .approve: .press(.approve)
            case .decline: .press(.decline)
            case .cancel: .press(.cancel)
            case .pending: .stayAway
            case .approveThenClose: .pressThenClose(.approve)
            }
        // As a merchant does: told of each payment the server creates, to name one left at the bank.
        let created = CreatedPayments()
        var handlers = PrimerPaymentHandlers()
        handlers.didCreatePayment = { await created.note($0) }
        let checkout: DefaultCheckoutScope
        do throws(PrimerError) {
            checkout = try DefaultCheckoutScope(
                clientToken: clientToken, settings: request.settings,
                redirectHandler: SandboxCustomer(customer), paymentHandlers: handlers, openPayments: openPayments)
        } catch {
            return fail(&output, error, exit: Self.exitFailure)
        }
        checkout.start()
        await until(checkout) { checkout.currentRoute != .loading }
        if case .failure(let failure) = checkout.currentRoute { return fail(&output, failure.error, exit: Self.exitFailure) }
        if checkout.currentRoute == .paymentMethodSelection {
            do throws(PrimerError) {
                try checkout.selectPaymentMethod(request.method)
            } catch {
                return fail(&output, error, exit: Self.exitUsage)
            }
        }
        guard let scope = checkout.getPaymentMethodScope(for: request.method) as? any PrimerBankSelectorScope,
            checkout.currentRoute == .paymentMethod(type: request.method, context: scope.presentationContext)
        else {
            return fail(
                &output, .unsupportedPaymentMethodType(paymentMethodType: request.method, diagnosticsId: UUID().uuidString),
                exit: Self.exitUsage)
        }
        await until(checkout, scope) { scope.currentState.status == .ready || isFailure(checkout.currentRoute) }
        if case .failure(let failure) = checkout.currentRoute { return fail(&output, failure.error, exit: Self.exitFailure) }
        if let query = request.query { scope.search(query: query) }
        let results = scope.currentState.filteredBanks
        output.results = results.map { .init(id: $0.id, name: $0.name, disabled: $0.isDisabled) }
        let showsSchemePage = scope.currentState.schemePage != nil
        if showsSchemePage { output.schemePage = true }
        if showsSchemePage, request.continuesToScheme {
            scope.submit()
        } else {
            guard request.pick != nil || request.bankId != nil else {
                output.state = "ready"
                return (output, Self.exitSuccess)
            }
            let bank: Bank
            switch chooseBank(results: results, all: scope.currentState.banks) {
            case .success(let chosen): bank = chosen
            case .failure(let error): return fail(&output, error, exit: Self.exitUsage)
            }
            output.bank = .init(id: bank.id, name: bank.name)
            scope.selectBank(bank)
        }
        await until(checkout, scope) {
            switch checkout.currentRoute {
            case .success, .failure, .dismissed: true
            case .paymentMethod: scope.currentState.status == .ready
            default: false
            }
        }
        switch checkout.currentRoute {
        case .success(let result):
            output.state = "success"
            output.paymentId = result.paymentId
            output.amount = result.amount
            output.currencyCode = result.currencyCode
            return (output, Self.exitSuccess)
        case .failure(let failure):
            // The bank had not answered by the deadline: the payment stays open there, on record.
            if case .paymentTimedOut = failure.error { output.paymentId = await created.last }
            return fail(&output, failure.error, exit: Self.exitFailure)
        case .paymentMethod:
            output.state = "ready"
            output.error = info(.paymentCancelled(paymentMethodType: request.method, diagnosticsId: UUID().uuidString))
            return (output, Self.exitCancelled)
        default:
            output.state = "dismissed"
            return (output, Self.exitFailure)
        }
    }

    private func chooseBank(results: [Bank], all: [Bank]) -> Result<Bank, PrimerError> {
        let chosen: Bank
        if let pick = request.pick {
            guard results.indices.contains(pick - 1) else {
                let reason =
                    results.isEmpty
                    ? "no bank was found for \"\(request.query ?? "")\": there is no row to pick"
                    : "choose a row from 1 to \(results.count)"
                return .failure(.invalidValue(key: "pick", value: String(pick), reason: reason, diagnosticsId: UUID().uuidString))
            }
            chosen = results[pick - 1]
        } else {
            guard let found = all.first(where: { $0.id == request.bankId }) else {
                return .failure(
                    .invalidValue(
                        key: "bank-id", value: request.bankId, reason: "no bank has this id",
                        diagnosticsId: UUID().uuidString))
            }
            chosen = found
        }
        guard !chosen.isDisabled else {
            return .failure(
                .invalidValue(
                    key: "bank", value: chosen.id, reason: "\(chosen.name) is unavailable",
                    diagnosticsId: UUID().uuidString))
        }
        return .success(chosen)
    }

    private func fail(_ output: inout ScriptedOutput, _ error: PrimerError, exit: Int32) -> (ScriptedOutput, Int32) {
        output.state = "failure"
        output.error = info(error)
        // The payment the server made and the failure names: the one to look up or reconcile.
        switch error {
        case .paymentFailed(_, let paymentId?, _, _, _), .paymentPending(_, let paymentId, _, _, _): output.paymentId = paymentId
        default: break
        }
        return (output, exit)
    }

    private func info(_ error: PrimerError) -> ScriptedOutput.ErrorInfo {
        .init(errorId: error.errorId, description: error.localizedDescription, diagnosticsId: error.diagnosticsId)
    }

    private func isFailure(_ route: CheckoutRoute) -> Bool {
        if case .failure = route { true } else { false }
    }

    /// Waits until `condition` holds, checking it again on every change of the checkout's route
    /// and state and of `scope`'s state (the checkout's own deadlines bound the wait). Returns
    /// when every stream has ended, as they do once the checkout is finished.
    private func until(
        _ checkout: any PrimerCheckoutScope, _ scope: (any PrimerBankSelectorScope)? = nil, _ condition: () -> Bool
    ) async {
        guard !condition() else { return }
        let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
        let watchers = [
            Task { for await _ in checkout.route { continuation.yield() } },
            Task { for await _ in checkout.state { continuation.yield() } },
            Task {
                guard let scope else { return }
                for await _ in scope.state { continuation.yield() }
            },
        ]
        let ended = Task {
            for watcher in watchers { await watcher.value }
            continuation.finish()
        }
        defer {
            watchers.forEach { $0.cancel() }
            ended.cancel()
        }
        for await _ in changes where condition() { return }
    }
}

/// The id of the last payment the server created, as `didCreatePayment` tells it.
private actor CreatedPayments {
    private(set) var last: String?

    func note(_ payment: OpenPayment) {
        last = payment.paymentId
    }
}
