/// The language, script and region subtags of a locale identifier, and CLDR's likely values for
/// the ones left out.
struct LocaleSubtags: Equatable, Sendable {
    var language: String
    var script: String?
    var region: String?

    init(language: String, script: String?, region: String?) {
        self.language = language
        self.script = script
        self.region = region
    }

    /// Parses `language[-Script][-REGION]` with `-` or `_`, in any case; the first single-letter
    /// subtag starts an extension, which is ignored with everything after it, as is an ICU keyword
    /// list after `@`.
    init(identifier: String) {
        // Apple's keywords after `@` (`en_US@rg=gbzzzz`, `@calendar=…`) say nothing about the text.
        let base = identifier.prefix { $0 != "@" }
        var parts = base.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        if let singleton = parts.firstIndex(where: { $0.count == 1 }) { parts.removeSubrange(singleton...) }
        language = parts.first?.lowercased() ?? "en"
        for part in parts.dropFirst() {
            if Self.isScript(part), script == nil, region == nil {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil, Self.isRegion(part) {
                region = part.uppercased()
            }
        }
    }

    /// BCP 47's shapes, in ASCII (another letter or digit makes a subtag the parse skips): a
    /// language of 2–3 or 5–8 letters, a script of 4 letters, a region of 2 letters or 3 digits.
    static func isLanguage(_ subtag: String) -> Bool { has(subtag, lengths: [2...3, 5...8], of: isASCIILetter) }
    static func isScript(_ subtag: String) -> Bool { has(subtag, lengths: [4...4], of: isASCIILetter) }
    static func isRegion(_ subtag: String) -> Bool {
        has(subtag, lengths: [2...2], of: isASCIILetter) || has(subtag, lengths: [3...3], of: { (0x30...0x39).contains($0) })
    }

    /// Whether `subtag` is one of `lengths` bytes long, each `allowed`.
    private static func has(_ subtag: String, lengths: [ClosedRange<Int>], of allowed: (UInt8) -> Bool) -> Bool {
        lengths.contains { $0.contains(subtag.utf8.count) } && subtag.utf8.allSatisfy(allowed)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    /// CLDR's `language_Script_REGION` (or any part of it) as subtags.
    init(cldr: String) {
        let parts = cldr.split(separator: "_").map(String.init)
        language = parts.first ?? "und"
        script = parts.dropFirst().first { $0.count == 4 }
        region = parts.dropFirst().first { $0.count != 4 }
    }

    /// CLDR's likely subtags for `language` with `script` and/or `region`, for the languages the
    /// SDK has tables for.
    static func likely(_ language: String, script: String? = nil, region: String? = nil) -> LocaleSubtags? {
        var keys: [String] = []
        if let script, let region { keys.append("\(language)_\(script)_\(region)") }
        if let region { keys.append("\(language)_\(region)") }
        if let script { keys.append("\(language)_\(script)") }
        keys.append(language)
        for key in keys {
            guard let found = LocaleLikelySubtags.likely[key].map(LocaleSubtags.init(cldr:)) else { continue }
            // The language's own entry holds for another script only when it names that script.
            if key == language, let script, found.script != script { return LocaleSubtags(language: language, script: script, region: nil) }
            return LocaleSubtags(language: language, script: script ?? found.script, region: region ?? found.region)
        }
        return nil
    }
}
