import CheckoutDemo
import Foundation
import PrimerCheckoutComponents
import PrimerSandbox
import SandboxTestSupport
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport

/// A merchant pins a version: the SDK reports the version `CHANGELOG.md` released last, and the
/// README's package line asks for it.
@Suite("Releases")
struct ReleaseTests {
    static let root = PublicSurface.repositoryRoot

    /// The versions of the changelog's `## [x.y.z] - date` headings, newest first.
    static var releasedVersions: [String] {
        get throws {
            let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
            return changelog.components(separatedBy: "\n").compactMap { line in
                guard line.hasPrefix("## ["), let end = line.firstIndex(of: "]") else { return nil }
                let version = String(line[line.index(line.startIndex, offsetBy: 4)..<end])
                return version == "Unreleased" ? nil : version
            }
        }
    }

    @Test func theSDKVersionIsTheChangelogsLatestRelease() throws {
        let latest = try #require(try Self.releasedVersions.first)
        #expect(PrimerCheckoutSDK.version == latest)
        #expect(latest.split(separator: ".").count == 3 && latest.split(separator: ".").allSatisfy { Int($0) != nil })
    }

    @Test func theReadmePinsTheLatestReleaseFromItsVersion() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("from: \"\(PrimerCheckoutSDK.version)\""))
        #expect(!readme.contains("branch: \"main\""))
    }

    @Test @MainActor func everyRequestReportsTheSDKVersion() async throws {
        try await withSandbox { sandbox in
            let checkout = try await sandbox.checkout(SandboxCustomer(.press(.approve)))
            _ = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
            let requests = await sandbox.requestLog.filter { [.configuration, .bankList].contains($0.endpoint) }
            #expect(requests.count >= 2)
            #expect(requests.allSatisfy { $0.header("Primer-SDK-Version") == PrimerCheckoutSDK.version })
        }
    }
}
