import Foundation
import PrimerCheckoutComponents
import PrimerSandbox

/// Runs `body` against a fresh sandbox on a free loopback port, and stops it afterwards.
@MainActor
public func withSandbox(_ body: @MainActor (SandboxServer) async throws -> Void) async throws {
    let sandbox = SandboxServer()
    _ = try await sandbox.start()
    do {
        try await body(sandbox)
    } catch {
        await sandbox.stop()
        throw error
    }
    await sandbox.stop()
}

/// Settings that keep loopback tests quick: a short poll interval and deadline.
public func fastSettings(_ settings: PrimerSettings = PrimerSettings(), timeout: TimeInterval = 20) -> PrimerSettings {
    var settings = settings
    settings.redirectPolling = RedirectPollingOptions(interval: 0.05, maximumBackoff: 0.2, timeout: timeout)
    return settings
}
