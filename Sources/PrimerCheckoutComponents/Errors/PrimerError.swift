import Foundation

/// Every error the checkout reports. Each carries a `diagnosticsId` to quote to Primer support and
/// an `errorId` naming its kind.
///
/// New kinds of failure may be added in later versions: switch over it with a `default` case (or
/// compare `errorId`), so that code that compiles today keeps compiling.
public indirect enum PrimerError: Error, Equatable, Sendable {
    /// The client token is missing, malformed, expired or lacks a required claim.
    case invalidClientToken(reason: String, diagnosticsId: String)
    /// A value given to the SDK is not acceptable.
    case invalidValue(key: String, value: String?, reason: String, diagnosticsId: String)
    /// The customer cancelled the payment.
    case paymentCancelled(paymentMethodType: String, diagnosticsId: String)
    /// The payment was declined or failed.
    case paymentFailed(paymentMethodType: String, paymentId: String?, status: String?, reason: String?, diagnosticsId: String)
    /// The payment is not final yet: the server has not confirmed it (`PENDING`, or a status the SDK
    /// does not know), or an earlier payment of the checkout is still open at the bank (`issuer`,
    /// when the customer chose one in the list). It stays open and may still go through. The error
    /// screen asks the customer: Retry continues this payment and never creates a second one;
    /// choosing another payment method pays another way, leaving it open (the merchant is told
    /// through `PrimerPaymentHandlers.didLeavePaymentOpen`). In manual handling, where your server
    /// created the payment and the SDK never learns its id, `paymentId` is the key the checkout
    /// keeps it under, and paying another way hands your server a new token.
    case paymentPending(paymentMethodType: String, paymentId: String, status: String, issuer: String?, diagnosticsId: String)
    /// The bank did not report a result before the deadline.
    case paymentTimedOut(paymentMethodType: String, seconds: Int, diagnosticsId: String)
    /// The payment could not be resumed after the bank's page.
    case failedToResumePayment(paymentMethodType: String, reason: String?, diagnosticsId: String)
    /// The bank's page could not be opened. `url` is the page's origin (scheme, host and port): its
    /// path is a capability of the payment and never leaves the checkout.
    case failedToRedirect(url: String, reason: String, diagnosticsId: String)
    /// The merchant aborted the payment or reported an error.
    case merchantError(message: String, diagnosticsId: String)
    /// The payment method type is not supported by this checkout.
    case unsupportedPaymentMethodType(paymentMethodType: String, diagnosticsId: String)
    /// The server refused the client token (HTTP 401).
    case unauthorized(diagnosticsId: String)
    /// The server answered with an error status.
    case serverError(statusCode: Int, errorId: String?, description: String?, diagnosticsId: String)
    /// The server's answer could not be read.
    case decodingFailed(reason: String, diagnosticsId: String)
    /// The server could not be reached (timeout, refused, DNS, connection lost).
    case networkFailure(reason: String, diagnosticsId: String)
    /// The checkout's record of open payments (`OpenPaymentStore`) could not be read or written, or
    /// holds an entry this SDK version cannot read: no payment was created, since one the device
    /// could not keep might be paid twice. `reason` names the record and the cause; Retry tries
    /// again. An unreadable entry stays until it is removed from the store.
    case paymentRecordUnavailable(reason: String, diagnosticsId: String)
}

extension PrimerError {
    /// A fresh diagnostics id for an error that did not come from the server.
    static func newDiagnosticsId() -> String {
        UUID().uuidString
    }

    /// `paymentMethodType` is not one this checkout, method or layer serves.
    static func unsupported(_ paymentMethodType: String) -> PrimerError {
        .unsupportedPaymentMethodType(paymentMethodType: paymentMethodType, diagnosticsId: newDiagnosticsId())
    }
}
