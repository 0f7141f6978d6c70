/// The customer's language and optional region, e.g. `nl` and `BE`.
public struct PrimerLocaleData: Equatable, Sendable {
    /// The ISO 639 language code, lowercased.
    public let languageCode: String
    /// The ISO 3166 region code, uppercased, when given.
    public let regionCode: String?

    /// Creates locale data; the default is English without a region.
    public init(languageCode: String = "en", regionCode: String? = nil) {
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
}
