import Foundation

@testable import PrimerCheckoutComponents

/// The bank lists of `shared/docs/fixtures.md` (the sandbox's data files, read from the source
/// tree: the unit tests run without the sandbox), in wire format.
enum BankFixtures {
    private struct File: Decodable {
        struct Entry: Decodable {
            let id: String
            let name: String
            let disabled: Bool
        }
        let result: [Entry]
    }

    /// The folder of the sandbox's fixture files.
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/PrimerSandbox/Resources/Fixtures").standardized

    private static func entries(_ parameter: String) -> [File.Entry] {
        let name = ["ideal": "ideal", "dotpay": "dotpay", "onlineBanking_PL": "onlinebanking_pl"][parameter] ?? parameter
        let data = try? Data(contentsOf: folder.appendingPathComponent("\(name).json"))
        return data.flatMap { try? JSONDecoder().decode(File.self, from: $0) }?.result ?? []
    }

    static func dtos(_ parameter: String) -> [IssuerBankDTO] {
        entries(parameter).map {
            IssuerBankDTO(id: $0.id, name: $0.name, iconUrl: "https://logos.example/\($0.id.lowercased()).png", disabled: $0.disabled)
        }
    }

    static func banks(_ parameter: String) -> [Bank] {
        Bank.sharingOneTable(dtos(parameter).map(APIBankListRequests.fields(of:)))
    }

    static var ideal: [Bank] { banks("ideal") }
    static var dotpay: [Bank] { banks("dotpay") }
    static var onlineBankingPL: [Bank] { banks("onlineBanking_PL") }
}
