import Foundation
import Testing

@_spi(Renderer) @testable import PrimerCheckoutComponents

/// The locale handling checked against CLDR and ISO 4217: `scripts/cldr-oracle.py` (Babel and the
/// iso4217 package) writes `Fixtures/cldr-oracle.json`, and these tests hold the SDK to it.
@Suite("CLDR oracle")
struct CLDROracleTests {
    struct Oracle: Decodable {
        struct Plurals: Decodable {
            let sequences: [String]
            let locales: [String: Int]
        }
        struct Currency: Decodable {
            let code: String
            let minorUnits: Int
            let displayDigits: Int
        }
        struct Identifier: Decodable {
            let identifier: String
            let table: String
        }
        struct Grouping: Decodable {
            let identifier: String
            let secondary: Int
        }
        let cldr: String
        let tables: [String]
        let plurals: Plurals
        let currencies: [Currency]
        let identifiers: [Identifier]
        let groupings: [Grouping]
        let numberingSystems: [String]
    }

    static let oracle: Oracle = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/cldr-oracle.json")
        do {
            return try JSONDecoder().decode(Oracle.self, from: Data(contentsOf: url))
        } catch {
            preconditionFailure("the oracle's fixtures are missing or unreadable: \(error)")
        }
    }()

    @Test func theOracleDescribesTheTablesThatShip() {
        #expect(Self.oracle.tables == LocaleTables.available)
        #expect(Self.oracle.identifiers.count > 300)
    }

    @Test func everyIdentifierReachesTheTableCLDRMatchingChooses() {
        var wrong: [String] = []
        for row in Self.oracle.identifiers {
            let chosen = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: row.identifier)).tableNames.first
            if chosen != row.table { wrong.append("\(row.identifier): \(chosen ?? "none") ≠ \(row.table)") }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(Self.oracle.identifiers.count): \(wrong.prefix(20))")
    }

    @Test func pluralCategoriesAgreeWithCLDRForEveryShippedLocaleAndItsRegionalVariants() {
        let letters: [Character: PluralCategory] = ["z": .zero, "o": .one, "t": .two, "f": .few, "m": .many, "x": .other]
        var wrong: [String] = []
        for (locale, index) in Self.oracle.plurals.locales.sorted(by: { $0.key < $1.key }) {
            let expected = Array(Self.oracle.plurals.sequences[index])
            let subtags = LocaleSubtags(identifier: locale)
            for n in 0...1000 where PluralRules.category(for: n, locale: subtags) != letters[expected[n]] {
                wrong.append("\(locale) \(n)")
                break
            }
        }
        #expect(wrong.isEmpty, "CLDR \(Self.oracle.cldr): \(wrong)")
    }

    @Test func everyActiveCurrencyHasItsISOMinorUnitsAndCLDRDigits() {
        for currency in Self.oracle.currencies {
            #expect(CurrencyDigits.minorUnits[currency.code] == currency.minorUnits, "\(currency.code)")
            #expect((CurrencyDigits.displayDigits[currency.code] ?? currency.minorUnits) == currency.displayDigits, "\(currency.code)")
        }
        #expect(CurrencyDigits.minorUnits.count == Self.oracle.currencies.count)
    }

    /// The lengths of the digit runs in `text`: `€1,23,45,678.90` is 1, 2, 2, 3, 2.
    private static func digitGroups(_ text: String) -> [Int] {
        text.split(whereSeparator: { !$0.isWholeNumber }).map(\.count)
    }

    @Test func everyLocaleGroupsAnAmountsDigitsAsCLDRDoes() {
        var wrong: [String] = []
        for row in Self.oracle.groupings {
            let strings = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: row.identifier))
            let written = strings.formattedAmount(1_234_567_890, currencyCode: "EUR")
            let expected = row.secondary == 2 ? [1, 2, 2, 3, 2] : [12, 345, 678, 90].map { String($0).count }
            if Self.digitGroups(written) != expected { wrong.append("\(row.identifier): \(written)") }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(Self.oracle.groupings.count): \(wrong.prefix(20))")
        #expect(Self.oracle.groupings.filter { $0.secondary == 2 }.count > 40, "India's locales among them")
    }

    @Test func anAmountInIndiaIsWrittenInLakhsAndCrores() {
        let india = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "en-IN"))
        #expect(india.formattedAmount(12_345_678, currencyCode: "INR") == "₹1,23,456.78")
        #expect(india.formattedAmount(1_234_567_890, currencyCode: "EUR") == "€1,23,45,678.90")
        let malaysianTamil = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "ta-MY"))
        #expect(Self.digitGroups(malaysianTamil.formattedAmount(1_234_567_890, currencyCode: "EUR")) == [2, 3, 3, 2])
    }

    @Test func everyNumberingSystemACustomerMayChooseWritesItsOwnTenDigits() {
        #expect(Self.oracle.numberingSystems == NumberingSystems.decimal.sorted())
        var wrong: [String] = []
        for system in Self.oracle.numberingSystems {
            let locale = PrimerLocaleData(identifier: "en-US-u-nu-\(system)")
            let written = CheckoutComponentsStrings(localeData: locale).formattedAmount(123_456_789, currencyCode: "EUR")
            // Each system's digit one to nine in order (Han's 一二三… are numbers, not a decimal block).
            let digits = written.unicodeScalars.filter { $0.properties.numericType != nil }
            let values = digits.compactMap { $0.properties.numericValue }
            if values != (1...9).map(Double.init) || digits.allSatisfy(\.isASCII) != (system == "latn") {
                wrong.append("\(system): \(written)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func everyActiveCurrencyShowsTheRealAmountWithNothingRoundedAway() {
        let strings = CheckoutComponentsStrings()
        for currency in Self.oracle.currencies {
            let written = strings.formattedAmount(123_456, currencyCode: currency.code)
            let shownDigits = max(currency.displayDigits, currency.minorUnits)
            let expected = "123456" + String(repeating: "0", count: shownDigits - currency.minorUnits)
            #expect(written.filter(\.isASCII).filter(\.isNumber) == expected, "\(currency.code): \(written)")
        }
    }
}
