import Foundation
import Hummingbird

extension SandboxAPI {
    private struct BankListRequest: Decodable {
        struct Parameters: Decodable { let paymentMethod: String }
        let paymentMethodConfigId: String
        let command: String
        let parameters: Parameters
    }

    /// Methods whose customers may pick the bank on the scheme's page: tokenization accepts them
    /// without an issuer, and the bank page asks for the bank first.
    static let schemePageMethods: Set<String> = ["ADYEN_IDEAL"]
    /// Bank list `paymentMethod` parameter of each payment method type the sandbox offers.
    static let bankListParameters = ["ADYEN_IDEAL": "ideal", "ADYEN_DOTPAY": "dotpay", "ADYEN_ONLINE_BANKING_PL": "onlineBanking_PL"]
    static let displayNames = ["ADYEN_IDEAL": "iDEAL", "ADYEN_DOTPAY": "Dotpay", "ADYEN_ONLINE_BANKING_PL": "Online banking PL"]
    /// The bank whose logo address is broken on purpose, so renderers' fallbacks are exercised.
    static let brokenLogoBankId = "KNABNL2H"

    func addSessionRoutes(to router: Router<SandboxRequestContext>) {
        let configuration = EndpointRules(endpoint: .configuration, apiVersion: true, token: .session)
        on(router, "client-session/configuration", method: .get, rules: configuration) { request, context in
            guard case .session(_, let session) = context.caller else {
                return try SandboxReply.error(.unauthorized, "unauthorized", "No session.", for: request, in: context)
            }
            guard request.uri.queryParameters.get("withDisplayMetadata") == "true" else {
                return try SandboxReply.error(
                    .badRequest, "invalid-query", "withDisplayMetadata=true is required.", for: request, in: context)
            }
            return try SandboxReply.json(await self.configuration(for: session), for: request, in: context)
        }

        on(router, "adyen/checkout", method: .post, rules: EndpointRules(endpoint: .bankList, apiVersion: false, token: .session)) {
            request, context in
            guard case .session(_, let session) = context.caller else {
                return try SandboxReply.error(.unauthorized, "unauthorized", "No session.", for: request, in: context)
            }
            guard let list = Self.decode(BankListRequest.self, context.body), list.command == "FETCH_BANK_ISSUERS" else {
                return try SandboxReply.error(
                    .badRequest, "invalid-body", "Expected paymentMethodConfigId, command FETCH_BANK_ISSUERS, parameters.paymentMethod.",
                    for: request, in: context)
            }
            guard let type = session.options.paymentMethods.first(where: { session.configId(for: $0) == list.paymentMethodConfigId })
            else {
                return try SandboxReply.error(
                    .badRequest, "invalid-payment-method-config-id", "Unknown paymentMethodConfigId \(list.paymentMethodConfigId).",
                    for: request, in: context)
            }
            guard Self.bankListParameters[type] == list.parameters.paymentMethod else {
                return try SandboxReply.error(
                    .badRequest, "invalid-payment-method", "paymentMethod \(list.parameters.paymentMethod) does not match \(type).",
                    for: request, in: context)
            }
            if let status = session.options.refusedBankListMethods[type] {
                return try SandboxReply.error(
                    HTTPResponse.Status(code: status), "issuer-list-not-supported", "\(type) has no issuer list.", for: request, in: context
                )
            }
            let banks =
                session.options.emptyBankListMethods.contains(type)
                ? [] : await banks(for: list.parameters.paymentMethod, generatedCount: session.options.generatedBankCount)
            return try SandboxReply.json(BankListBody(result: banks), for: request, in: context)
        }
    }

    private func configuration(for session: SandboxStore.Session) async -> ConfigurationBody {
        let base = await store.baseURL.absoluteString
        return ConfigurationBody(
            coreUrl: base, pciUrl: base, env: "SANDBOX", primerAccountId: "acc_sandbox",
            clientSession: .init(
                clientSessionId: session.clientSessionId,
                order: .init(
                    orderId: session.options.orderId, currencyCode: session.options.currencyCode, totalOrderAmount: session.options.amount,
                    countryCode: session.options.countryCode)),
            paymentMethods: session.options.paymentMethods.map { type in
                ConfigurationBody.PaymentMethod(
                    id: session.configId(for: type), type: type, name: session.displayName(of: type),
                    implementationType: Self.bankListParameters[type] == nil ? "WEB_REDIRECT" : "NATIVE_SDK",
                    displayMetadata: .init(
                        button: .init(
                            iconUrl: .init(colored: "\(base)/logos/\(type.lowercased()).png"), text: session.displayName(of: type))))
            },
            checkoutModules: [])
    }

    /// The fixture banks plus the outcome issuers, with logo addresses on this sandbox.
    func banks(for parameter: String, generatedCount: Int? = nil) async -> [IssuerBody] {
        let base = await store.baseURL.absoluteString
        let fixtures =
            (generatedCount.map(SandboxFixtures.longList(count:)) ?? SandboxFixtures.banks(for: parameter))
            + SandboxFixtures.OutcomeIssuer.allCases.map { SandboxFixtures.FixtureBank(id: $0.rawValue, name: $0.name, disabled: false) }
        return fixtures.map { bank in
            let logo = bank.id == Self.brokenLogoBankId ? "\(base)/logos/broken/\(bank.id).png" : "\(base)/logos/\(bank.id).png"
            return IssuerBody(id: bank.id, name: bank.name, disabled: bank.disabled, iconUrl: logo)
        }
    }
}

extension SandboxStore.Session {
    /// The name the session's configuration gives `type`: the merchant's override, or the usual one.
    func displayName(of type: String) -> String {
        options.methodNames[type] ?? SandboxAPI.displayNames[type] ?? type
    }
}
