import Foundation
import Hummingbird

extension SandboxAPI {
    private struct BankListRequest: Decodable {
        struct Parameters: Decodable { let paymentMethod: String }
        let paymentMethodConfigId: String
        let command: String
        let parameters: Parameters
    }

    /// Bank list `paymentMethod` parameter of each payment method type the sandbox offers.
    static let bankListParameters = ["ADYEN_IDEAL": "ideal", "ADYEN_DOTPAY": "dotpay", "ADYEN_ONLINE_BANKING_PL": "onlineBanking_PL"]
    static let displayNames = ["ADYEN_IDEAL": "iDEAL", "ADYEN_DOTPAY": "Dotpay", "ADYEN_ONLINE_BANKING_PL": "Online banking PL"]
    /// The bank whose logo address is broken on purpose, so renderers' fallbacks are exercised.
    static let brokenLogoBankId = "KNABNL2H"

    func addSessionRoutes(to router: Router<BasicRequestContext>) {
        router.get("client-session/configuration") { request, _ in
            try await handle(request, rules: EndpointRules(endpoint: .configuration, apiVersion: true, token: .session)) { _, caller in
                guard case .session(_, let session) = caller else { return .error(.unauthorized, "unauthorized", "No session.") }
                guard request.uri.queryParameters.get("withDisplayMetadata") == "true" else {
                    return .error(.badRequest, "invalid-query", "withDisplayMetadata=true is required.")
                }
                return .json(await configuration(for: session))
            }
        }

        router.post("adyen/checkout") { request, _ in
            try await handle(request, rules: EndpointRules(endpoint: .bankList, apiVersion: false, token: .session)) { body, caller in
                guard case .session(_, let session) = caller else { return .error(.unauthorized, "unauthorized", "No session.") }
                guard let list = Self.decode(BankListRequest.self, body), list.command == "FETCH_BANK_ISSUERS" else {
                    return .error(
                        .badRequest, "invalid-body", "Expected paymentMethodConfigId, command FETCH_BANK_ISSUERS, parameters.paymentMethod."
                    )
                }
                guard let type = session.options.paymentMethods.first(where: { session.configId(for: $0) == list.paymentMethodConfigId })
                else {
                    return .error(
                        .badRequest, "invalid-payment-method-config-id", "Unknown paymentMethodConfigId \(list.paymentMethodConfigId).")
                }
                guard Self.bankListParameters[type] == list.parameters.paymentMethod else {
                    return .error(
                        .badRequest, "invalid-payment-method", "paymentMethod \(list.parameters.paymentMethod) does not match \(type).")
                }
                return .json(["result": await banks(for: list.parameters.paymentMethod, generatedCount: session.options.generatedBankCount)]
                )
            }
        }
    }

    private func configuration(for session: SandboxStore.Session) async -> [String: Any] {
        let base = await store.baseURL.absoluteString
        return [
            "coreUrl": base, "pciUrl": base, "env": "SANDBOX", "primerAccountId": "acc_sandbox",
            "clientSession": [
                "clientSessionId": session.clientSessionId,
                "order": [
                    "currencyCode": session.options.currencyCode, "totalOrderAmount": session.options.amount,
                    "countryCode": session.options.countryCode,
                ],
            ],
            "paymentMethods": session.options.paymentMethods.map { type in
                [
                    "id": session.configId(for: type), "type": type, "name": Self.displayNames[type] ?? type,
                    "implementationType": Self.bankListParameters[type] == nil ? "WEB_REDIRECT" : "NATIVE_SDK",
                    "displayMetadata": [
                        "button": [
                            "iconUrl": ["colored": "\(base)/logos/\(type.lowercased()).png"],
                            "text": Self.displayNames[type] ?? type,
                        ]
                    ],
                ] as [String: Any]
            },
            "checkoutModules": [],
        ]
    }

    /// The fixture banks plus the outcome issuers, with logo addresses on this sandbox.
    func banks(for parameter: String, generatedCount: Int? = nil) async -> [[String: Any]] {
        let base = await store.baseURL.absoluteString
        let fixtures =
            (generatedCount.map(SandboxFixtures.longList(count:)) ?? SandboxFixtures.banks(for: parameter))
            + SandboxFixtures.OutcomeIssuer.allCases.map { SandboxFixtures.FixtureBank(id: $0.rawValue, name: $0.name, disabled: false) }
        return fixtures.map { bank in
            let logo = bank.id == Self.brokenLogoBankId ? "\(base)/logos/broken/\(bank.id).png" : "\(base)/logos/\(bank.id).png"
            return ["id": bank.id, "name": bank.name, "disabled": bank.disabled, "iconUrl": logo]
        }
    }
}
