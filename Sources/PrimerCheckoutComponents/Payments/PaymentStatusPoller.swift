import Foundation

/// Polls a payment's status URL while the customer is at the bank, until the bank reports
/// completion (the resume token), the customer cancels, or the deadline passes.
struct PaymentStatusPoller: Sendable {
    let api: PrimerAPIClient
    let options: RedirectPollingOptions
    let paymentMethodType: String

    /// The resume token once the status is `COMPLETE`.
    func resumeToken(statusUrl: URL, accessToken: String, events: AsyncStream<RedirectEvent>) async throws(PrimerError) -> String {
        let wakeup = PollWakeup()
        let listener = Task {
            for await event in events {
                await wakeup.wake(event == .customerCancelled ? .customerCancelled : .customerReturned)
            }
        }
        defer { listener.cancel() }
        let deadline = Date().addingTimeInterval(options.timeout)
        var failures = 0
        while true {
            try checkCancellation()
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                throw .paymentTimedOut(paymentMethodType: paymentMethodType, seconds: Int(options.timeout.rounded()),
                                       diagnosticsId: PrimerError.newDiagnosticsId())
            }
            do throws(PrimerError) {
                let status = try await api.pollStatus(statusUrl: statusUrl, accessToken: accessToken, timeout: min(60, max(1, remaining)))
                if status.status == .complete { return status.id }
                failures = 0
            } catch {
                if case .unauthorized = error { throw error }
                failures += 1
            }
            try checkCancellation()
            let pause = failures == 0 ? options.interval : min(options.maximumBackoff, options.interval * pow(2, Double(failures)))
            if await wakeup.wait(seconds: min(pause, max(0, deadline.timeIntervalSinceNow))) == .customerCancelled {
                throw .paymentCancelled(paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
            }
        }
    }

    private func checkCancellation() throws(PrimerError) {
        if Task.isCancelled {
            throw .paymentCancelled(paymentMethodType: paymentMethodType, diagnosticsId: PrimerError.newDiagnosticsId())
        }
    }
}
