import Foundation
import Testing

/// The public surface of the SDK products, read from the compiler's symbol graphs of this build:
/// `docs/API.md` lists it and every symbol in it is documented.
@Suite("Public API")
struct PublicAPITests {
    /// The SDK products, whose surface docs/API.md lists.
    static let sdkModules = ["PrimerCheckoutComponents", "PrimerCheckoutSwiftUI"]
    /// Every module with public symbols, the development package's renderer included.
    static let modules = sdkModules + ["PrimerCheckoutTerminal"]

    @Test func docsAPIListsExactlyThePublicSurface() throws {
        let listing = try Self.sdkModules.map { try PublicSurface(module: $0).markdown }.joined(separator: "\n")
        let document = PublicSurface.header + listing
        let path = PublicSurface.repositoryRoot.appendingPathComponent("docs/API.md")
        if ProcessInfo.processInfo.environment["UPDATE_API_DOC"] == "1" {
            try document.write(to: path, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOf: path, encoding: .utf8)
        #expect(
            written == document,
            "docs/API.md is out of date: UPDATE_API_DOC=1 swift test --package-path Development --filter PublicAPITests")
    }

    @Test(arguments: modules)
    func everyPublicSymbolIsDocumented(module: String) throws {
        let undocumented = try PublicSurface(module: module).symbols.filter { !$0.isDocumented }.map(\.path)
        #expect(undocumented == [])
    }
}

/// One module's public symbols, from `swift-symbolgraph-extract` run on this build's modules.
struct PublicSurface {
    struct Symbol: Comparable {
        let path: String
        let kind: String
        let isDocumented: Bool

        static func < (lhs: Symbol, rhs: Symbol) -> Bool { (lhs.path, lhs.kind) < (rhs.path, rhs.kind) }
    }

    static let header = """
        # Public API

        Every public symbol of the SDK products, by module: what merchants may rely on. Generated from
        the compiler's symbol graphs and kept true by `Development/Tests/PrimerCheckoutComponentsTests/Distribution/PublicAPITests.swift`;
        after a deliberate change, regenerate it with
        `UPDATE_API_DOC=1 swift test --package-path Development --filter PublicAPITests`.
        `PrimerCheckoutSwiftUI` is listed as it type-checks on Linux (iOS API only where UIKit exists).


        """

    /// The repository's root: the SDK package, with the development package in `Development/`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let module: String
    let symbols: [Symbol]

    init(module: String) throws {
        self.module = module
        let modulesDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("Modules")
        let triple = modulesDirectory.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let extract = Process()
        extract.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        extract.arguments = [
            "swift-symbolgraph-extract", "-module-name", module, "-target", triple,
            "-I", modulesDirectory.path, "-output-dir", output.path,
            "-minimum-access-level", "public", "-skip-synthesized-members",
        ]
        try extract.run()
        extract.waitUntilExit()
        // `Module.symbols.json`, plus `Module@Other.symbols.json` for extensions of another module's types.
        let graphs = try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
            .map { try JSONDecoder().decode(Graph.self, from: Data(contentsOf: $0)) }
        symbols = graphs.flatMap(\.symbols).map {
            Symbol(
                path: $0.pathComponents.joined(separator: "."), kind: $0.kind.displayName,
                isDocumented: !($0.docComment?.lines.allSatisfy { $0.text.trimmingCharacters(in: .whitespaces).isEmpty } ?? true))
        }.sorted()
    }

    var markdown: String {
        var seen = Set<String>()
        let lines = symbols.map { "- `\($0.path)` — \($0.kind)" }.filter { seen.insert($0).inserted }
        return "## \(module)\n\n" + lines.joined(separator: "\n") + "\n"
    }

    private struct Graph: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { let displayName: String }
            struct DocComment: Decodable {
                struct Line: Decodable { let text: String }
                let lines: [Line]
            }
            let kind: Kind
            let pathComponents: [String]
            let docComment: DocComment?
        }
        let symbols: [Symbol]
    }
}
