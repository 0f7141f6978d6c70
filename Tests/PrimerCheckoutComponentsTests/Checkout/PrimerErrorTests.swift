import Testing
@testable import PrimerCheckoutComponents

@Suite("Errors")
struct PrimerErrorTests {
    @Test func descriptionNamesTheIdTextAndDiagnosticsId() {
        let error = PrimerError.serverError(statusCode: 503, errorId: nil, description: "Service unavailable", diagnosticsId: "abc")
        #expect(error.errorId == "server-error")
        #expect(error.localizedDescription == "[server-error] The server answered 503: Service unavailable. (diagnosticsId: abc)")
        #expect(error.isRetryable)
    }

    @Test func serverErrorIdIsKept() {
        let error = PrimerError.serverError(statusCode: 400, errorId: "invalid-value", description: nil, diagnosticsId: "x")
        #expect(error.errorId == "invalid-value")
        #expect(!error.isRetryable)
    }

    @Test func generatedDiagnosticsIdsAreUnique() {
        #expect(PrimerError.newDiagnosticsId() != PrimerError.newDiagnosticsId())
    }
}
