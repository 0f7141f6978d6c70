import Foundation

/// The sandbox bank's approval page: plain HTML forms, no JavaScript.
enum BankPage {
    static let notFound = document(title: "Unknown payment", body: "<h1>Unknown payment</h1><p>This payment does not exist.</p>")

    static func render(_ payment: SandboxPayment, bankName: String) -> String {
        let amount = MinorUnits.text(payment.amount, currencyCode: payment.currencyCode)
        let header = """
            <h1 id="bank">\(escape(bankName))</h1>
            <p>Payment <code id="payment-id">\(escape(payment.id))</code> with \(escape(payment.paymentMethodType))</p>
            <p class="amount" id="amount">\(escape(payment.currencyCode)) \(amount)</p>
            """
        let content: String
        switch payment.outcome {
        case .awaitingCustomer:
            content = """
                <p>Approve this payment?</p>
                <form method="post" action="/bank/\(escape(payment.reference))/approve"><button id="approve" type="submit">Approve</button></form>
                <form method="post" action="/bank/\(escape(payment.reference))/decline"><button id="decline" type="submit">Decline</button></form>
                <form method="post" action="/bank/\(escape(payment.reference))/cancel"><button id="cancel" type="submit">Cancel</button></form>
                """
        case .approved: content = #"<p id="outcome">Approved. You can return to the shop.</p>"#
        case .declined: content = #"<p id="outcome">Declined. You can return to the shop.</p>"#
        case .cancelled: content = #"<p id="outcome">Cancelled. You can return to the shop.</p>"#
        }
        return document(title: bankName, body: header + content)
    }

    /// The scheme's page (iDEAL 2.0) for a payment created without a bank: the customer picks one
    /// (each bank a form), or cancels.
    static func renderScheme(_ payment: SandboxPayment, schemeName: String, banks: [IssuerBody]) -> String {
        let amount = MinorUnits.text(payment.amount, currencyCode: payment.currencyCode)
        let reference = escape(payment.reference)
        let choices = banks.filter { !$0.disabled }.map { bank in
            #"<form method="post" action="/bank/\#(reference)/choose/\#(escape(bank.id))">"#
                + #"<button id="choose-\#(escape(bank.id))" type="submit">\#(escape(bank.name))</button></form>"#
        }
        let body = """
            <h1 id="scheme">\(escape(schemeName))</h1>
            <p>Payment <code id="payment-id">\(escape(payment.id))</code></p>
            <p class="amount" id="amount">\(escape(payment.currencyCode)) \(amount)</p>
            <p>Choose your bank</p>
            \(choices.joined(separator: "\n"))
            <form method="post" action="/bank/\(reference)/cancel"><button id="cancel" type="submit">Cancel</button></form>
            """
        return document(title: "Choose your bank", body: body)
    }

    private static func document(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
        <title>\(escape(title)) — sandbox bank</title>
        <style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto}button{font-size:1.1rem;margin:.3rem 0;width:100%}</style>
        </head><body>\(body)</body></html>
        """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
