import Foundation
import HTTPTypes
import Hummingbird

extension SandboxAPI {
    private struct TokenizeRequest: Decodable {
        struct Instrument: Decodable {
            struct SessionInfo: Decodable {
                let issuer: String?
                let locale: String
                let platform: String
            }
            let paymentMethodConfigId: String
            let paymentMethodType: String
            let sessionInfo: SessionInfo
            let type: String
        }
        let paymentInstrument: Instrument
    }

    private struct CreateRequest: Decodable { let paymentMethodToken: String }
    private struct ResumeRequest: Decodable { let resumeToken: String }

    func addPaymentRoutes(to router: Router<SandboxRequestContext>) {
        let tokenize = EndpointRules(endpoint: .tokenize, apiVersion: true, token: .session)
        on(router, "payment-instruments", method: .post, rules: tokenize) { request, context in
            guard case .session(let accessToken, let session) = context.caller else {
                return try SandboxReply.error(.unauthorized, "unauthorized", "No session.", for: request, in: context)
            }
            guard let tokenize = Self.decode(TokenizeRequest.self, context.body), tokenize.paymentInstrument.type == "OFF_SESSION_PAYMENT"
            else {
                return try SandboxReply.error(
                    .badRequest, "invalid-body", "Expected an OFF_SESSION_PAYMENT paymentInstrument.", for: request, in: context)
            }
            let instrument = tokenize.paymentInstrument
            guard session.options.paymentMethods.contains(instrument.paymentMethodType),
                session.configId(for: instrument.paymentMethodType) == instrument.paymentMethodConfigId,
                let parameter = Self.bankListParameters[instrument.paymentMethodType]
            else {
                return try SandboxReply.error(
                    .badRequest, "invalid-payment-method", "Unknown payment method config id or type.", for: request, in: context)
            }
            if let issuer = instrument.sessionInfo.issuer {
                let bank = await banks(for: parameter, generatedCount: session.options.generatedBankCount).first { $0.id == issuer }
                guard let bank else {
                    return try SandboxReply.error(.badRequest, "invalid-issuer", "Unknown issuer \(issuer).", for: request, in: context)
                }
                guard !bank.disabled else {
                    return try SandboxReply.error(.badRequest, "issuer-unavailable", "The issuer is offline.", for: request, in: context)
                }
            } else if !Self.schemePageMethods.contains(instrument.paymentMethodType) {
                return try SandboxReply.error(
                    .badRequest, "invalid-issuer", "\(instrument.paymentMethodType) needs an issuer.", for: request, in: context)
            }
            let token = await store.addInstrument(
                sessionToken: accessToken, type: instrument.paymentMethodType,
                issuer: instrument.sessionInfo.issuer, locale: instrument.sessionInfo.locale)
            let body = TokenizeBody(
                id: "pit_\(token)", token: token, tokenType: "SINGLE_USE", paymentInstrumentType: "OFF_SESSION_PAYMENT",
                paymentMethodType: instrument.paymentMethodType, paymentInstrumentData: .init(), analyticsId: "an_\(token)",
                isVaulted: false)
            return try SandboxReply.json(body, for: request, in: context)
        }

        on(router, "payments", method: .post, rules: EndpointRules(endpoint: .createPayment, apiVersion: true, token: .session)) {
            request, context in
            guard case .session(let accessToken, _) = context.caller else {
                return try SandboxReply.error(.unauthorized, "unauthorized", "No session.", for: request, in: context)
            }
            guard let create = Self.decode(CreateRequest.self, context.body) else {
                return try SandboxReply.error(.badRequest, "invalid-body", "Expected paymentMethodToken.", for: request, in: context)
            }
            let key = request.headers[HTTPField.Name("X-Idempotency-Key")!]
            switch await store.createPayment(sessionToken: accessToken, paymentMethodToken: create.paymentMethodToken, idempotencyKey: key)
            {
            case .created(let payment, let action), .existing(let payment, let action):
                if payment.processedWithoutCustomer {
                    return try SandboxReply.json(paymentBody(payment, status: "PENDING"), for: request, in: context)
                }
                return try SandboxReply.json(await pendingPayment(payment, actionToken: action), for: request, in: context)
            case .unknownToken:
                return try SandboxReply.error(
                    .badRequest, "invalid-payment-method-token", "Unknown payment method token.", for: request, in: context)
            case .tokenUsed:
                return try SandboxReply.error(
                    .badRequest, "payment-method-token-used", "The single-use token was already used.", for: request, in: context)
            }
        }

        on(router, "status/:reference", method: .get, rules: EndpointRules(endpoint: .status, apiVersion: false, token: .requiredAction)) {
            request, context in
            guard case .requiredAction(let owner) = context.caller,
                let payment = await store.payment(reference: context.parameters.get("reference") ?? ""), payment.id == owner.id
            else {
                return try SandboxReply.error(.notFound, "not-found", "Unknown status reference.", for: request, in: context)
            }
            let complete = payment.outcome != .awaitingCustomer
            let body = StatusBody(
                status: complete ? "COMPLETE" : "PENDING", id: complete ? "resume_\(payment.reference)" : payment.reference,
                source: "sandbox-bank")
            return try SandboxReply.json(body, for: request, in: context)
        }

        let resume = EndpointRules(endpoint: .resume, apiVersion: true, token: .requiredAction)
        on(router, "payments/:id/resume", method: .post, rules: resume) { request, context in
            guard case .requiredAction(let owner) = context.caller, owner.id == context.parameters.get("id") else {
                return try SandboxReply.error(.notFound, "not-found", "Unknown payment for this token.", for: request, in: context)
            }
            guard let resume = Self.decode(ResumeRequest.self, context.body) else {
                return try SandboxReply.error(.badRequest, "invalid-body", "Expected resumeToken.", for: request, in: context)
            }
            if let earlier = await store.resumeAnswer(paymentId: owner.id, resumeToken: resume.resumeToken) {
                return try SandboxReply.json(earlier, for: request, in: context)
            }
            guard let payment = await store.payments[owner.id], resume.resumeToken == "resume_\(payment.reference)",
                payment.outcome != .awaitingCustomer
            else {
                return try SandboxReply.error(
                    .badRequest, "invalid-resume-token", "The resume token is not valid for this payment.", for: request, in: context)
            }
            if await store.takePendingResume(paymentId: payment.id) {
                return try SandboxReply.json(paymentBody(payment, status: "PENDING"), for: request, in: context)
            }
            let answer = finalPayment(payment)
            await store.storeResumeAnswer(answer, paymentId: payment.id, resumeToken: resume.resumeToken)
            return try SandboxReply.json(answer, for: request, in: context)
        }
    }

    private func pendingPayment(_ payment: SandboxPayment, actionToken: String) async -> PaymentBody {
        let base = await store.baseURL.absoluteString
        var claims: [String: Any] = [
            "accessToken": actionToken, "intent": "\(payment.paymentMethodType)_REDIRECTION", "env": "SANDBOX",
            "redirectUrl": "\(base)/bank/\(payment.reference)", "statusUrl": "\(base)/status/\(payment.reference)",
        ]
        if let lifetime = payment.actionTokenLifetime { claims["exp"] = Int(Date().timeIntervalSince1970) + lifetime }
        let clientToken = SandboxClientToken.make(claims: claims)
        var body = paymentBody(payment, status: "PENDING")
        body.requiredAction = .init(name: "USE_PRIMER_SDK", clientToken: clientToken, description: "Redirect to the bank")
        return body
    }

    private func finalPayment(_ payment: SandboxPayment) -> PaymentBody {
        switch payment.outcome {
        case .approved: return paymentBody(payment, status: "SUCCESS")
        case .declined:
            var body = paymentBody(payment, status: "FAILED")
            body.paymentFailureReason = "DECLINED"
            return body
        case .cancelled, .awaitingCustomer:
            var body = paymentBody(payment, status: "FAILED")
            body.paymentFailureReason = "PAYMENT_CANCELLED"
            return body
        }
    }

    private func paymentBody(_ payment: SandboxPayment, status: String) -> PaymentBody {
        PaymentBody(
            id: payment.id, paymentId: payment.id, amount: payment.amount, currencyCode: payment.currencyCode,
            orderId: payment.orderId ?? "order_\(payment.reference)", status: status, showSuccessCheckoutOnPendingPayment: false)
    }
}
