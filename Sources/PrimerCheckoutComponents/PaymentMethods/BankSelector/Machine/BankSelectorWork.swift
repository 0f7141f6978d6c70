/// What a bank selector asks the world to do: the checkout's store runs it and reports its results
/// back as the selector's actions.
indirect enum BankSelectorWork: Equatable, Sendable {
    /// Fetch the list for the opening (with retries; its end is `.fetched`).
    case fetchBanks
    /// Fetch the list in the background (one attempt; its end is `.fetchedAhead`).
    case fetchBanksAhead
    /// Stop the opening's fetch (a background fetch keeps coming).
    case stopFetching
    /// Stop the background fetch.
    case stopFetchingAhead
    /// Pay with the bank of this id, or with none (the scheme's page asks); its end is `.paid`, its
    /// steps `.progress`. `continuing` after the error screen's Retry: a payment still open at the
    /// bank is followed again rather than reported as not confirmed.
    case pay(bankId: String?, continuing: Bool)
    /// Stop the payment in flight.
    case stopPaying
    /// Report an analytics event.
    case track(AnalyticsEventType)
    /// Remember the bank paid with, for the next checkout.
    case rememberBank(id: String)
}
