extension NumberingSystems {
    /// The `decimal` digits `identifier` asks for (`ar_SA@numbers=latn`, `ar-SA-u-nu-latn`); any other
    /// system is ignored, as a name Foundation does not know traps its formatter on Linux.
    static func chosen(in identifier: String) -> String? {
        let lowered = identifier.lowercased()
        var named: Substring?
        if let at = lowered.firstIndex(of: "@") {
            for keyword in lowered[lowered.index(after: at)...].split(separator: ";") {
                let pair = keyword.split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0] == "numbers" { named = pair[1] }
            }
        }
        let subtags = lowered.prefix { $0 != "@" }.split(whereSeparator: { $0 == "-" || $0 == "_" })
        // The `u` extension's keys, up to the next singleton; a private-use part (`-x-…`) says nothing.
        let extensions = subtags.prefix { $0 != "x" }
        if named == nil, let u = extensions.firstIndex(of: "u") {
            let keys = extensions[(u + 1)...].prefix { $0.count != 1 }
            if let nu = keys.firstIndex(of: "nu"), nu + 1 < keys.endIndex { named = keys[nu + 1] }
        }
        return named.map(String.init).flatMap { decimal.contains($0) ? $0 : nil }
    }
}
