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
