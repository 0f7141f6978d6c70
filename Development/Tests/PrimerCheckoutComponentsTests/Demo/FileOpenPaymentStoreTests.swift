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
        try await FileOpenPaymentStore(url: url).save([payment("k1")], for: "checkout-a")
        try await FileOpenPaymentStore(url: url).save([payment("k2")], for: "checkout-b")

        let relaunched = FileOpenPaymentStore(url: url)
        #expect(try await relaunched.openPayments(for: "checkout-a") == [payment("k1")])
        #expect(try await relaunched.openPayments(for: "checkout-b") == [payment("k2")])
        #expect(try await relaunched.openPayments(for: "checkout-c").isEmpty)
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)

        try await relaunched.save([], for: "checkout-a")
        #expect(try await FileOpenPaymentStore(url: url).openPayments(for: "checkout-a").isEmpty)
        #expect(try await FileOpenPaymentStore(url: url).openPayments(for: "checkout-b") == [payment("k2")])
    }

    @Test func anEntryThisVersionCannotReadStaysAndStopsTheRecordBeingRead() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("open-payments.json")
        let payment = OpenPayment(
            paymentMethodType: "ADYEN_IDEAL", issuer: nil, idempotencyKey: "k1", paymentMethodToken: "tok", createdAt: Date())
        try await FileOpenPaymentStore(url: url).save([payment], for: "checkout-a")
        // A later version's entry beside it, and another checkout's record.
        var records = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let later: [String: Any] = ["format": 9, "idempotencyKey": "k0"]
        records["checkout-a"] = [later] + (records["checkout-a"] as? [Any] ?? [])
        records["checkout-b"] = [["format": 9]]
        try JSONSerialization.data(withJSONObject: records).write(to: url)

        let store = FileOpenPaymentStore(url: url)
        await #expect(throws: (any Error).self, "an entry it cannot read is never paid around") {
            try await store.openPayments(for: "checkout-a")
        }
        await #expect(throws: (any Error).self) { try await store.openPayments(for: "checkout-b") }
        try await store.save([], for: "checkout-a")

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
        await #expect(throws: (any Error).self, "read, it stops the checkout") {
            try await FileOpenPaymentStore(url: url).openPayments(for: "checkout-a")
        }

        try await FileOpenPaymentStore(url: url).save([payment("k2")], for: "checkout-b")

        #expect(try await FileOpenPaymentStore(url: url).openPayments(for: "checkout-b") == [payment("k2")])
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("open-payments.unreadable-") }
        #expect(aside.count == 1)
        #expect(try aside.first.map { try Data(contentsOf: folder.appendingPathComponent($0)) } == damaged)
    }
}
