extension CurrencyGrouping {
    /// The size of every integer-digit group after the first that CLDR writes an amount with in
    /// the locale `language` (lowercased), `script` (titlecased) and `region` (uppercased): 2 in
    /// India's `1,23,45,678.90`, otherwise 3. The most specific entry of `secondary` decides.
    static func secondarySize(language: String, script: String?, region: String?) -> Int {
        let chain: [String]
        if let script {
            chain = [[language, script, region].compactMap { $0 }.joined(separator: "_"), "\(language)_\(script)", language]
        } else {
            chain = [[language, region].compactMap { $0 }.joined(separator: "_"), language]
        }
        return chain.lazy.compactMap { secondary[$0] }.first ?? 3
    }
}
