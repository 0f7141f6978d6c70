import Foundation
import Hummingbird

extension SandboxAPI {
    /// A 1×1 PNG, served as every bank's logo.
    static let logoPNG =
        Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==") ?? Data()

    func addBankPageRoutes(to router: Router<BasicRequestContext>) {
        let page = EndpointRules(endpoint: .bankPage, apiVersion: false, token: .none, jsonBody: false, strictHeaders: false)
        router.get("bank/:reference") { request, context in
            try await handle(request, rules: page) { _, _ in
                guard let payment = await store.payment(reference: context.parameters.get("reference") ?? "") else {
                    return .html(BankPage.notFound, status: .notFound)
                }
                return .html(BankPage.render(payment, bankName: await bankName(for: payment)))
            }
        }
        for (action, outcome) in [("approve", SandboxPayment.Outcome.approved), ("decline", .declined), ("cancel", .cancelled)] {
            router.post("bank/:reference/\(action)") { request, context in
                try await handle(request, rules: page) { _, _ in
                    guard let payment = await store.act(reference: context.parameters.get("reference") ?? "", outcome: outcome) else {
                        return .html(BankPage.notFound, status: .notFound)
                    }
                    return .html(BankPage.render(payment, bankName: await bankName(for: payment)))
                }
            }
        }
        router.get("logos/:file") { request, _ in
            try await handle(
                request,
                rules: EndpointRules(
                    endpoint: .logo, apiVersion: false, token: .none, jsonBody: false,
                    strictHeaders: false)
            ) { _, _ in
                SandboxAnswer(status: .ok, contentType: "image/png", body: Self.logoPNG)
            }
        }
    }

    private func bankName(for payment: SandboxPayment) async -> String {
        guard let parameter = Self.bankListParameters[payment.paymentMethodType] else { return payment.issuer }
        return await banks(for: parameter).first { $0["id"] as? String == payment.issuer }?["name"] as? String ?? payment.issuer
    }
}
