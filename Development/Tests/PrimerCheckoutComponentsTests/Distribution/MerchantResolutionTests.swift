import Foundation
import PrimerCheckoutComponents
import Testing

/// What a merchant's app meets when it adds the SDK: a package that depends on this repository by
/// URL and uses both SDK products resolves no package but ours.
@Suite("Merchant package resolution")
struct MerchantResolutionTests {
    /// The files of the SDK package as a release tag of a git repository of their own, the way
    /// SwiftPM fetches a dependency by URL.
    static func releasedSDK(in folder: URL) throws -> URL {
        let sdk = folder.appendingPathComponent("primer-checkout-ios")
        try FileManager.default.createDirectory(at: sdk, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Shims"] {
            try FileManager.default.copyItem(
                at: PublicSurface.repositoryRoot.appendingPathComponent(item), to: sdk.appendingPathComponent(item))
        }
        let git = ["-c", "user.name=Release", "-c", "user.email=release@example.com", "-c", "commit.gpgsign=false"]
        try run("git", ["init", "-q"], in: sdk)
        try run("git", ["add", "-A"], in: sdk)
        try run("git", git + ["commit", "-q", "-m", "Release \(PrimerCheckoutSDK.version)"], in: sdk)
        try run("git", git + ["tag", PrimerCheckoutSDK.version], in: sdk)
        return sdk
    }

    /// A merchant's package that uses both SDK products, pinned `from:` the current release.
    static func merchantPackage(in folder: URL, dependingOn sdk: URL) throws -> URL {
        let app = folder.appendingPathComponent("MerchantApp")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/MerchantApp"), withIntermediateDirectories: true)
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "MerchantApp",
                platforms: [.iOS(.v15), .macOS(.v12)],
                dependencies: [.package(url: "\(sdk.absoluteString)", from: "\(PrimerCheckoutSDK.version)")],
                targets: [
                    .target(
                        name: "MerchantApp",
                        dependencies: [
                            .product(name: "PrimerCheckoutComponents", package: "primer-checkout-ios"),
                            .product(name: "PrimerCheckoutSwiftUI", package: "primer-checkout-ios"),
                        ])
                ]
            )
            """
        try manifest.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import PrimerCheckoutComponents\nimport PrimerCheckoutSwiftUI\n"
            .write(to: app.appendingPathComponent("Sources/MerchantApp/App.swift"), atomically: true, encoding: .utf8)
        return app
    }

    @discardableResult
    static func run(_ tool: String, _ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw ResolutionFailure(command: ([tool] + arguments).joined(separator: " "), output: text)
        }
        return text
    }

    struct ResolutionFailure: Error, CustomStringConvertible {
        let command: String
        let output: String
        var description: String { "\(command) failed:\n\(output)" }
    }

    /// One package of `swift package show-dependencies --format json`.
    struct ResolvedPackage: Decodable {
        let identity: String
        let dependencies: [ResolvedPackage]

        var all: [ResolvedPackage] { dependencies + dependencies.flatMap(\.all) }
    }

    @Test func aMerchantAppUsingBothProductsResolvesNoOtherPackage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("merchant-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sdk = try Self.releasedSDK(in: folder)
        let app = try Self.merchantPackage(in: folder, dependingOn: sdk)
        let scratch = ["--scratch-path", folder.appendingPathComponent("build").path]
        try Self.run("swift", ["package"] + scratch + ["resolve"], in: app)
        let json = try Self.run("swift", ["package"] + scratch + ["show-dependencies", "--format", "json"], in: app)
        let start = try #require(json.firstIndex(of: "{"))
        let root = try JSONDecoder().decode(ResolvedPackage.self, from: Data(json[start...].utf8))
        #expect(root.dependencies.map(\.identity) == ["primer-checkout-ios"])
        #expect(root.all.map(\.identity) == ["primer-checkout-ios"])
    }

    /// The parts of `swift package dump-package` that say what a package offers and needs.
    struct Manifest: Decodable {
        struct Product: Decodable { let name: String }
        /// A declared dependency, whatever its kind: only their number matters here.
        struct Dependency: Decodable {
            init(from decoder: any Decoder) {}
        }
        let products: [Product]
        let dependencies: [Dependency]
    }

    @Test func theSDKPackageDeclaresNoDependenciesAndOnlyTheSDKProducts() throws {
        let json = try Self.run("swift", ["package", "dump-package"], in: PublicSurface.repositoryRoot)
        let start = try #require(json.firstIndex(of: "{"))
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(json[start...].utf8))
        #expect(manifest.dependencies.isEmpty)
        #expect(manifest.products.map(\.name).sorted() == ["PrimerCheckoutComponents", "PrimerCheckoutSwiftUI"])
    }
}
