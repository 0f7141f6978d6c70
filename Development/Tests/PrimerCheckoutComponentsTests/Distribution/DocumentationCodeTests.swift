import Foundation
import Testing

/// The Swift code shown to merchants compiles: every code block of the DocC articles, and the
/// README's iOS example, appears verbatim (indentation aside) in `Examples/MerchantSnippets`,
/// which `swift test` builds.
@Suite("Documentation code")
struct DocumentationCodeTests {
    static let root = PublicSurface.repositoryRoot

    static var articles: [URL] {
        let sources = root.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "md" && $0.deletingLastPathComponent().pathExtension == "docc" }
            .sorted { $0.path < $1.path }
    }

    /// The lines of each ```swift block in `markdown`, trimmed, without blank lines.
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current ?? [])
                current = nil
            } else if !trimmed.isEmpty {
                current?.append(trimmed)
            }
        }
        return blocks
    }

    static var compiledLines: [[String]] {
        let folder = root.appendingPathComponent("Examples/MerchantSnippets")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "swift" }.compactMap { try? String(contentsOf: $0, encoding: .utf8) }.map {
            $0.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    static func isCompiled(_ block: [String]) -> Bool {
        compiledLines.contains { lines in
            lines.count >= block.count && (0...(lines.count - block.count)).contains { Array(lines[$0..<$0 + block.count]) == block }
        }
    }

    @Test func thereAreArticlesWithCode() {
        #expect(Self.articles.count >= 10)
        #expect(Self.articles.flatMap { Self.swiftBlocks(in: (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }.count >= 8)
    }

    @Test func everyArticlesCodeCompiles() throws {
        for article in Self.articles {
            for block in Self.swiftBlocks(in: try String(contentsOf: article, encoding: .utf8)) {
                #expect(Self.isCompiled(block), "\(article.lastPathComponent): \(block.first ?? "")…")
            }
        }
    }

    @Test func theReadmesIOSExampleCompiles() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let iOSBlocks = Self.swiftBlocks(in: readme).filter { $0.contains { $0.contains("PrimerCheckout(") } }
        #expect(!iOSBlocks.isEmpty)
        for block in iOSBlocks {
            #expect(Self.isCompiled(block), "README: \(block.first ?? "")…")
        }
    }

    @Test func everySourceFileTheReadmeNamesExists() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let named = Set(readme.matches(of: /`([A-Za-z+]+\.swift)`/).map { String($0.1) })
        #expect(named.count >= 7, "the reading path names its files")
        var present = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.root.path)) ?? [])
        for folder in ["Sources", "Development/Sources"] {
            let enumerator = FileManager.default.enumerator(at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            for case let file as URL in enumerator?.allObjects ?? [] { present.insert(file.lastPathComponent) }
        }
        #expect(named.subtracting(present).isEmpty, "named in the README but not in the sources")
    }
}
