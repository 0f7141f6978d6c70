/// What a payment method remembers between attempts so that Retry never pays twice: a creation
/// whose answer was lost is repeated with the same token and idempotency key, and a payment
/// already sent to the bank is followed again (same payment) instead of creating a new one.
actor PaymentAttemptMemory {
    struct Creation: Sendable, Equatable {
        let issuer: String?
        let paymentMethodToken: String
        let idempotencyKey: String
    }

    struct Redirect: Sendable, Equatable {
        let issuer: String?
        let paymentId: String
        let actionToken: ClientToken
    }

    private(set) var creation: Creation?
    private(set) var redirect: Redirect?

    func creation(for issuer: String?) -> Creation? {
        creation.flatMap { $0.issuer == issuer ? $0 : nil }
    }

    func redirect(for issuer: String?) -> Redirect? {
        redirect.flatMap { $0.issuer == issuer ? $0 : nil }
    }

    func remember(_ creation: Creation) {
        self.creation = creation
        redirect = nil
    }

    func remember(_ redirect: Redirect) {
        self.redirect = redirect
        creation = nil
    }

    func forgetCreation() {
        creation = nil
    }

    func forgetAll() {
        creation = nil
        redirect = nil
    }
}
