/// Where one bank selector is. Each case holds only what is true in it, so a loaded list with a
/// fetch in flight, or two payments at once, cannot be written down.
indirect enum BankSelectorPhase: Equatable, Sendable {
    /// No list: not opened yet, its fetch failed (the error screen offers a retry) or was stopped.
    case notLoaded
    /// The list is being fetched for an opening; `awaitingAhead` when the opening waits for the
    /// list already fetched ahead instead of asking itself.
    case fetching(awaitingAhead: Bool)
    /// The list (or the scheme page) is shown and nothing is being paid.
    case ready
    /// A payment is in flight, with `bank` or, on the scheme page, with none (`nil`).
    case paying(bank: Bank?)
    /// The payment with `bank` failed; the error screen's Retry pays again with it.
    case failed(bank: Bank?)
    /// The checkout finished: nothing changes any more.
    case closed

    /// Whether the list has arrived.
    var isLoaded: Bool {
        switch self {
        case .ready, .paying, .failed: true
        case .notLoaded, .fetching, .closed: false
        }
    }
}
