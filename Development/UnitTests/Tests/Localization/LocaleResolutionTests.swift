import Foundation
import Testing

@_spi(Renderer) @testable import PrimerCheckoutComponents

/// The rows a CLDR audit found wrong: what a device or a merchant gives, and what a customer sees.
@Suite("Locale and money as CLDR says")
struct LocaleResolutionTests {
    @Test func traditionalChineseAsIOSReportsItReadsTraditionalChineseInTaiwan() {
        let locale = PrimerLocaleData(identifier: "zh-Hant-TW")
        #expect(locale.languageCode == "zh" && locale.scriptCode == "Hant" && locale.regionCode == "TW")
        #expect(locale.tokenizationCode == "zh_TW")
        #expect(locale.localeCode == "zh-Hant-TW")
        let strings = CheckoutComponentsStrings(localeData: locale)
        #expect(strings.tableNames == ["zh-tw", "en"])
        #expect(PrimerLocaleData(identifier: "zh-Hant").tokenizationCode == "zh_TW", "the script stands for its likely region")
        #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "zh-Hans-HK")).tableNames.first == "zh-cn")
        #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "zh_MO")).tableNames == ["zh-hk", "zh-tw", "en"])
        #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "es-AR")).tableNames == ["es-ar", "es", "en"])
        for latinAmerica in ["es-MX", "es-CL", "es-CO", "es-US", "es-419"] {
            #expect(
                CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: latinAmerica)).tableNames == ["es-419", "es", "en"],
                "Latin-American Spanish, CLDR's parent of \(latinAmerica)")
        }
        #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "es-ES")).tableNames == ["es", "en"])
        #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "pt-BR")).tableNames == ["pt-br", "pt", "en"])
    }

    @Test(arguments: ["ur", "ur-IN", "UR_in"])
    func urduReadsUrduRightToLeft(identifier: String) {
        let strings = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: identifier))
        #expect(strings.tableNames.first == "ur-pk")
        #expect(strings.isRightToLeft)
        #expect(strings.successTitle == CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "ur-PK")).successTitle)
        #expect(strings.successTitle != CheckoutComponentsStrings().successTitle)
    }

    @Test func norwegianReadsBokmålAndLegacyCodesTheirTables() {
        for (identifier, table) in [
            ("no", "nb"), ("nn-NO", "nb"), ("iw-IL", "he"), ("in", "id"), ("tl", "fil"), ("pt-AO", "pt"),
        ] {
            #expect(
                CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: identifier)).tableNames.first == table, "\(identifier)")
        }
        #expect(PrimerLocaleData(identifier: "iw").languageCode == "he")
        #expect(PrimerLocaleData(identifier: "no").languageCode == "no", "the server hears Norwegian as given")
    }

    @Test(arguments: ["sr-Latn", "sr-Latn-RS", "sr_ME", "sh", "cnr", "SR-latn-ba"])
    func serbianInLatinScriptReadsSerbianInLatinLetters(identifier: String) {
        let strings = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: identifier))
        #expect(strings.tableNames == ["sr-latn", "en"])
        #expect(strings.successTitle == "Plaćanje je uspelo")
        #expect(strings.text("primer_bank_selector_title") == "Izaberite svoju banku")
        #expect(strings.bankCount(3) == "3 banke", "Serbian's plural rules, in Latin letters")
        #expect(!strings.isRightToLeft)
        #expect(CheckoutComponentsStrings.availableLocales.count == 57, "no table ships twice")
    }

    @Test func aCodeForOneRegionsLanguageKeepsItsRegion() {
        #expect(PrimerLocaleData(identifier: "cnr").localeCode == "sr-ME")
        #expect(PrimerLocaleData(identifier: "prs").localeCode == "fa-AF")
        #expect(PrimerLocaleData(identifier: "cnr-RS").localeCode == "sr-RS", "a region given stands")
        #expect(PrimerLocaleData(identifier: "sh").localeCode == "sr-Latn")
    }

    @Test func serbianInCyrillicStillReadsCyrillic() {
        for identifier in ["sr", "sr-RS", "sr-Cyrl-ME", "sr-BA"] {
            let strings = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: identifier))
            #expect(strings.tableNames.first == "sr", "\(identifier)")
            #expect(strings.successTitle == "Плаћање је успело", "\(identifier)")
        }
    }

    @Test func theLatinTransliterationWritesDigraphsAsSerbianDoes() {
        #expect(
            SerbianLatin.transliterate("Љубљана, Њива, Џеп, ђак, ћуп, жута, чаша, шума")
                == "Ljubljana, Njiva, Džep, đak, ćup, žuta, čaša, šuma")
        #expect(SerbianLatin.transliterate("ЉУБАВ ЊЕГОШ ЏЕП") == "LJUBAV NJEGOŠ DŽEP")
        #expect(SerbianLatin.transliterate("%@ — %d банака (ABC 12)") == "%@ — %d banaka (ABC 12)")
        #expect(SerbianLatin.transliterate("") == "")
    }

    @Test func everySerbianStringHasALatinFormWithNoCyrillicLeft() {
        let cyrillic = CheckoutComponentsStrings.table(for: "sr")
        let prose = { (table: [String: String]) in Set(table.keys.filter { !$0.hasPrefix("accessibility_bank_selector_results_") }) }
        #expect(prose(cyrillic) == prose(CheckoutComponentsStrings.table(for: "en")))
        for (key, value) in cyrillic {
            let latin = SerbianLatin.transliterate(value)
            #expect(!latin.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }, "\(key): \(latin)")
            #expect(latin.components(separatedBy: "%").count == value.components(separatedBy: "%").count, "\(key)")
        }
    }

    @Test func rightToLeftFollowsTheTableShownNotTheLanguageAsked() {
        let persianInLatin = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "ar-Latn"))
        #expect(persianInLatin.tableNames == ["en"])
        #expect(!persianInLatin.isRightToLeft)
        #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "he")).isRightToLeft)
    }

    @Test func extensionsAndCaseDoNotChangeTheLocale() {
        #expect(PrimerLocaleData(identifier: "de-DE-u-co-phonebk") == PrimerLocaleData(identifier: "de_de"))
        #expect(PrimerLocaleData(identifier: "EN-us-x-private").localeCode == "en-US")
        #expect(PrimerLocaleData(identifier: "es-419").regionCode == "419")
    }

    @Test func aCustomerWhoChoseWesternDigitsSeesThemInAmountsAndCounts() {
        let arabic = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "ar_SA"))
        let native = arabic.formattedAmount(123_456, currencyCode: "SAR")
        #expect(native.contains("١٬٢٣٤٫٥٦"), "Saudi Arabia's own digits: \(native)")
        for identifier in ["ar_SA@numbers=latn", "ar-SA-u-nu-latn", "ar_SA@calendar=gregorian;numbers=latn", "AR-sa-U-ca-gregory-NU-LATN"] {
            let locale = PrimerLocaleData(identifier: identifier)
            let strings = CheckoutComponentsStrings(localeData: locale)
            let amount = strings.formattedAmount(123_456, currencyCode: "SAR")
            #expect(amount.contains("1,234.56") && !amount.contains("١"), "\(identifier): \(amount)")
            #expect(strings.bankCount(12).contains("12"), "\(identifier): \(strings.bankCount(12))")
            #expect(
                strings.tableNames == arabic.tableNames && locale.localeCode == "ar-SA" && locale != PrimerLocaleData(identifier: "ar_SA"))
        }
        let given = CheckoutComponentsStrings(
            localeData: PrimerLocaleData(languageCode: "fa_IR@numbers=latn", scriptCode: nil, regionCode: nil))
        #expect(given.formattedAmount(123_456, currencyCode: "EUR").contains("1,234.56"), "a whole identifier given as the language")
        let hindi = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "hi_IN@numbers=deva"))
        #expect(hindi.formattedAmount(12_345_678, currencyCode: "INR") == "₹१,२३,४५६.७८", "Devanagari digits, grouped in lakhs")
    }

    @Test func digitsTheFormattersCannotWriteAreIgnoredAndNeverTrap() {
        let plain = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "ar")).formattedAmount(1250, currencyCode: "EUR")
        let unwritable = ["ar@numbers=zzzz", "ar@numbers=roman", "ar-u-nu-jpan", "ar@numbers=", "ar-x-u-nu-latn", "ar-u-nu", "ar@numbers"]
        for identifier in unwritable {
            let locale = PrimerLocaleData(identifier: identifier)
            #expect(locale == PrimerLocaleData(identifier: "ar"), "\(identifier)")
            #expect(CheckoutComponentsStrings(localeData: locale).formattedAmount(1250, currencyCode: "EUR") == plain, "\(identifier)")
        }
    }

    @Test func yenAndDinarAmountsAreTheirRealSize() {
        let strings = CheckoutComponentsStrings()
        let yen = strings.formattedAmount(123_456, currencyCode: "JPY")
        #expect(yen.contains("123,456") && !yen.contains("."), "\(yen)")
        let dinar = strings.formattedAmount(123_456, currencyCode: "KWD")
        #expect(dinar.contains("123.456") && !dinar.contains("1,234"), "\(dinar)")
        let euro = strings.formattedAmount(1250, currencyCode: "eur")
        #expect(euro.contains("12.50"), "\(euro)")
    }

    @Test func anIraqiDinarAmountKeepsItsFilsThoughCLDRWritesNone() {
        let strings = CheckoutComponentsStrings()
        #expect(strings.formattedAmount(123_456, currencyCode: "IQD").contains("123.456"))
        #expect(
            strings.formattedAmount(123_000, currencyCode: "IQD").contains("123")
                && !strings.formattedAmount(123_000, currencyCode: "IQD").contains("."))
    }

    @Test func anAmountWithMinorUnitsCLDRWritesNoneOfShowsThemAllAsMoneyIsWritten() {
        let serbian = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "sr-Latn-RS"))
        let withParas = serbian.formattedAmount(1250, currencyCode: "RSD")
        #expect(withParas.contains("12,50"), "\(withParas)")
        let whole = serbian.formattedAmount(1200, currencyCode: "RSD")
        #expect(whole.contains("12") && !whole.contains(","), "\(whole)")
        let dinar = CheckoutComponentsStrings().formattedAmount(123_450, currencyCode: "IQD")
        #expect(dinar.contains("123.450"), "\(dinar)")
    }

    @Test func anUnknownCurrencyIsWrittenWithItsCodeAndTwoDecimals() {
        let written = CheckoutComponentsStrings().formattedAmount(123_456, currencyCode: "XYZ")
        #expect(written.contains("XYZ") && written.contains("1,234.56"), "\(written)")
    }

    @Test func extremeCountsAndAmountsAreHandled() {
        let strings = CheckoutComponentsStrings()
        for count in [Int.min, -1, 0, Int.max] {
            #expect(!strings.bankCount(count).isEmpty)
        }
        for amount in [Int.min, -1, 0, Int.max] {
            #expect(!strings.formattedAmount(amount, currencyCode: "EUR").isEmpty)
        }
    }

    @Test func portugueseCountsZeroAsCLDRDoesInBrazilAndPortugal() {
        #expect(PluralRules.category(for: 0, locale: LocaleSubtags(identifier: "pt-BR")) == .one)
        #expect(PluralRules.category(for: 0, locale: LocaleSubtags(identifier: "pt-PT")) == .other)
        #expect(PluralRules.category(for: 0, locale: LocaleSubtags(identifier: "pt-MZ")) == .other)
        let portugal = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "pt-PT"))
        let brazil = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "pt-BR"))
        #expect(portugal.bankCount(0) != brazil.bankCount(0) || portugal.tableNames != brazil.tableNames)
    }

    @Test func textForALanguageWithoutBCP47sShapeIsEnglishAndNeverTraps() {
        for code in ["ä", "\u{301}db", "🏦", "é1"] {
            let strings = CheckoutComponentsStrings(localeData: PrimerLocaleData(languageCode: code))
            #expect(
                strings.formattedAmount(1250, currencyCode: "EUR")
                    == CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "en")).formattedAmount(1250, currencyCode: "EUR"))
            #expect(strings.bankCount(3) == "3 banks")
        }
    }
}
