/// The customer's language, with its script and region when known, e.g. `nl` and `BE`, or `zh`,
/// `Hant` and `TW`.
public struct PrimerLocaleData: Equatable, Sendable {
    /// The ISO 639 language code, lowercased; a deprecated code is replaced by the current one
    /// (`iw` → `he`, `in` → `id`, `tl` → `fil`, `sh` → `sr` in Latin script, `cnr` → `sr` of Montenegro).
    public let languageCode: String
    /// The ISO 15924 script code in title case (`Hant`, `Latn`), when given.
    public let scriptCode: String?
    /// The ISO 3166 region code (or UN M.49 area, e.g. `419`), uppercased, when given.
    public let regionCode: String?

    /// English (United States), the checkout's language when the merchant sets none.
    public init() {
        self.init(languageCode: "en", regionCode: "US")
    }

    /// Creates locale data from a language code and an optional region code.
    public init(languageCode: String, regionCode: String? = nil) {
        self.init(languageCode: languageCode, scriptCode: nil, regionCode: regionCode)
    }

    /// Creates locale data from a language, a script and a region code.
    public init(languageCode: String, scriptCode: String?, regionCode: String?) {
        let language = languageCode.lowercased()
        let alias = LocaleLikelySubtags.languageAliases[language].map(LocaleSubtags.init(cldr:))
        // `no` stays `no` for the server (it is Norwegian); only the choice of table maps it.
        self.languageCode = alias.flatMap { language == "no" ? nil : $0.language } ?? language
        self.scriptCode = scriptCode.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() } ?? alias?.script
        // A code that stands for a language of one region keeps it: Montenegrin (`cnr`) is `sr-ME`.
        self.regionCode = regionCode.map { $0.uppercased() } ?? alias?.region
    }

    /// Reads a BCP 47 identifier as iOS and merchants write it — `nl-BE`, `pt_BR`, `zh-Hant-TW`,
    /// `de`, in any case, with `-` or `_`; variants and extensions (`-u-…`, `-x-…`) are ignored.
    public init(identifier: String) {
        let subtags = LocaleSubtags(identifier: identifier)
        self.init(languageCode: subtags.language, scriptCode: subtags.script, regionCode: subtags.region)
    }

    /// The BCP 47 form, e.g. `nl-BE` or `zh-Hant-TW`.
    public var localeCode: String {
        [languageCode, scriptCode, regionCode].compactMap { $0 }.joined(separator: "-")
    }

    /// The language and region the customer means, as tokenization sends them (`nl_NL`, `zh_TW` for
    /// `zh-Hant`): a script alone stands for the region CLDR gives it.
    var tokenizationCode: String {
        let region = regionCode ?? scriptCode.flatMap { LocaleSubtags.likely(languageCode, script: $0)?.region }
        return region.map { "\(languageCode)_\($0)" } ?? languageCode
    }
}
