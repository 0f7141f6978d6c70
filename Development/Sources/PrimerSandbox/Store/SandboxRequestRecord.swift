import Foundation

/// One request the sandbox received, for tests to read.
public struct SandboxRequestRecord: Sendable, Equatable {
    public let endpoint: SandboxEndpoint?
    public let method: String
    public let path: String
    public let headers: [String: String]
    public let body: Data
    public let receivedAt: Date

    /// A header's value, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
}
