import Foundation

@testable import PrimerCheckoutComponents

/// Runs a payment machine's requests one at a time over `requests` — the store's runner without a
/// store to keep the record, turns to take or a browser — for tests of what the machine makes of
/// the server's answers.
struct PaymentDriver {
    var machine = PaymentMachine(recordKey: "order")
    let requests: any PaymentRequests
    let method = CheckoutPaymentMethod(id: "cfg", type: "ADYEN_IDEAL", name: "iDEAL")

    init(requests: any PaymentRequests, amount: Int = 1250, currencyCode: String = "EUR") {
        self.requests = requests
        _ = machine.reduce(.sessionLoaded(.init(amount: amount, currencyCode: currencyCode)))
    }

    /// Pays with `issuer` to the payment's result; `nil` when it waits for something no request answers.
    mutating func pay(issuer: String?) async -> Result<PaymentResult, PrimerError>? {
        var effects = machine.reduce(.pay(method, issuer: issuer, continuing: false))
        while !effects.isEmpty {
            let now = PaymentMachine.Moment(uptime: 0, date: Date())
            switch effects.removeFirst() {
            case .delegate(.finished(_, let result)):
                return result
            case .read(_, let attempt):
                effects += machine.reduce(.answered(.stored(.success([])), attempt: attempt, at: now))
            case .save(_, _, _, let attempt?):
                effects += machine.reduce(.answered(.saved(nil), attempt: attempt, at: now))
            case .request(let request, let attempt):
                guard let answer = await answer(to: request) else { return nil }
                effects += machine.reduce(.answered(answer, attempt: attempt, at: now))
            default:
                break
            }
        }
        return nil
    }

    private func answer(to request: PaymentRequest) async -> PaymentAnswer? {
        let requests = requests
        switch request {
        case .takeTurn:
            return .turn(.success(false))
        case .tokenize(let method, let issuer):
            return .tokenized(
                await Result { () async throws(PrimerError) in try await requests.tokenize(method, issuer: issuer) },
                freshKey: UUID().uuidString)
        case .create(let payment):
            let (result, attempts) = await requests.create(payment)
            return .created(result, attempts: attempts)
        case .status(let page):
            return .status(await Result { () async throws(PrimerError) in try await requests.status(page) })
        case .resume(let paymentId, let page, let resumeToken):
            return .resumed(
                await Result { () async throws(PrimerError) in
                    try await requests.resume(paymentId: paymentId, page: page, resumeToken: resumeToken)
                })
        case .openPage:
            return .pageOpened(false)
        default:
            return nil
        }
    }
}
