import Foundation
import Testing

@testable import PrimerCheckoutComponents

/// A durable store that refuses every write, as the Keychain does for a wrong access group.
private struct RefusingStore: OpenPaymentStore {
    func openPayments(for checkoutKey: String) async -> [OpenPayment] { [] }
    func save(_ payments: [OpenPayment], for checkoutKey: String) async {}
}

/// The default store of a checkout on iOS: this process's memory mirrored to the Keychain (here an
/// in-memory stand-in, since the Keychain cannot run on Linux).
@Suite("Open payments mirrored to a durable store")
struct MirroredOpenPaymentStoreTests {
    private let payment = OpenPayment(
        paymentMethodType: "ADYEN_IDEAL", issuer: "INGBNL2A", idempotencyKey: "key-1", paymentMethodToken: "token-1")

    @Test func aDurableStoreThatRefusesItsWritesStillLeavesTheProcessItsOpenPayments() async {
        let store = MirroredOpenPaymentStore(memory: InMemoryOpenPaymentStore(), durable: RefusingStore())
        await store.save([payment], for: "checkout")
        #expect(await store.openPayments(for: "checkout") == [payment])
    }

    @Test func aRelaunchedAppReadsTheDurableCopy() async {
        let keychain = InMemoryOpenPaymentStore()
        await MirroredOpenPaymentStore(memory: InMemoryOpenPaymentStore(), durable: keychain).save([payment], for: "checkout")
        let relaunched = MirroredOpenPaymentStore(memory: InMemoryOpenPaymentStore(), durable: keychain)
        #expect(await relaunched.openPayments(for: "checkout") == [payment])
    }

    @Test func paymentsTheServerEndedLeaveBothCopies() async {
        let (memory, keychain) = (InMemoryOpenPaymentStore(), InMemoryOpenPaymentStore())
        let store = MirroredOpenPaymentStore(memory: memory, durable: keychain)
        await store.save([payment], for: "checkout")
        await store.save([], for: "checkout")
        #expect(await memory.openPayments(for: "checkout").isEmpty)
        #expect(await keychain.openPayments(for: "checkout").isEmpty)
        #expect(await store.openPayments(for: "checkout").isEmpty)
    }
}
