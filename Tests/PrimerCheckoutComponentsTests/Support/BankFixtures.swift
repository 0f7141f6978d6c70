import Foundation
@testable import PrimerCheckoutComponents

/// The bank lists of `shared/docs/fixtures.md`, in wire format.
enum BankFixtures {
    static func dtos(_ name: String) -> [IssuerBankDTO] {
        struct Response: Decodable { let result: [IssuerBankDTO] }
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
              let data = try? Data(contentsOf: url),
              let response = try? JSONDecoder().decode(Response.self, from: data)
        else { preconditionFailure("missing fixture \(name).json") }
        return response.result
    }

    static func banks(_ name: String) -> [Bank] {
        dtos(name).map(ProcessBankSelectorPaymentInteractorImpl.bank(from:))
    }

    static var ideal: [Bank] { banks("ideal") }
    static var dotpay: [Bank] { banks("dotpay") }
    static var onlineBankingPL: [Bank] { banks("onlinebanking_pl") }
}
