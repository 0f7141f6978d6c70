import Foundation
import Testing

@testable import CheckoutDemo
@testable import PrimerCheckoutComponents

@Suite("The demo's open payments file")
struct FileOpenPaymentStoreTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("open-payments-\(UUID().uuidString)")

    private func payment(_ key: String) -> OpenPayment {
        var payment = OpenPayment(
            paymentMethodType: "ADYEN_IDEAL", issuer: "INGBNL2A", idempotencyKey: key, paymentMethodToken: "tok",
            createdAt: Date(timeIntervalSince1970: 1_790_000_000))
        payment.paymentId = "pay_\(key)"
        return payment
    }

    @Test func aSecondStoreOnTheSameFileFindsWhatTheFirstKeptPerCheckoutAndOnlyItsUserCanReadIt() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("open-payments.json")
        await FileOpenPaymentStore(url: url).save([payment("k1")], for: "checkout-a")
        await FileOpenPaymentStore(url: url).save([payment("k2")], for: "checkout-b")

        let relaunched = FileOpenPaymentStore(url: url)
        #expect(await relaunched.openPayments(for: "checkout-a") == [payment("k1")])
        #expect(await relaunched.openPayments(for: "checkout-b") == [payment("k2")])
        #expect(await relaunched.openPayments(for: "checkout-c").isEmpty)
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)

        await relaunched.save([], for: "checkout-a")
        #expect(await FileOpenPaymentStore(url: url).openPayments(for: "checkout-a").isEmpty)
        #expect(await FileOpenPaymentStore(url: url).openPayments(for: "checkout-b") == [payment("k2")])
    }

    @Test func aFileThatCannotBeReadIsKeptAsideNotOverwrittenBySave() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("open-payments.json")
        let damaged = Data(#"{"checkout-a": [{"paymentId": "pay_k1", "#.utf8)
        try damaged.write(to: url)

        await FileOpenPaymentStore(url: url).save([payment("k2")], for: "checkout-b")

        #expect(await FileOpenPaymentStore(url: url).openPayments(for: "checkout-b") == [payment("k2")])
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("open-payments.unreadable-") }
        #expect(aside.count == 1)
        #expect(try aside.first.map { try Data(contentsOf: folder.appendingPathComponent($0)) } == damaged)
    }
}
