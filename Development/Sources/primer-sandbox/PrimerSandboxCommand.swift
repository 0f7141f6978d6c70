import ArgumentParser
import Foundation
import PrimerSandbox

/// Runs the Primer API sandbox on its own port and prints its base URL and a client token.
@main
struct PrimerSandboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "primer-sandbox",
        abstract: "Run the local Primer API sandbox (bank list, payments, bank page) and print a client token.")

    @Option(parsing: .unconditional, help: "Port to listen on (0 picks a free one).")
    var port: Int = 8080

    @Option(parsing: .unconditional, help: "Order amount in minor units.")
    var amount: Int = 1250

    @Option(help: "Order currency.")
    var currency: String = "EUR"

    @Option(parsing: .upToNextOption, help: "Payment method types to offer.")
    var methods: [String] = ["ADYEN_IDEAL", "ADYEN_DOTPAY"]

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard amount >= 0 else { throw ValidationError("--amount must not be negative.") }
        guard SandboxSessionOptions.isCurrencyCode(currency) else {
            throw ValidationError("--currency takes an ISO 4217 currency code such as EUR or PLN; \(currency) is none.")
        }
    }

    func run() async throws {
        let sandbox = SandboxServer(port: port)
        let url = try await sandbox.start()
        let order = SandboxSessionOptions(amount: amount, currencyCode: currency.uppercased(), paymentMethods: methods)
        let token = await sandbox.makeClientToken(order)
        // Written straight to the file descriptor: a pipe or file would otherwise hold the lines back.
        FileHandle.standardOutput.write(Data("Primer sandbox listening on \(url.absoluteString)\nClient token:\n\(token)\n".utf8))
        while !Task.isCancelled {
            try await Task.sleep(nanoseconds: 3_600_000_000_000)
        }
    }
}
