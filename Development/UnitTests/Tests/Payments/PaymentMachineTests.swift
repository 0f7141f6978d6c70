import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@testable import PrimerCheckoutComponents

/// What a payment test states after each action: the record's payments and the attempt in flight.
struct PaymentObserved: Equatable {
    var payments: [OpenPayment]
    var attempt: PaymentMachine.Attempt?
}

/// The payment reducer, synchronously and exhaustively: every answer is an action the test states,
/// and each step states the whole record, the whole attempt and every effect.
@Suite("Payment transitions")
struct PaymentMachineTests {
    typealias Store = TestStore<PaymentMachine, PaymentAction, PaymentEffect, PaymentObserved>

    let ideal = CheckoutPaymentMethod(id: "cfg_ideal", type: "ADYEN_IDEAL", name: "iDEAL")
    let now = PaymentMachine.Moment(uptime: 100, date: Date(timeIntervalSince1970: 1_700_000_000))
    let page = requiredActionToken(expiresIn: nil)
    let redirect = URL(string: "https://bank.example/p")!
    let statusUrl = URL(string: "https://api.example/status/p")!

    private func store(polling: RedirectPollingOptions = RedirectPollingOptions()) -> Store {
        var machine = PaymentMachine(recordKey: "order", options: .init(polling: polling))
        _ = machine.reduce(.sessionLoaded(.init(amount: 1250, currencyCode: "EUR")))
        return Store(
            machine, snapshot: { PaymentObserved(payments: $0.record.payments, attempt: $0.attempt) }, reduce: { $0.reduce($1) })
    }

    private func answer(_ answer: PaymentAnswer, _ attempt: Int = 1, at moment: PaymentMachine.Moment? = nil) -> PaymentAction {
        .answered(answer, attempt: attempt, at: moment ?? now)
    }

    private func created(_ status: String, action: String? = nil) -> PaymentAnswer {
        let dto = PaymentDTO(
            id: "pay_1", paymentId: nil, amount: nil, currencyCode: nil, orderId: nil,
            status: status == "SUCCESS" ? .success : .pending,
            requiredAction: action.map { .init(name: "USE_PRIMER_SDK", clientToken: $0, description: nil) },
            showSuccessCheckoutOnPendingPayment: nil, checkoutOutcome: nil, paymentFailureReason: nil)
        return .created(.success(dto), attempts: 1)
    }

    private func status(_ json: String) -> PaymentAnswer {
        .polled(.success(try! PaymentStatusDTO(JSONObject(data: Data(json.utf8)))))
    }

    private var newPayment: OpenPayment {
        OpenPayment(
            paymentMethodType: "ADYEN_IDEAL", issuer: "INGBNL2A", idempotencyKey: "key_1", paymentMethodToken: "tok_1",
            createdAt: now.date, amount: 1250, currencyCode: "EUR")
    }

    private func attempt(_ waiting: PaymentMachine.Attempt.Waiting, holdsTurn: Bool = true, settling: [PaymentRecord.Step]? = nil)
        -> PaymentMachine.Attempt
    {
        PaymentMachine.Attempt(
            id: 1, method: ideal, issuer: "INGBNL2A", waiting: waiting, holdsTurn: holdsTurn, settling: settling)
    }

    /// The customer picked ING: the turn is taken and the record read, nothing is on it, the token
    /// is made and the new payment kept.
    private func kept(_ store: inout Store) {
        store.send(.pay(ideal, issuer: "INGBNL2A", continuing: false), [.request(.takeTurn(key: "order"), attempt: 1)]) {
            $0.attempt = attempt(.turn, holdsTurn: false)
        }
        store.send(answer(.turn(.success(true))), [.read(key: "order", attempt: 1)]) { $0.attempt = attempt(.store) }
        store.send(answer(.stored(.success([]))), [.request(.tokenize(ideal, issuer: "INGBNL2A"), attempt: 1)]) {
            $0.attempt = attempt(.token, settling: nil)
        }
        store.send(
            answer(.tokenized(.success("tok_1"), freshKey: "key_1")),
            [.save([newPayment], known: ["key_1"], key: "order", attempt: 1)]
        ) {
            $0.payments = [newPayment]
            $0.attempt = attempt(.save(newPayment))
        }
    }

    @Test func aPaymentGoesFromItsTurnToTheBankAndBackOneRequestAtATime() {
        var store = store()
        kept(&store)
        store.send(answer(.saved(nil)), [.request(.create(newPayment), attempt: 1)]) {
            $0.attempt = attempt(.creation(newPayment, repeated: false))
        }
        var open = newPayment
        open.paymentId = "pay_1"
        open.actionToken = page
        let bankPage = try! ClientToken.requiredAction(page, now: .distantPast)
        var atTheBank = PaymentMachine.Attempt.BankPage(
            payment: newPayment, paymentId: "pay_1", token: bankPage, redirectUrl: redirect, statusUrl: statusUrl)
        store.send(
            answer(created("PENDING", action: page)),
            [
                .save([open], known: ["key_1"], key: "order", attempt: nil), .announceCreated(open),
                .endTurn(attempt: 1), .request(.openPage(redirect), attempt: 1),
            ],
            "kept and announced before the customer leaves for the bank; the turn passes on"
        ) {
            $0.payments = [open]
            $0.attempt = attempt(.bank(atTheBank), holdsTurn: false)
        }
        atTheBank.deadline = 100 + RedirectPollingOptions().timeout
        atTheBank.remaining = RedirectPollingOptions().timeout
        store.send(
            answer(.pageOpened(true)),
            [
                .trackRedirect(paymentMethodType: "ADYEN_IDEAL", origin: "https://bank.example"),
                .delegate(.atTheBank(paymentMethodType: "ADYEN_IDEAL", redirectUrl: redirect)),
                .request(.poll(statusUrl: statusUrl, accessToken: "act", timeout: 60), attempt: 1),
            ]
        ) {
            $0.attempt = attempt(.bank(atTheBank), holdsTurn: false)
        }
        atTheBank.pausing = true
        atTheBank.pauses = 1
        store.send(
            answer(status(#"{"status":"PENDING"}"#)),
            [.request(.pause(seconds: RedirectPollingOptions().pause(afterFailures: 0), number: 1), attempt: 1)]
        ) {
            $0.attempt = attempt(.bank(atTheBank), holdsTurn: false)
        }
        atTheBank.pausing = false
        store.send(
            answer(.customer(.customerReturned)),
            [.request(.poll(statusUrl: statusUrl, accessToken: "act", timeout: 60), attempt: 1)],
            "the customer came back: checked at once, not after the pause"
        ) {
            $0.attempt = attempt(.bank(atTheBank), holdsTurn: false)
        }
        store.send(answer(.pauseEnded(number: 1)), [], "the pause that was cut short decides nothing")
        store.send(
            answer(status(#"{"status":"COMPLETE","id":"resume_1"}"#)),
            [.closePage(redirect), .request(.resume(paymentId: "pay_1", page: bankPage, resumeToken: "resume_1"), attempt: 1)]
        ) {
            $0.attempt = attempt(.resume(newPayment, paymentId: "pay_1", settling: false), holdsTurn: false)
        }
        var succeeded = open
        succeeded.lastStatus = "SUCCESS"
        let paid = PaymentResult(paymentId: "pay_1", status: .success, amount: 1250, currencyCode: "EUR", paymentMethodType: "ADYEN_IDEAL")
        store.send(
            .answered(created("SUCCESS").resumedAnswer, attempt: 1, at: now),
            [
                .save([succeeded], known: ["key_1"], key: "order", attempt: nil), .cancel(attempt: 1),
                .delegate(.finished(paymentMethodType: "ADYEN_IDEAL", .success(paid))),
            ],
            "kept until the checkout reports it"
        ) {
            $0.payments = [succeeded]
            $0.attempt = nil
        }
    }

    @Test func aCreationTheStoreDidNotKeepIsNeverSent() {
        var store = store()
        kept(&store)
        let failure = PrimerError.paymentRecordUnavailable(reason: "saving it failed: disk full", diagnosticsId: "d")
        store.send(
            answer(.saved(failure)),
            [.cancel(attempt: 1), .endTurn(attempt: 1), .delegate(.finished(paymentMethodType: "ADYEN_IDEAL", .failure(failure)))]
        ) {
            $0.payments = []
            $0.attempt = nil
        }
    }

    @Test func aCustomerWhoLeftHearsOfALateSuccessButNotOfAFailure() {
        var store = store()
        kept(&store)
        store.prepare(answer(.saved(nil)))
        store.send(.stop(paymentMethodType: "ADYEN_IDEAL"), [.cancel(attempt: 1), .endTurn(attempt: 1)]) {
            $0.attempt = attempt(.creation(newPayment, repeated: false), holdsTurn: false)
            $0.attempt?.stopped = true
        }
        var paidPayment = newPayment
        paidPayment.paymentId = "pay_1"
        var succeeded = paidPayment
        succeeded.lastStatus = "SUCCESS"
        let paid = PaymentResult(paymentId: "pay_1", status: .success, amount: 1250, currencyCode: "EUR", paymentMethodType: "ADYEN_IDEAL")
        store.send(
            answer(created("SUCCESS")),
            [
                .save([paidPayment], known: ["key_1"], key: "order", attempt: nil), .announceCreated(paidPayment),
                .save([succeeded], known: ["key_1"], key: "order", attempt: nil), .cancel(attempt: 1),
                .delegate(.finished(paymentMethodType: "ADYEN_IDEAL", .success(paid))),
            ],
            "the money moved: the success is theirs"
        ) {
            $0.payments = [succeeded]
            $0.attempt = nil
        }

        var left = self.store()
        left.prepare(.pay(ideal, issuer: "INGBNL2A", continuing: false))
        left.send(.stop(paymentMethodType: nil), [.cancel(attempt: 1)]) { $0.attempt = nil }
        left.send(answer(.turn(.success(true))), [.endTurn(attempt: 1)], "a turn granted too late is passed on at once")
        left.send(answer(.tokenized(.failure(.sampleDecline), freshKey: "k")), [], "a failure after they left is nobody's news")
    }

    @Test func aPhoneOfflineWithAZeroPollIntervalPausesLongerAfterEachFailedCheck() {
        let polling = RedirectPollingOptions(interval: 0)
        var store = store(polling: polling)
        kept(&store)
        store.prepare(answer(.saved(nil)), answer(created("PENDING", action: page)), answer(.pageOpened(true)))
        let offline = PrimerError.networkFailure(reason: "offline", diagnosticsId: "d")
        let first = polling.pause(afterFailures: 1)
        let second = polling.pause(afterFailures: 2)
        #expect(first > 0 && second > first)
        store.send(answer(.polled(.failure(offline))), [.request(.pause(seconds: first, number: 1), attempt: 1)]) {
            Self.editPage(&$0) {
                $0.failures = 1
                $0.pausing = true
                $0.pauses = 1
            }
        }
        store.send(answer(.pauseEnded(number: 1)), [.request(.poll(statusUrl: statusUrl, accessToken: "act", timeout: 60), attempt: 1)]) {
            Self.editPage(&$0) { $0.pausing = false }
        }
        store.send(answer(.polled(.failure(offline))), [.request(.pause(seconds: second, number: 2), attempt: 1)]) {
            Self.editPage(&$0) {
                $0.failures = 2
                $0.pausing = true
                $0.pauses = 2
            }
        }
    }

    /// Changes the bank page of the attempt `observed` waits on.
    private static func editPage(_ observed: inout PaymentObserved, _ edit: (inout PaymentMachine.Attempt.BankPage) -> Void) {
        guard case .bank(var page) = observed.attempt?.waiting else { return }
        edit(&page)
        observed.attempt?.waiting = .bank(page)
    }

    @Test func settlingAtLoadEndsWithTheSuccessTheServerReportedWithoutAskingAgain() {
        var store = store()
        var heard = newPayment
        heard.paymentId = "pay_1"
        heard.lastStatus = "SUCCESS"
        store.send(.settle, [.request(.takeTurn(key: "order"), attempt: 1)]) {
            $0.attempt = PaymentMachine.Attempt(id: 1, method: nil)
        }
        store.prepare(answer(.turn(.success(false))))
        let paid = PaymentResult(paymentId: "pay_1", status: .success, amount: 1250, currencyCode: "EUR", paymentMethodType: "ADYEN_IDEAL")
        store.send(answer(.stored(.success([heard]))), [.cancel(attempt: 1), .delegate(.settled(paid))]) {
            $0.payments = [heard]
            $0.attempt = nil
        }
    }
}

extension PaymentAnswer {
    /// A creation's answer as the resume's.
    fileprivate var resumedAnswer: PaymentAnswer {
        guard case .created(let result, _) = self else { return self }
        return .resumed(result)
    }
}
