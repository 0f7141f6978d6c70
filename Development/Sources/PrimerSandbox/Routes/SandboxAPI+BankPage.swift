import Foundation
import Hummingbird

extension SandboxAPI {
    /// A 1×1 PNG, served as every bank's logo.
    static let logoPNG =
        Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==") ?? Data()

    func addBankPageRoutes(to router: Router<SandboxRequestContext>) {
        let pageRules = EndpointRules(endpoint: .bankPage, apiVersion: false, token: .none, jsonBody: false, strictHeaders: false)
        on(router, "bank/:reference", method: .get, rules: pageRules) { _, context in
            guard let payment = await store.payment(reference: context.parameters.get("reference") ?? "") else {
                return SandboxReply.html(BankPage.notFound, status: .notFound)
            }
            return SandboxReply.html(await page(for: payment))
        }
        on(router, "bank/:reference/choose/:issuer", method: .post, rules: pageRules) { _, context in
            let reference = context.parameters.get("reference") ?? ""
            let issuer = context.parameters.get("issuer") ?? ""
            guard let payment = await store.payment(reference: reference) else {
                return SandboxReply.html(BankPage.notFound, status: .notFound)
            }
            guard payment.issuer == nil, await schemeBanks(for: payment).contains(where: { $0.id == issuer && !$0.disabled }) else {
                return SandboxReply.html(await page(for: payment), status: .badRequest)
            }
            return SandboxReply.html(await page(for: await store.choose(reference: reference, issuer: issuer) ?? payment))
        }
        for (action, outcome) in [("approve", SandboxPayment.Outcome.approved), ("decline", .declined), ("cancel", .cancelled)] {
            on(router, "bank/:reference/\(action)", method: .post, rules: pageRules) { _, context in
                guard let payment = await store.act(reference: context.parameters.get("reference") ?? "", outcome: outcome) else {
                    return SandboxReply.html(BankPage.notFound, status: .notFound)
                }
                return SandboxReply.html(await page(for: payment))
            }
        }
        let logo = EndpointRules(endpoint: .logo, apiVersion: false, token: .none, jsonBody: false, strictHeaders: false)
        on(router, "logos/:file", method: .get, rules: logo) { _, _ in
            SandboxReply.raw(Self.logoPNG, contentType: "image/png")
        }
    }

    /// The bank's page, or the scheme's page listing the banks while the customer has not picked one.
    private func page(for payment: SandboxPayment) async -> String {
        guard let issuer = payment.issuer else {
            let schemeName = Self.displayNames[payment.paymentMethodType] ?? payment.paymentMethodType
            return BankPage.renderScheme(payment, schemeName: schemeName, banks: await schemeBanks(for: payment))
        }
        return BankPage.render(payment, bankName: await schemeBanks(for: payment).first { $0.id == issuer }?.name ?? issuer)
    }

    /// Every bank of the payment's method (the fixtures, whatever list the session served).
    private func schemeBanks(for payment: SandboxPayment) async -> [IssuerBody] {
        guard let parameter = Self.bankListParameters[payment.paymentMethodType] else { return [] }
        return await banks(for: parameter)
    }
}
