/// One bank list fetched ahead of time, while the customer is still on the payment method list:
/// asked once in the background, kept until the method opens, or handed to an opening that arrived
/// while it was on its way. It never shows anything itself.
@MainActor
final class BankListPrefetch {
    /// What an opening method finds.
    enum Claim {
        /// The list arrived: show it.
        case banks([Bank])
        /// The list is on its way: the arrival handler receives it (`nil` when it failed).
        case onItsWay
        /// Nothing was fetched ahead: fetch now.
        case nothing
    }

    private var task: Task<Void, Never>?
    private var banks: [Bank]?
    private var onArrival: (@MainActor ([Bank]?) -> Void)?

    deinit {
        task?.cancel()
    }

    /// Whether a list arrived and waits for the method to open.
    var isReady: Bool { banks != nil }
    /// Whether an opening waits for the list on its way.
    var isAwaited: Bool { onArrival != nil }
    /// Whether no list is on its way or waiting.
    var isIdle: Bool { task == nil && banks == nil }

    /// Fetches with `fetch` in the background, unless a fetch is on its way or arrived already.
    func start(_ fetch: @escaping @Sendable () async throws(PrimerError) -> [Bank]) {
        guard isIdle else { return }
        task = Task { [weak self] in
            let banks: [Bank]?
            do throws(PrimerError) {
                banks = try await fetch()
            } catch {
                banks = nil
            }
            guard !Task.isCancelled else { return }
            self?.arrive(banks)
        }
    }

    /// Takes what was fetched ahead for an opening method; `onArrival` gets a list still on its way.
    func claim(onArrival: @escaping @MainActor ([Bank]?) -> Void) -> Claim {
        if let banks {
            self.banks = nil
            return .banks(banks)
        }
        guard task != nil else { return .nothing }
        self.onArrival = onArrival
        return .onItsWay
    }

    /// The opening no longer waits (cancelled, left); a list on its way is kept for the next opening.
    func stopWaiting() {
        onArrival = nil
    }

    /// Stops everything: the checkout is finished.
    func cancel() {
        task?.cancel()
        task = nil
        banks = nil
        onArrival = nil
    }

    private func arrive(_ banks: [Bank]?) {
        task = nil
        guard let onArrival else {
            self.banks = banks
            return
        }
        self.onArrival = nil
        onArrival(banks)
    }
}
