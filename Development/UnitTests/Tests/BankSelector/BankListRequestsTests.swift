import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@testable import PrimerCheckoutComponents

@Suite("Bank selector bankList")
struct BankListRequestsTests {

    @Test func fetchBanksMapsEveryFieldInServerOrder() async throws {
        let endpoint = FakeBankListEndpoint(banks: [
            .success([
                IssuerBankDTO(id: "INGBNL2A", name: "ING", iconUrl: "https://logos.example/ing.png", disabled: false),
                IssuerBankDTO(id: "HANDNL2A", name: "Handelsbanken", iconUrl: nil, disabled: true),
            ])
        ])
        let banks = try await APIBankListRequests(services: endpoint.services).fetchBanks(
            paymentMethodType: "ADYEN_IDEAL")
        #expect(
            banks == [
                Bank(id: "INGBNL2A", name: "ING", iconUrl: URL(string: "https://logos.example/ing.png"), isDisabled: false),
                Bank(id: "HANDNL2A", name: "Handelsbanken", iconUrl: nil, isDisabled: true),
            ])
        #expect(endpoint.listedTypes == ["ADYEN_IDEAL"])
    }

    @Test func aListWithBlankAndRepeatedRowsShowsEachBankOnceUnderItsName() async throws {
        let endpoint = FakeBankListEndpoint(banks: [
            .success([
                IssuerBankDTO(id: "74", name: "  Banki Spółdzielcze\n", iconUrl: nil, disabled: false),
                IssuerBankDTO(id: "", name: "No id", iconUrl: nil, disabled: false),
                IssuerBankDTO(id: "  ", name: "Blank id", iconUrl: nil, disabled: false),
                IssuerBankDTO(id: "90", name: "", iconUrl: nil, disabled: false),
                IssuerBankDTO(id: "91", name: " \t", iconUrl: nil, disabled: false),
                IssuerBankDTO(id: "74", name: "Banki Spółdzielcze (again)", iconUrl: nil, disabled: true),
                IssuerBankDTO(id: "45", name: "Pay with Alior Bank", iconUrl: nil, disabled: false),
            ])
        ])
        let banks = try await APIBankListRequests(services: endpoint.services).fetchBanks(
            paymentMethodType: "ADYEN_DOTPAY")
        #expect(
            banks == [
                Bank(id: "74", name: "Banki Spółdzielcze", iconUrl: nil, isDisabled: false),
                Bank(id: "45", name: "Pay with Alior Bank", iconUrl: nil, isDisabled: false),
            ])
    }

    @Test(arguments: [
        "", "not a url", "javascript:alert(1)", "file:///etc/passwd", "data:image/png;base64,AAAA", "/relative.png",
        "http://logos.example/ing.png",
    ])
    func unusableIconAddressesBecomeNil(iconUrl: String) {
        let banks = APIBankListRequests.banks(
            from: [IssuerBankDTO(id: "1", name: "Bank", iconUrl: iconUrl, disabled: false)])
        #expect(banks.map(\.iconUrl) == [nil])
    }

    @Test func endpointErrorsReachTheCallerUnchanged() async {
        let endpoint = FakeBankListEndpoint(banks: [.failure(.sampleServerError)])
        let bankList = APIBankListRequests(services: endpoint.services, retry: .none)
        await #expect(throws: PrimerError.sampleServerError) { try await bankList.fetchBanks(paymentMethodType: "ADYEN_IDEAL") }
    }

    @Test func theFetchACustomerWaitsForRetriesAFailureOnTheWayTheBackgroundFetchAsksOnce() async throws {
        let clock = ManualClock()
        let answers: [Result<[IssuerBankDTO], PrimerError>] = [.failure(.sampleServerError), .success(BankFixtures.dtos("ideal"))]
        let waiting = FakeBankListEndpoint(banks: answers)
        let bankList = APIBankListRequests(
            services: waiting.services, retry: RetryPolicy(clock: clock))
        let fetch = Task { try await bankList.fetchBanks(paymentMethodType: "ADYEN_IDEAL") }
        #expect(await clock.sleepers(atLeast: 1))
        clock.advance(by: 1)
        #expect(try await fetch.value.count == BankFixtures.dtos("ideal").count)
        #expect(waiting.listCallCount == 2)

        let ahead = FakeBankListEndpoint(banks: answers)
        let quiet = APIBankListRequests(services: ahead.services, retry: RetryPolicy(clock: clock))
        await #expect(throws: PrimerError.sampleServerError) { try await quiet.prefetchBanks(paymentMethodType: "ADYEN_IDEAL") }
        #expect(ahead.listCallCount == 1)
    }

    @Test func aClientErrorIsNotRetried() async {
        let refused = PrimerError.serverError(statusCode: 400, errorId: "bad-request", description: "no", diagnosticsId: "d")
        let endpoint = FakeBankListEndpoint(banks: [.failure(refused), .success([])])
        let bankList = APIBankListRequests(
            services: endpoint.services, retry: RetryPolicy(clock: ManualClock()))
        await #expect(throws: refused) { try await bankList.fetchBanks(paymentMethodType: "ADYEN_IDEAL") }
        #expect(endpoint.listCallCount == 1)
    }

    @Test func bothIssuerListMethodsComeFromOneTable() {
        #expect(Set(BankSelectorMethodDescription.all.keys) == ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        #expect(BankSelectorMethodDescription.all.mapValues(\.issuerListParameter) == ["ADYEN_IDEAL": "ideal", "ADYEN_DOTPAY": "dotpay"])
    }
}
