import Foundation
import PrimerSandbox

/// Where the demo's checkout comes from: the embedded sandbox, or a client token given to it.
public struct DemoEnvironment: Sendable {
    /// The client token to pay with.
    public let clientToken: String
    /// The embedded sandbox, when the demo runs one.
    public let sandbox: SandboxServer?

    /// Starts the embedded sandbox on a free loopback port and makes a client token from it; the
    /// methods in `emptyBankListMethods` get an empty bank list (iDEAL 2.0), and with
    /// `processesPaymentsWithoutCustomer` every payment is created `PENDING` with no bank page; the
    /// order is `amount` minor units of `currencyCode` when given (the sandbox's €12.50 otherwise).
    public static func embedded(
        paymentMethods: [String] = ["ADYEN_IDEAL", "ADYEN_DOTPAY"], emptyBankListMethods: [String] = [],
        processesPaymentsWithoutCustomer: Bool = false, amount: Int? = nil, currencyCode: String? = nil
    ) async throws -> DemoEnvironment {
        let sandbox = SandboxServer()
        _ = try await sandbox.start()
        var session = SandboxSessionOptions(paymentMethods: paymentMethods, emptyBankListMethods: emptyBankListMethods)
        session.processesPaymentsWithoutCustomer = processesPaymentsWithoutCustomer
        if let amount { session.amount = amount }
        if let currencyCode { session.currencyCode = currencyCode }
        let token = await sandbox.makeClientToken(session)
        return DemoEnvironment(clientToken: token, sandbox: sandbox)
    }

    /// Uses an existing client token (a real one, or an external sandbox's).
    public static func external(clientToken: String) -> DemoEnvironment {
        DemoEnvironment(clientToken: clientToken, sandbox: nil)
    }
}
