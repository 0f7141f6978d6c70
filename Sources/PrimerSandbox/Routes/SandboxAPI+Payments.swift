import Foundation
import HTTPTypes
import Hummingbird

extension SandboxAPI {
    private struct TokenizeRequest: Decodable {
        struct Instrument: Decodable {
            struct SessionInfo: Decodable {
                let issuer: String
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

    func addPaymentRoutes(to router: Router<BasicRequestContext>) {
        router.post("payment-instruments") { request, _ in
            try await handle(request, rules: EndpointRules(endpoint: .tokenize, apiVersion: true, token: .session)) { body, caller in
                guard case .session(let accessToken, let session) = caller else {
                    return .error(.unauthorized, "unauthorized", "No session.")
                }
                guard let tokenize = Self.decode(TokenizeRequest.self, body), tokenize.paymentInstrument.type == "OFF_SESSION_PAYMENT"
                else {
                    return .error(.badRequest, "invalid-body", "Expected an OFF_SESSION_PAYMENT paymentInstrument.")
                }
                let instrument = tokenize.paymentInstrument
                guard session.options.paymentMethods.contains(instrument.paymentMethodType),
                    session.configId(for: instrument.paymentMethodType) == instrument.paymentMethodConfigId,
                    let parameter = Self.bankListParameters[instrument.paymentMethodType]
                else {
                    return .error(.badRequest, "invalid-payment-method", "Unknown payment method config id or type.")
                }
                let bank = await banks(for: parameter, generatedCount: session.options.generatedBankCount).first {
                    $0["id"] as? String == instrument.sessionInfo.issuer
                }
                guard let bank else { return .error(.badRequest, "invalid-issuer", "Unknown issuer \(instrument.sessionInfo.issuer).") }
                guard bank["disabled"] as? Bool != true else { return .error(.badRequest, "issuer-unavailable", "The issuer is offline.") }
                let token = await store.addInstrument(
                    sessionToken: accessToken, type: instrument.paymentMethodType,
                    issuer: instrument.sessionInfo.issuer, locale: instrument.sessionInfo.locale)
                return .json([
                    "id": "pit_\(token)", "token": token, "tokenType": "SINGLE_USE", "paymentInstrumentType": "OFF_SESSION_PAYMENT",
                    "paymentMethodType": instrument.paymentMethodType, "paymentInstrumentData": [:] as [String: Any],
                    "analyticsId": "an_\(token)", "isVaulted": false,
                ])
            }
        }

        router.post("payments") { request, _ in
            try await handle(request, rules: EndpointRules(endpoint: .createPayment, apiVersion: true, token: .session)) { body, caller in
                guard case .session(let accessToken, _) = caller else { return .error(.unauthorized, "unauthorized", "No session.") }
                guard let create = Self.decode(CreateRequest.self, body) else {
                    return .error(.badRequest, "invalid-body", "Expected paymentMethodToken.")
                }
                let key = request.headers[HTTPField.Name("X-Idempotency-Key")!]
                switch await store.createPayment(
                    sessionToken: accessToken, paymentMethodToken: create.paymentMethodToken, idempotencyKey: key)
                {
                case .created(let payment, let action), .existing(let payment, let action):
                    return .json(await pendingPayment(payment, actionToken: action))
                case .unknownToken:
                    return .error(.badRequest, "invalid-payment-method-token", "Unknown payment method token.")
                case .tokenUsed:
                    return .error(.badRequest, "payment-method-token-used", "The single-use token was already used.")
                }
            }
        }

        router.get("status/:reference") { request, context in
            try await handle(request, rules: EndpointRules(endpoint: .status, apiVersion: false, token: .requiredAction)) { _, caller in
                guard case .requiredAction(let owner) = caller,
                    let payment = await store.payment(reference: context.parameters.get("reference") ?? ""), payment.id == owner.id
                else {
                    return .error(.notFound, "not-found", "Unknown status reference.")
                }
                let complete = payment.outcome != .awaitingCustomer
                return .json([
                    "status": complete ? "COMPLETE" : "PENDING", "id": complete ? "resume_\(payment.reference)" : payment.reference,
                    "source": "sandbox-bank",
                ])
            }
        }

        router.post("payments/:id/resume") { request, context in
            try await handle(request, rules: EndpointRules(endpoint: .resume, apiVersion: true, token: .requiredAction)) { body, caller in
                guard case .requiredAction(let owner) = caller, owner.id == context.parameters.get("id") else {
                    return .error(.notFound, "not-found", "Unknown payment for this token.")
                }
                guard let resume = Self.decode(ResumeRequest.self, body) else {
                    return .error(.badRequest, "invalid-body", "Expected resumeToken.")
                }
                if let earlier = await store.resumeAnswer(paymentId: owner.id, resumeToken: resume.resumeToken) {
                    return SandboxAnswer(status: .ok, contentType: "application/json", body: earlier)
                }
                guard let payment = await store.payments[owner.id], resume.resumeToken == "resume_\(payment.reference)",
                    payment.outcome != .awaitingCustomer
                else {
                    return .error(.badRequest, "invalid-resume-token", "The resume token is not valid for this payment.")
                }
                let answer = SandboxAnswer.json(finalPayment(payment))
                await store.storeResumeAnswer(answer.body, paymentId: payment.id, resumeToken: resume.resumeToken)
                return answer
            }
        }
    }

    private func pendingPayment(_ payment: SandboxPayment, actionToken: String) async -> [String: Any] {
        let base = await store.baseURL.absoluteString
        let clientToken = SandboxClientToken.make(claims: [
            "accessToken": actionToken, "intent": "\(payment.paymentMethodType)_REDIRECTION", "env": "SANDBOX",
            "redirectUrl": "\(base)/bank/\(payment.reference)", "statusUrl": "\(base)/status/\(payment.reference)",
            "exp": Int(Date().timeIntervalSince1970) + 3600,
        ])
        return paymentBody(
            payment, status: "PENDING",
            extra: [
                "requiredAction": ["name": "USE_PRIMER_SDK", "clientToken": clientToken, "description": "Redirect to the bank"]
            ])
    }

    private func finalPayment(_ payment: SandboxPayment) -> [String: Any] {
        switch payment.outcome {
        case .approved: paymentBody(payment, status: "SUCCESS")
        case .declined: paymentBody(payment, status: "FAILED", extra: ["paymentFailureReason": "DECLINED"])
        case .cancelled, .awaitingCustomer: paymentBody(payment, status: "FAILED", extra: ["paymentFailureReason": "PAYMENT_CANCELLED"])
        }
    }

    private func paymentBody(_ payment: SandboxPayment, status: String, extra: [String: Any] = [:]) -> [String: Any] {
        var body: [String: Any] = [
            "id": payment.id, "paymentId": payment.id, "amount": payment.amount, "currencyCode": payment.currencyCode,
            "orderId": "order_\(payment.reference)", "status": status, "showSuccessCheckoutOnPendingPayment": false,
        ]
        body.merge(extra) { _, new in new }
        return body
    }
}
