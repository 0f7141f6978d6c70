import CheckoutDemo
import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @_spi(Transport) @testable import PrimerCheckoutComponents

/// The fault matrix of docs/RELIABILITY.md: every endpoint × every fault, one full payment each.
enum InjectedFault: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case timeout, http500, http503, http429, http401, malformedJSON, truncatedBody, droppedConnection, slowBeyondTimeout

    var testDescription: String { rawValue }

    /// Client timeouts in the delay cases are 2 s. A timeout's 3 s delay is beyond them, and either
    /// order of timer and answer recovers; a slow server holds every answer for 60 s, beyond them
    /// on any machine (the sandbox releases held answers when it stops).
    func apply(to sandbox: SandboxServer, on endpoint: SandboxEndpoint) async {
        switch self {
        case .timeout: await sandbox.injectFault(.latency(seconds: 3), on: endpoint, .nextCalls(1))
        case .http500: await sandbox.injectFault(.status(500), on: endpoint, .nextCalls(1))
        case .http503: await sandbox.injectFault(.status(503), on: endpoint, .nextCalls(1))
        case .http429: await sandbox.injectFault(.status(429), on: endpoint, .nextCalls(1))
        case .http401: await sandbox.injectFault(.status(401), on: endpoint, .nextCalls(1))
        case .malformedJSON: await sandbox.injectFault(.malformedBody, on: endpoint, .nextCalls(1))
        case .truncatedBody: await sandbox.injectFault(.truncatedBody, on: endpoint, .nextCalls(1))
        case .droppedConnection: await sandbox.injectFault(.dropConnection, on: endpoint, .nextCalls(1))
        case .slowBeyondTimeout: await sandbox.injectFault(.latency(seconds: 60), on: endpoint, .nextCalls(1_000))
        }
    }

    /// The client timeouts for this fault on `endpoint`: short on the faulted endpoint where the fault
    /// is a delay; everywhere else long, so that a loaded machine (or ThreadSanitizer) cannot turn a
    /// final answer (401, malformed) or an unfaulted call into a timeout.
    func clientTimeouts(for endpoint: SandboxEndpoint) -> APITimeouts {
        var timeouts = APITimeouts(
            configuration: 30, tokenization: 30, bankList: 30, payment: 30, polling: 30, analytics: 30)
        guard self == .timeout || self == .slowBeyondTimeout else { return timeouts }
        switch endpoint {
        case .configuration: timeouts.configuration = 2
        case .bankList: timeouts.bankList = 2
        case .tokenize: timeouts.tokenization = 2
        case .createPayment, .resume: timeouts.payment = 2
        case .status: timeouts.polling = 2
        case .analytics: timeouts.analytics = 2
        default: break
        }
        return timeouts
    }
}

/// What the customer ends up seeing.
enum ExpectedOutcome: Equatable, Sendable {
    case paid
    case loadError(String)
    case paymentError(String)
}

struct FaultCase: Sendable, CustomTestStringConvertible {
    let endpoint: SandboxEndpoint
    let fault: InjectedFault
    var testDescription: String { "\(endpoint.rawValue) × \(fault.rawValue)" }

    /// The policy: transient faults are retried until the flow recovers; 401 and unreadable
    /// answers are final; a persistently slow server ends in a clear error; analytics never matter.
    var expected: ExpectedOutcome {
        if endpoint == .analytics { return .paid }
        let loads = endpoint == .configuration || endpoint == .bankList
        func error(_ id: String) -> ExpectedOutcome { loads ? .loadError(id) : .paymentError(id) }
        switch fault {
        case .timeout, .http500, .http503, .http429, .truncatedBody, .droppedConnection: return .paid
        case .http401: return error("unauthorized")
        case .malformedJSON: return endpoint == .status ? .paid : error("decoding-failed")
        case .slowBeyondTimeout: return endpoint == .status ? error("payment-timed-out") : error("network-error")
        }
    }

    static let all: [FaultCase] = [SandboxEndpoint.configuration, .bankList, .tokenize, .createPayment, .status, .resume, .analytics]
        .flatMap { endpoint in InjectedFault.allCases.map { FaultCase(endpoint: endpoint, fault: $0) } }
}

@Suite("Fault matrix")
@MainActor
struct FaultMatrixTests {
    @Test(.timeLimit(.minutes(2)), arguments: FaultCase.all)
    func outcomeFollowsThePolicy(_ faultCase: FaultCase) async throws {
        try await withSandbox { sandbox in
            let token = await sandbox.makeClientToken(SandboxSessionOptions(paymentMethods: ["ADYEN_IDEAL"]))
            await faultCase.fault.apply(to: sandbox, on: faultCase.endpoint)
            let checkout = try DefaultCheckoutScope(
                clientToken: token, settings: fastSettings(timeout: 8), redirectHandler: SandboxCustomer(.press(.approve)),
                paymentHandlers: PrimerPaymentHandlers(), transport: URLSessionTransport(),
                timeouts: faultCase.fault.clientTimeouts(for: faultCase.endpoint),
                clock: SystemClock())
            checkout.start()
            let outcome = await outcome(of: checkout)
            #expect(outcome == faultCase.expected, "\(faultCase.testDescription): \(checkout.currentRoute)")
            #expect(await sandbox.payments.count <= 1, "at most one payment per attempt")
            if case .paid = outcome {
                let scope = checkout.getPaymentMethodScope(for: "ADYEN_IDEAL") as? any PrimerBankSelectorScope
                #expect(scope?.currentState.selectedBank != nil)
                #expect(await sandbox.payments.first?.outcome == .approved)
            }
            checkout.onDismiss()
        }
    }

    /// How the checkout ends, followed on its one snapshot (the route and the bank selectors
    /// together): the first bank is chosen as soon as its list is ready.
    private func outcome(of checkout: DefaultCheckoutScope) async -> ExpectedOutcome? {
        var selected = false
        for await snapshot in checkout.store.snapshots.stream() {
            switch snapshot.route {
            case .success: return .paid
            case .failure(let failure):
                return failure.kind == .loadFailure ? .loadError(failure.error.errorId) : .paymentError(failure.error.errorId)
            case .paymentMethod(let type, _) where !selected:
                if let state = snapshot.bankSelectors[type], state.status == .ready, let bank = state.banks.first,
                    let scope = checkout.getPaymentMethodScope(for: type) as? any PrimerBankSelectorScope
                {
                    selected = true
                    scope.selectBank(bank)
                }
            default: break
            }
        }
        return nil
    }
}
