import Foundation

/// Which shipped string table a locale reads, as Apple's bundle look-up chooses with CLDR's likely
/// subtags and parent locales: script, then region or its parent (`pt-AO` → `pt-PT`), then language,
/// then its likely region; aliases reach theirs (`no` → `nb`), `sr-Latn` is Serbian transliterated.
enum LocaleTables {
    /// Every shipped table, by folder name (`en`, `nl-be`, `zh-tw`, …).
    static let available: [String] = {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: Bundle.module.bundlePath)) ?? []
        return folders.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.map { String($0.dropLast(".lproj".count)).lowercased() }
            .sorted()
    }()

    /// Tables read from a shipped one in another script: by name, the shipped table and how its
    /// text is written in this one.
    static let transliterated: [String: (source: String, transliterate: @Sendable (String) -> String)] = [
        "sr-latn": ("sr", SerbianLatin.transliterate)
    ]

    /// Every table a locale can read: the shipped ones and the transliterated ones.
    private static let readable = available + transliterated.keys.sorted()

    /// The tables `locale` reads, first choice first, ending with English: the chosen table, then
    /// — for a key it lacks — its language's own table and its likely region's, in the same script
    /// (`zh-hk` → `zh-tw`, `es-ar` → `es`), then English.
    static func chain(for locale: PrimerLocaleData) -> [String] {
        var chain: [String] = []
        if let chosen = table(language: locale.languageCode, script: locale.scriptCode, region: locale.regionCode) {
            chain.append(chosen)
            let subtags = subtags(of: chosen)
            let likelyRegion = LocaleSubtags.likely(subtags.language, script: subtags.script)?.region
            let sameScript = readable.filter {
                let other = self.subtags(of: $0)
                return other.language == subtags.language && other.script == subtags.script
            }
            for fallback in [
                sameScript.first { LocaleSubtags(identifier: $0).region == nil },
                sameScript.first { self.subtags(of: $0).region == likelyRegion },
            ] {
                if let fallback, !chain.contains(fallback) { chain.append(fallback) }
            }
        }
        if !chain.contains("en") { chain.append("en") }
        return chain
    }

    /// The language, script (the likely one unless the name gives it) and region of a table's name.
    static func subtags(of table: String) -> LocaleSubtags {
        let named = LocaleSubtags(identifier: table)
        return LocaleSubtags.likely(named.language, script: named.script, region: named.region).map {
            LocaleSubtags(language: named.language, script: $0.script, region: named.region)
        } ?? named
    }

    private static func table(language: String, script: String?, region: String?) -> String? {
        var language = language
        var script = script
        if let alias = LocaleLikelySubtags.languageAliases[language].map(LocaleSubtags.init(cldr:)) {
            language = alias.language
            script = script ?? alias.script
        }
        let maximized = LocaleSubtags.likely(language, script: script, region: region)
        let candidates = readable.filter {
            let subtags = subtags(of: $0)
            return subtags.language == language && subtags.script == maximized?.script
        }
        guard !candidates.isEmpty, let script = maximized?.script else {
            // A language CLDR parents to another one (nn → no) reads that one's table.
            guard let parent = LocaleLikelySubtags.parents[language], !parent.contains("_"), parent != language else { return nil }
            return table(language: parent, script: script, region: region)
        }
        let byRegion = Dictionary(candidates.map { (LocaleSubtags(identifier: $0).region, $0) }, uniquingKeysWith: { first, _ in first })
        var region = region
        var seen = Set<String>()
        while let current = region, seen.insert(current).inserted {
            if let table = byRegion[current] { return table }
            let parent =
                LocaleLikelySubtags.parents["\(language)_\(script)_\(current)"] ?? LocaleLikelySubtags.parents["\(language)_\(current)"]
            region = parent.map(LocaleSubtags.init(cldr:))?.region
        }
        if let plain = byRegion[nil] { return plain }
        let likelyRegion = LocaleSubtags.likely(language, script: script)?.region
        return likelyRegion.flatMap { byRegion[$0] } ?? candidates.first
    }
}
