/// The customer's language and optional region, e.g. `nl` and `BE`.
public struct PrimerLocaleData: Equatable, Sendable {
    /// The ISO 639 language code, lowercased.
    public let languageCode: String
    /// The ISO 3166 region code, uppercased, when given.
    public let regionCode: String?

    /// English (United States), the checkout's language when the merchant sets none.
    public init() {
        self.init(languageCode: "en", regionCode: "US")
    }

    /// Creates locale data from a language code and an optional region code.
    public init(languageCode: String, regionCode: String? = nil) {
        self.languageCode = languageCode.lowercased()
        self.regionCode = regionCode.map { $0.uppercased() }
    }

    /// Creates locale data from an identifier such as `nl-BE`, `pt_BR` or `de`.
    public init(identifier: String) {
        let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        self.init(languageCode: parts.first ?? "en", regionCode: parts.count > 1 ? parts[1] : nil)
    }

    /// The BCP 47 form, e.g. `nl-BE`.
    public var localeCode: String {
        regionCode.map { "\(languageCode)-\($0)" } ?? languageCode
    }

    /// The form tokenization sends, e.g. `nl_NL`.
    var tokenizationCode: String {
        regionCode.map { "\(languageCode)_\($0)" } ?? languageCode
    }
}
