import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @_spi(Stores) @_spi(Transport) @testable import PrimerCheckoutComponents

private func isAtTheBank(_ route: CheckoutRoute) -> Bool {
    if case .awaitingBank = route { true } else { false }
}

/// A store that keeps nothing: a wrong access group, a missing entitlement, a full disk.
private struct RefusingStore: OpenPaymentStore {
    func openPayments(for checkoutKey: String) async -> [OpenPayment] { [] }
    func save(_ payments: [OpenPayment], for checkoutKey: String) async throws { throw OpenPaymentStoreFailure("the disk is full") }
}

/// Sends requests over HTTP and answers a resume without the payment's `id`, as a server may.
private struct ResumeAnsweredWithoutId: HTTPTransport {
    func send(_ request: PrimerHTTPRequest) async throws -> PrimerHTTPResponse {
        var response = try await URLSessionTransport().send(request)
        guard request.url.lastPathComponent == "resume",
            var body = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        else { return response }
        body["id"] = nil
        response.body = try JSONSerialization.data(withJSONObject: body)
        return response
    }
}

/// Sends requests over HTTP; the first creation's answer is lost on the way back, and the second
/// is refused (400) without reaching the server.
private final class CreationLostThenRefused: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var creations = 0

    func send(_ request: PrimerHTTPRequest) async throws -> PrimerHTTPResponse {
        guard request.method == "POST", request.url.lastPathComponent == "payments" else {
            return try await URLSessionTransport().send(request)
        }
        let creation = lock.withLock {
            creations += 1
            return creations
        }
        switch creation {
        case 1:
            _ = try await URLSessionTransport().send(request)
            throw URLError(.networkConnectionLost)
        case 2: return PrimerHTTPResponse(statusCode: 400, body: Data(#"{"error":{"errorId":"payment-method-token-used"}}"#.utf8))
        default: return try await URLSessionTransport().send(request)
        }
    }
}

/// The five ways a customer was charged twice for one order (issue 85), each over the sandbox
/// through the public API: only the server's word ends a payment on record.
@Suite("Charged once")
@MainActor
struct ChargedOnceTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("charged-once-\(UUID().uuidString)")

    /// A checkout on `token` sent the customer to the first iDEAL bank; then the app died.
    private func appDiedAtTheBank(_ sandbox: SandboxServer, token: String, store: any OpenPaymentStore) async throws -> SandboxPayment {
        let before = try await sandbox.checkout(SandboxCustomer(.stayAway), clientToken: token, openPayments: store)
        let scope = try #require(await before.readyBankSelector("ADYEN_IDEAL"))
        scope.selectBank(scope.currentState.banks[0])
        #expect(await first(before.route, where: isAtTheBank) != nil)
        before.onDismiss()
        await before.workFinished()
        return try #require(await sandbox.payments.first)
    }

    /// `payment` as kept, created `age` seconds before now.
    private func aged(_ payment: OpenPayment, by age: TimeInterval) -> OpenPayment {
        var old = OpenPayment(
            paymentMethodType: payment.paymentMethodType, issuer: payment.issuer, idempotencyKey: payment.idempotencyKey,
            paymentMethodToken: payment.paymentMethodToken, createdAt: Date().addingTimeInterval(-age),
            sessionUsableUntil: Date().addingTimeInterval(-age), amount: payment.amount, currencyCode: payment.currencyCode)
        old.paymentId = payment.paymentId
        old.actionToken = payment.actionToken
        old.lastStatus = payment.lastStatus
        return old
    }

    @Test func aPaymentApprovedAfterTheAppDiedEndsTheNextCheckoutDaysLaterWhateverTheDeviceClockSays() async throws {
        try await withSandbox { sandbox in
            var session = SandboxSessionOptions()
            session.actionTokensExpireIn = -60
            let token = await sandbox.makeClientToken(session)
            let key = try ClientToken.session(token).recordKey
            let store = InMemoryOpenPaymentStore()
            let payment = try await appDiedAtTheBank(sandbox, token: token, store: store)
            await sandbox.act(onPaymentReference: payment.reference, .approved)
            // Three days on by the device's clock; its bank page's token long expired.
            await store.save(await store.openPayments(for: key).map { aged($0, by: 3 * 24 * 3600) }, for: key)

            let after = try await sandbox.checkout(SandboxCustomer(.stayAway), clientToken: token, openPayments: store)
            after.start()
            #expect(await after.settledSuccess()?.paymentId == payment.id, "one status request found the approval")
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func aStoreThatCannotWriteCreatesNoPaymentAndSaysWhy() async throws {
        try await withSandbox { sandbox in
            let checkout = try await sandbox.checkout(SandboxCustomer(.press(.approve)), openPayments: RefusingStore())
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            let failure = await checkout.settledFailure()
            guard case .paymentRecordUnavailable(let reason, _) = failure?.error else {
                Issue.record("expected paymentRecordUnavailable, got \(String(describing: failure?.error))")
                return
            }
            #expect(reason.contains("the disk is full"), "the merchant's failure names the cause")
            #expect(failure?.canRetry == true && failure?.category == .generic)
            #expect(await sandbox.payments.isEmpty, "nothing is created that the device could not keep")
        }
    }

    @Test func inManualHandlingAStoreThatCannotWriteHandsTheMerchantNoToken() async throws {
        try await withSandbox { sandbox in
            let (checkout, merchant) = try await sandbox.manualCheckout(SandboxCustomer(.press(.approve)), openPayments: RefusingStore())
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            guard case .paymentRecordUnavailable = await checkout.settledFailure()?.error else { return }
            #expect(await merchant.calls.isEmpty, "their server could create nothing the device did not keep")
            #expect(await sandbox.payments.isEmpty)
        }
    }

    @Test func anEntryAnotherVersionWroteIsAskedAboutNotPaidAround() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try await withSandbox { sandbox in
            let token = await sandbox.makeClientToken()
            let key = try ClientToken.session(token).recordKey
            let url = folder.appendingPathComponent("open-payments.json")
            let payment = try await appDiedAtTheBank(sandbox, token: token, store: FileOpenPaymentStore(url: url))
            await sandbox.act(onPaymentReference: payment.reference, .approved)
            // A later version changed a field's shape and added one.
            var records = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: [[String: Any]]])
            records[key] = records[key]?.map { entry in entry.merging(["createdAt": "2026-12-01T10:00:00Z", "format": 3]) { $1 } }
            try JSONSerialization.data(withJSONObject: records).write(to: url)

            let after = try await sandbox.checkout(
                SandboxCustomer(.stayAway), clientToken: token, openPayments: FileOpenPaymentStore(url: url))
            after.start()
            #expect(await after.settledSuccess()?.paymentId == payment.id)
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func anEntryNoFieldOfWhichCanBeReadStopsTheCheckoutBeforeItPays() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try await withSandbox { sandbox in
            let token = await sandbox.makeClientToken()
            let key = try ClientToken.session(token).recordKey
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("open-payments.json")
            try JSONSerialization.data(withJSONObject: [key: [["format": 9, "payment": ["ref": "x"]]]]).write(to: url)

            let checkout = try await sandbox.checkout(
                SandboxCustomer(.press(.approve)), clientToken: token, openPayments: FileOpenPaymentStore(url: url))
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            guard case .paymentRecordUnavailable(let reason, _) = await checkout.settledFailure()?.error else { return }
            #expect(reason.contains(key), "names the record to clear")
            #expect(await sandbox.payments.isEmpty)
        }
    }

    /// Two checkouts with turn-taking of their own (two processes: an app and its extension) on
    /// one file store: the second waits on the store's lock while the first creates.
    @Test func twoProcessesPayingOneOrderAtOnceCreateOnePayment() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try await withSandbox { sandbox in
            let token = await sandbox.makeClientToken()
            let url = folder.appendingPathComponent("open-payments.json")
            let held = HeldCreation()
            let app = try await sandbox.checkout(
                SandboxCustomer(.stayAway), clientToken: token, openPayments: FileOpenPaymentStore(url: url), paymentTurns: PaymentTurns())
            let extensionCheckout = try await sandbox.checkout(
                SandboxCustomer(.stayAway), clientToken: token, paymentHandlers: held.handlers,
                openPayments: FileOpenPaymentStore(url: url),
                paymentTurns: PaymentTurns())
            let appList = try #require(await app.readyBankSelector("ADYEN_IDEAL"))
            let extensionList = try #require(await extensionCheckout.readyBankSelector("ADYEN_IDEAL"))
            extensionList.selectBank(extensionList.currentState.banks[1])
            for await _ in held.asked { break }
            appList.selectBank(appList.currentState.banks[0])
            #expect(await first(app.route, where: { if case .processing = $0 { true } else { false } }) != nil)
            held.release()
            #expect(await first(extensionCheckout.route, where: isAtTheBank) != nil)

            #expect(await app.settledFailure()?.category == .notConfirmed, "the app asks about the extension's payment")
            #expect(await sandbox.payments.count == 1)
            app.onDismiss()
            extensionCheckout.onDismiss()
        }
    }

    @Test func aResumeAnsweredSuccessWithoutAnIdIsTheResumedPaymentsSuccess() async throws {
        try await withSandbox { sandbox in
            let checkout = try await sandbox.checkout(SandboxCustomer(.press(.approve)), transport: ResumeAnsweredWithoutId())
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            let result = await checkout.settledSuccess()
            let made = await sandbox.payments.first
            #expect(result?.paymentId != nil && result?.paymentId == made?.id)
            #expect(await sandbox.payments.count == 1)
        }
    }

    @Test func aRefusedRepeatOfACreationWhoseAnswerWasLostKeepsItOnRecordAndTheNextTryFindsIt() async throws {
        try await withSandbox { sandbox in
            let checkout = try await sandbox.checkout(SandboxCustomer(.press(.approve)), transport: CreationLostThenRefused())
            let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            scope.selectBank(scope.currentState.banks[0])
            #expect(await checkout.settledFailure() != nil)
            checkout.retry()
            let result = await checkout.settledSuccess()
            let made = await sandbox.payments.first
            #expect(result?.paymentId != nil && result?.paymentId == made?.id)
            #expect(await sandbox.payments.count == 1, "the repeat with the same key found the first payment")
        }
    }
}
