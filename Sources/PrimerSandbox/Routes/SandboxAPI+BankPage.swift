import Foundation
import Hummingbird

extension SandboxAPI {
    /// A 1×1 PNG, served as every bank's logo.
    static let logoPNG =
        Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==") ?? Data()

    func addBankPageRoutes(to router: Router<SandboxRequestContext>) {
        let page = EndpointRules(endpoint: .bankPage, apiVersion: false, token: .none, jsonBody: false, strictHeaders: false)
        on(router, "bank/:reference", method: .get, rules: page) { _, context in
            guard let payment = await store.payment(reference: context.parameters.get("reference") ?? "") else {
                return SandboxReply.html(BankPage.notFound, status: .notFound)
            }
            return SandboxReply.html(BankPage.render(payment, bankName: await bankName(for: payment)))
        }
        for (action, outcome) in [("approve", SandboxPayment.Outcome.approved), ("decline", .declined), ("cancel", .cancelled)] {
            on(router, "bank/:reference/\(action)", method: .post, rules: page) { _, context in
                guard let payment = await store.act(reference: context.parameters.get("reference") ?? "", outcome: outcome) else {
                    return SandboxReply.html(BankPage.notFound, status: .notFound)
                }
                return SandboxReply.html(BankPage.render(payment, bankName: await bankName(for: payment)))
            }
        }
        let logo = EndpointRules(endpoint: .logo, apiVersion: false, token: .none, jsonBody: false, strictHeaders: false)
        on(router, "logos/:file", method: .get, rules: logo) { _, _ in
            SandboxReply.raw(Self.logoPNG, contentType: "image/png")
        }
    }

    private func bankName(for payment: SandboxPayment) async -> String {
        guard let parameter = Self.bankListParameters[payment.paymentMethodType] else { return payment.issuer }
        return await banks(for: parameter).first { $0.id == payment.issuer }?.name ?? payment.issuer
    }
}
