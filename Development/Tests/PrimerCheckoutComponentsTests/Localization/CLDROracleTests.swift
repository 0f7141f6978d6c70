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
        let cldr: String
        let tables: [String]
        let plurals: Plurals
        let currencies: [Currency]
        let identifiers: [Identifier]
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
