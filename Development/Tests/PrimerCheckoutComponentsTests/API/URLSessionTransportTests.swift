import Foundation
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Transport) @testable import PrimerCheckoutComponents

@Suite("URLSession transport")
@MainActor
struct URLSessionTransportTests {
    private func unknownBankPage(_ sandbox: SandboxServer, timeout: TimeInterval = 10) async -> PrimerHTTPRequest {
        PrimerHTTPRequest(method: "GET", url: await sandbox.baseURL.appendingPathComponent("bank/unknown"), timeout: timeout)
    }

    @Test func answersArriveWithStatusAndBody() async throws {
        try await withSandbox { sandbox in
            let response = try await URLSessionTransport().send(await unknownBankPage(sandbox))
            #expect(response.statusCode == 404)
            #expect(String(decoding: response.body, as: UTF8.self).contains("Unknown payment"))
        }
    }

    @Test func anAnswerLargerThanTheCapIsRefused() async throws {
        try await withSandbox { sandbox in
            let request = await unknownBankPage(sandbox)
            await #expect(throws: URLError(.dataLengthExceedsMaximum)) {
                try await URLSessionTransport(maximumResponseBytes: 64).send(request)
            }
        }
    }

    @Test func theDeadlineCoversTheWholeExchange() async throws {
        try await withSandbox { sandbox in
            // Held far longer than a loaded machine takes to fire the deadline.
            await sandbox.injectFault(.latency(seconds: 60), on: .bankPage)
            let request = await unknownBankPage(sandbox, timeout: 0.3)
            await #expect(throws: URLError(.timedOut)) {
                try await URLSessionTransport().send(request)
            }
        }
    }

    @Test func cancellingTheCallerEndsTheExchange() async throws {
        try await withSandbox { sandbox in
            // Held far longer than a loaded machine takes to deliver the cancellation.
            await sandbox.injectFault(.latency(seconds: 60), on: .bankPage)
            let request = await unknownBankPage(sandbox)
            let transport = URLSessionTransport()
            let call = Task { try await transport.send(request) }
            #expect(await sandbox.received(.bankPage), "cancelled while the server holds the answer")
            call.cancel()
            await #expect(throws: CancellationError.self) { try await call.value }
        }
    }

    /// FoundationNetworking deadlocks when a task is cancelled while its answer is being delivered;
    /// cancelling at every moment of the exchange must still end every call. The calls' deadline is
    /// far longer than a loaded machine takes to answer 200 of them (at 10 s some ran out of time).
    @Test func cancellationsAtAnyMomentEndEveryCall() async throws {
        try await withSandbox { sandbox in
            let request = await unknownBankPage(sandbox, timeout: 120)
            let transport = URLSessionTransport()
            let otherEnds = await withTaskGroup(of: String?.self) { group in
                for round in 0..<200 {
                    group.addTask {
                        let call = Task { try await transport.send(request) }
                        // A different moment of the exchange each round, without waiting on a timer.
                        for _ in 0..<(round % 20 * 5) { await Task.yield() }
                        call.cancel()
                        switch await call.result {
                        case .success(let response): return response.statusCode == 404 ? nil : "status \(response.statusCode)"
                        case .failure(let error): return error is CancellationError ? nil : "\(error)"
                        }
                    }
                }
                var otherEnds: [String] = []
                for await end in group { if let end { otherEnds.append(end) } }
                return otherEnds
            }
            #expect(otherEnds.isEmpty, "\(otherEnds.count) of 200 calls ended otherwise, first: \(otherEnds.first ?? "")")
        }
    }
}
