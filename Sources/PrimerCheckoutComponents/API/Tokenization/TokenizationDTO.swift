/// `POST {pciUrl}/payment-instruments` request for an off-session (redirect) payment.
struct TokenizationRequestDTO: Encodable, Sendable {
    struct PaymentInstrument: Encodable, Sendable {
        struct SessionInfo: Encodable, Sendable {
            /// Absent when the customer chooses the bank on the scheme's page (iDEAL 2.0).
            let issuer: String?
            let locale: String
            let platform: String
        }
        let paymentMethodConfigId: String
        let paymentMethodType: String
        let sessionInfo: SessionInfo
        let type = "OFF_SESSION_PAYMENT"
    }
    let paymentInstrument: PaymentInstrument
}

/// The tokenization response: its `token` is all a payment needs.
struct TokenizationResponseDTO: Decodable, Sendable {
    let token: String
}
