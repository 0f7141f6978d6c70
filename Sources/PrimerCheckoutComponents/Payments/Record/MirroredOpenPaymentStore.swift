import Foundation

/// Keeps every save in this process's memory and in a durable store (the Keychain on iOS). A read
/// prefers what this process saved, so a durable store that refuses its writes (a wrong access
/// group, a test bundle without Keychain access) still leaves the process as safe as memory alone;
/// a relaunched app, whose memory is empty, reads the durable copy.
struct MirroredOpenPaymentStore: OpenPaymentStore {
    let memory: InMemoryOpenPaymentStore
    let durable: any OpenPaymentStore

    func openPayments(for checkoutKey: String) async -> [OpenPayment] {
        let kept = await memory.openPayments(for: checkoutKey)
        return kept.isEmpty ? await durable.openPayments(for: checkoutKey) : kept
    }

    func save(_ payments: [OpenPayment], for checkoutKey: String) async {
        await memory.save(payments, for: checkoutKey)
        await durable.save(payments, for: checkoutKey)
    }
}
