import Foundation

/// The sandbox's bank lists (`shared/docs/fixtures.md`), shipped as data files.
public enum SandboxFixtures {
    /// A bank as the fixtures and the bank list endpoint describe it.
    public struct FixtureBank: Codable, Equatable, Sendable {
        public let id: String
        public let name: String
        public let disabled: Bool
    }

    /// The issuers that decide the bank page's outcome by themselves.
    public enum OutcomeIssuer: String, CaseIterable, Sendable {
        case approved = "TEST_ISSUER_APPROVED"
        case refused = "TEST_ISSUER_REFUSED"
        case pending = "TEST_ISSUER_PENDING"
        case cancelled = "TEST_ISSUER_CANCELLED"

        public var name: String {
            switch self {
            case .approved: "Test Issuer Approved"
            case .refused: "Test Issuer Refused"
            case .pending: "Test Issuer Pending"
            case .cancelled: "Test Issuer Cancelled"
            }
        }
    }

    /// The fixture file of each bank list parameter.
    static let files = ["ideal": "ideal", "dotpay": "dotpay", "onlineBanking_PL": "onlinebanking_pl"]

    /// The real banks of a bank list parameter (`ideal`, `dotpay`, `onlineBanking_PL`), in server order.
    public static func banks(for parameter: String) -> [FixtureBank] {
        struct File: Decodable { let result: [FixtureBank] }
        guard let name = files[parameter],
            let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url),
            let file = try? JSONDecoder().decode(File.self, from: data)
        else { return [] }
        return file.result
    }

    /// A long generated list for benchmarks: names shaped like real ones, every 17th offline.
    public static func longList(count: Int) -> [FixtureBank] {
        let stems = ["Bank", "Płacę z", "Spółdzielczy", "Crédit", "Banque", "Sparkasse", "Caixa", "Raiffeisen"]
        let places = ["Brodnicy", "Noord", "Lyon", "Kraków", "Gdańsk", "Łódź", "Utrecht", "Porto"]
        return (0..<max(0, count)).map { index in
            FixtureBank(
                id: "GEN\(index)", name: "\(stems[index % stems.count]) \(places[(index / stems.count) % places.count]) \(index)",
                disabled: index % 17 == 16)
        }
    }
}
