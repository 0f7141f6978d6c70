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
    /// The digits the customer chose for numbers (`latn` in `ar_SA@numbers=latn`), when the
    /// identifier names a CLDR decimal numbering system; `nil` writes the locale's own.
    private(set) var numberingSystem: String?

    /// English (United States), the checkout's language when the merchant sets none.
    public init() {
        self.init(languageCode: "en", regionCode: "US")
    }

    /// Creates locale data from a language code and an optional region code.
    public init(languageCode: String, regionCode: String? = nil) {
        self.init(languageCode: languageCode, scriptCode: nil, regionCode: regionCode)
    }

    /// Creates locale data from a language, a script and a region code.
    /// A whole identifier given as the language (`nl_NL`, `zh-Hant`) is read as one; a script or
    /// region given separately wins over the one it names.
    public init(languageCode: String, scriptCode: String?, regionCode: String?) {
        var language = languageCode.lowercased()
        var scriptCode = scriptCode
        var regionCode = regionCode
        if language.contains(where: { $0 == "-" || $0 == "_" || $0 == "@" }) {
            let subtags = LocaleSubtags(identifier: language)
            numberingSystem = NumberingSystems.chosen(in: language)
            language = subtags.language
            scriptCode = scriptCode ?? subtags.script
            regionCode = regionCode ?? subtags.region
        }
        let alias = LocaleLikelySubtags.languageAliases[language].map(LocaleSubtags.init(cldr:))
        // `no` stays `no` for the server (it is Norwegian); only the choice of table maps it.
        self.languageCode = alias.flatMap { language == "no" ? nil : $0.language } ?? language
        self.scriptCode = scriptCode.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() } ?? alias?.script
        // A code that stands for a language of one region keeps it: Montenegrin (`cnr`) is `sr-ME`.
        self.regionCode = regionCode.map { $0.uppercased() } ?? alias?.region
    }

    /// Reads a BCP 47 identifier as iOS and merchants write it — `nl-BE`, `pt_BR`, `zh-Hant-TW`,
    /// `de`, in any case, with `-` or `_`. The digits the customer chose are kept for amounts and
    /// counts (`ar_SA@numbers=latn`, as `Locale.current.identifier` ends when an Arabic speaker
    /// picked Western digits, or `ar-SA-u-nu-latn`); other variants, extensions and Apple's
    /// keywords (`en_GB@rg=nlzzzz`) are ignored.
    public init(identifier: String) {
        let subtags = LocaleSubtags(identifier: identifier)
        self.init(languageCode: subtags.language, scriptCode: subtags.script, regionCode: subtags.region)
        numberingSystem = NumberingSystems.chosen(in: identifier)
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

extension PrimerLocaleData {
    /// Whether every subtag has BCP 47's shape (`LocaleSubtags.isLanguage`, `isScript`, `isRegion`).
    var isWellFormed: Bool { malformedSubtag == nil }

    /// The locale data, checked: a checkout speaks a language it can name to the server and to
    /// the system's formatters.
    /// - Throws: `PrimerError.invalidValue` naming the first subtag without BCP 47's shape.
    package func validate() throws(PrimerError) {
        guard let (key, value) = malformedSubtag else { return }
        throw .invalidValue(
            key: "localeData.\(key)", value: value,
            reason:
                "it must be a BCP 47 subtag: a language of 2–3 or 5–8 letters a–z, a script of 4 letters, a region of 2 letters or 3 digits",
            diagnosticsId: PrimerError.newDiagnosticsId())
    }

    private var malformedSubtag: (key: String, value: String)? {
        if !LocaleSubtags.isLanguage(languageCode) { return ("languageCode", languageCode) }
        if let scriptCode, !LocaleSubtags.isScript(scriptCode) { return ("scriptCode", scriptCode) }
        if let regionCode, !LocaleSubtags.isRegion(regionCode) { return ("regionCode", regionCode) }
        return nil
    }
}
