/// What a bank selector's transition asks for, in order: work for the world, or a message its
/// parent, the checkout's reducer, handles in the same `reduce` call. Only work leaves the reducer.
indirect enum BankSelectorEffect: Equatable, Sendable {
    /// Run this (the checkout's store does).
    case work(BankSelectorWork)
    /// Tell the checkout.
    case delegate(BankSelectorDelegate)
}
