import Foundation

/// A payment the checkout created, or is creating, that the server has not yet called final.
///
/// The checkout writes it down before the creation request leaves and forgets it only when the
/// server says it succeeded (and the checkout reported it) or failed: never because of something
/// the device saw (a closed browser sheet, a return to the app, a timer). Stores persist it as
/// `Codable` data; it carries the payment's capability tokens, so keep it where secrets go.
public struct OpenPayment: Codable, Equatable, Sendable {
    /// The payment's id at Primer; `nil` while its creation has not been answered.
    public internal(set) var paymentId: String?
    /// The payment method type it pays with, e.g. `ADYEN_IDEAL`.
    public let paymentMethodType: String
    /// The bank chosen in the list, when there was one.
    public let issuer: String?
    /// The key its creation is sent with: a creation whose answer was lost is sent again with it,
    /// and the server answers with the same payment.
    public let idempotencyKey: String
    /// When the checkout started creating it.
    public let createdAt: Date
    /// What the server last said of it (`PENDING`, or a status the SDK does not know yet).
    public internal(set) var lastStatus: String?
    /// The single-use token the payment is created with.
    let paymentMethodToken: String
    /// The required action's client token: the bank page, the status address and their access token.
    var actionToken: String?
    /// Made by the merchant's server (manual handling): the SDK never creates or resumes it, it
    /// only continues it at the bank and hands the resume token over.
    var handledByMerchant: Bool?
    /// The customer chose to pay another way while it was still open: it is still asked about
    /// before each payment (it may go through), but no longer continued at the bank.
    var customerPaidAnotherWay: Bool?
    /// Its bank page's token had expired by the device's clock when the checkout last asked about
    /// it: the server still decides where it stands, but the customer can no longer continue it.
    var bankPageExpired: Bool?
    /// The last moment a checkout accepts the client token it was created under (its expiry and
    /// the clock skew allowed): until then the customer can open the checkout again and pay.
    /// `nil` in records written before it was kept.
    var sessionUsableUntil: Date?
    /// What it pays: the order's total when it was created, in minor units of `currencyCode`. A
    /// later client session of the same order may have another total. `nil` in records written
    /// before it was kept.
    var amount: Int?
    var currencyCode: String?

    init(
        paymentMethodType: String, issuer: String?, idempotencyKey: String, paymentMethodToken: String,
        createdAt: Date = Date(), sessionUsableUntil: Date? = nil, amount: Int? = nil, currencyCode: String? = nil
    ) {
        self.paymentMethodType = paymentMethodType
        self.issuer = issuer
        self.idempotencyKey = idempotencyKey
        self.paymentMethodToken = paymentMethodToken
        self.createdAt = createdAt
        self.sessionUsableUntil = sessionUsableUntil
        self.amount = amount
        self.currencyCode = currencyCode
    }

    /// Whether it has not succeeded yet: the server may still move it either way.
    var mayStillGoThrough: Bool { lastStatus != PaymentRecord.succeeded }

    /// Whether the server is processing it without the customer: created, not succeeded, and
    /// never sent to a bank page (a `PENDING` answer with no required action, or one the checkout
    /// cannot follow). Nothing can ask about it; only the merchant's server hears how it ends.
    var isProcessing: Bool { paymentId != nil && mayStillGoThrough && bankPage == nil }

    /// The bank page it was sent to, whether or not the device's clock says its token expired: the
    /// checkout asks its status address until the server's answer ends the payment.
    var bankPage: ClientToken? {
        actionToken.flatMap { try? ClientToken.requiredAction($0, now: .distantPast) }.flatMap { $0.isRedirection ? $0 : nil }
    }

    /// The bank page, while the customer can still be sent back to it: its token has not expired.
    var redirect: ClientToken? { bankPage.flatMap { $0.isExpired() ? nil : $0 } }

    /// What the customer's not-confirmed screen and `PrimerError.paymentPending` name it by: its
    /// id at Primer, or — made by the merchant's server, whose id the SDK never learns — the key
    /// it is kept under.
    var reference: String? { handledByMerchant == true ? idempotencyKey : paymentId }
}

extension OpenPayment {
    private enum Field: String, CodingKey {
        case paymentId, paymentMethodType, issuer, idempotencyKey, createdAt, lastStatus, paymentMethodToken, actionToken
        case handledByMerchant, customerPaidAnotherWay
    }

    /// The entry `data` (JSON) as this version reads it: whole, or else what settles it.
    @_spi(Stores) public static func read(_ data: Data) -> OpenPayment? {
        try? JSONDecoder().decode(StoredEntry.self, from: data).payment
    }

    /// One stored entry, read whole when this version can, else for what settles it; `nil` when
    /// neither (the entry is kept as it is).
    struct StoredEntry: Decodable {
        let payment: OpenPayment?

        init(from decoder: any Decoder) {
            payment = (try? OpenPayment(from: decoder)) ?? OpenPayment.salvaged(from: decoder)
        }
    }

    /// What settles an entry another SDK version wrote (or one with a damaged field), read field
    /// by field: its key and type, and either its payment id (asked about at its bank page, when
    /// one is readable) or the token its unanswered creation is repeated with. `nil` without those.
    private static func salvaged(from decoder: any Decoder) -> OpenPayment? {
        guard let fields = try? decoder.container(keyedBy: Field.self),
            let key = try? fields.decode(String.self, forKey: .idempotencyKey),
            let type = try? fields.decode(String.self, forKey: .paymentMethodType)
        else { return nil }
        func text(_ field: Field) -> String? { (try? fields.decodeIfPresent(String.self, forKey: field)) ?? nil }
        var payment = OpenPayment(
            paymentMethodType: type, issuer: text(.issuer), idempotencyKey: key, paymentMethodToken: text(.paymentMethodToken) ?? "",
            createdAt: ((try? fields.decodeIfPresent(Date.self, forKey: .createdAt)) ?? nil) ?? .distantPast)
        payment.paymentId = text(.paymentId)
        payment.actionToken = text(.actionToken)
        payment.lastStatus = text(.lastStatus)
        payment.handledByMerchant = (try? fields.decodeIfPresent(Bool.self, forKey: .handledByMerchant)) ?? nil
        payment.customerPaidAnotherWay = (try? fields.decodeIfPresent(Bool.self, forKey: .customerPaidAnotherWay)) ?? nil
        return payment.paymentId != nil || !payment.paymentMethodToken.isEmpty ? payment : nil
    }
}

/// Why the checkout tells the merchant that it leaves a payment open.
public enum PaymentLeftOpenReason: Equatable, Sendable {
    /// The customer was told the payment is not confirmed yet and chose to pay another way.
    case customerPaidAnotherWay
    /// The checkout ended (paid with another payment, or closed) while the payment was still open,
    /// or while its creation was unanswered (`paymentId` is `nil`: the server may have made it).
    case checkoutEnded
    /// The record of open payments is full (20 per order): the oldest one,
    /// asked about just before and still not final, is no longer kept on the device.
    case recordFull
}
