import Foundation
import PrimerSandbox

@testable import PrimerCheckoutComponents

/// The bank lists of `shared/docs/fixtures.md` (the sandbox's data files), in wire format.
enum BankFixtures {
    static func dtos(_ parameter: String) -> [IssuerBankDTO] {
        SandboxFixtures.banks(for: parameter).map {
            IssuerBankDTO(id: $0.id, name: $0.name, iconUrl: "https://logos.example/\($0.id.lowercased()).png", disabled: $0.disabled)
        }
    }

    static func banks(_ parameter: String) -> [Bank] {
        Bank.sharingOneTable(dtos(parameter).map(ProcessBankSelectorPaymentInteractorImpl.fields(of:)))
    }

    static var ideal: [Bank] { banks("ideal") }
    static var dotpay: [Bank] { banks("dotpay") }
    static var onlineBankingPL: [Bank] { banks("onlineBanking_PL") }
}
