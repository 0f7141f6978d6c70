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

    @Test func anEntryThisVersionCannotReadStaysAndTheOthersAreRead() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("open-payments.json")
        let payment = OpenPayment(
            paymentMethodType: "ADYEN_IDEAL", issuer: nil, idempotencyKey: "k1", paymentMethodToken: "tok", createdAt: Date())
        await FileOpenPaymentStore(url: url).save([payment], for: "checkout-a")
        // A later version's entry beside it, and another checkout's record.
        var records = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let later: [String: Any] = ["format": 9, "idempotencyKey": "k0"]
        records["checkout-a"] = [later] + (records["checkout-a"] as? [Any] ?? [])
        records["checkout-b"] = [["format": 9]]
        try JSONSerialization.data(withJSONObject: records).write(to: url)

        let store = FileOpenPaymentStore(url: url)
        #expect(await store.openPayments(for: "checkout-a") == [payment], "read to the date")
        #expect(await store.openPayments(for: "checkout-b").isEmpty)
        await store.save([], for: "checkout-a")

        let saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect((saved["checkout-a"] as? [[String: Any]])?.map { $0["idempotencyKey"] as? String } == ["k0"], "kept for the later version")
        #expect((saved["checkout-b"] as? [Any])?.count == 1)
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("open-payments.unreadable-") }
        #expect(aside.isEmpty, "nothing set aside: the file is readable")
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
