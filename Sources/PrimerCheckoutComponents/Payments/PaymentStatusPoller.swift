import Foundation

/// Polls a payment's status URL while the customer is at the bank, until the bank reports
/// completion (the resume token), the server refuses the check for good, or — after one last
/// check that finds it still not complete — the customer closed the bank's page or the deadline
/// passed.
struct PaymentStatusPoller: Sendable {
    let api: PrimerAPIClient
    let options: RedirectPollingOptions
    let paymentMethodType: String
    let clock: any CheckoutClock

    /// The resume token once the status is `COMPLETE`.
    func resumeToken(statusUrl: URL, accessToken: String, events: AsyncStream<RedirectEvent>) async throws(PrimerError) -> String {
        let wakeup = PollWakeup(clock: clock)
        let listener = Task {
            for await event in events {
                await wakeup.wake(event == .customerCancelled ? .customerCancelled : .customerReturned)
            }
        }
        defer { listener.cancel() }
        let deadline = clock.now + options.timeout
        var failures = 0
        // The sheet closing or the deadline passing is a hint, not an answer: the status is asked
        // once more, and only a status that is still not complete ends the wait.
        var customerLeft = false
        while true {
            try checkCancellation()
            let remaining = deadline - clock.now
            do throws(PrimerError) {
                let status = try await api.pollStatus(statusUrl: statusUrl, accessToken: accessToken, timeout: min(60, max(1, remaining)))
                if let resumeToken = status.resumeToken { return resumeToken }
                failures = 0
            } catch {
                try checkCancellation()
                if let final = finalError(for: error) { throw final }
                failures += 1
            }
            if customerLeft {
                throw .paymentCancelled(paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
            }
            guard remaining > 0 else {
                throw .paymentTimedOut(
                    paymentMethodType: paymentMethodType, seconds: Int(options.timeout.rounded()),
                    diagnosticsId: PrimerError.newDiagnosticsId())
            }
            try checkCancellation()
            let pause = options.pause(afterFailures: failures)
            switch await wakeup.wait(seconds: min(pause, max(0, deadline - clock.now))) {
            case .taskCancelled:
                throw .paymentCancelled(paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
            case .customerCancelled:
                customerLeft = true
            case .timer, .customerReturned:
                continue
            }
        }
    }

    /// The error that ends polling, for a refusal asking again cannot change (401, and any other
    /// client error but 408 and 429); nil when the next check may succeed.
    private func finalError(for error: PrimerError) -> PrimerError? {
        guard error.isRefusal else { return nil }
        guard case .serverError(let status, let errorId, _, let diagnosticsId) = error else { return error }
        return .failedToResumePayment(
            paymentMethodType: paymentMethodType,
            reason: "the payment status check was refused with HTTP \(status)" + (errorId.map { " (\($0))" } ?? ""),
            diagnosticsId: diagnosticsId)
    }

    private func checkCancellation() throws(PrimerError) {
        if Task.isCancelled {
            throw .paymentCancelled(paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
        }
    }
}
