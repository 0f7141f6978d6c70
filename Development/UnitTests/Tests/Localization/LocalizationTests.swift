import Foundation
import Testing

@_spi(Renderer) @testable import PrimerCheckoutComponents

@Suite("Localization")
struct LocalizationTests {
    static let locales = CheckoutComponentsStrings.availableLocales.filter { $0 != "en" }
    let english = CheckoutComponentsStrings.table(for: "en")
    static let plural = "accessibility_bank_selector_results_"

    /// English's words for `key`: a plural category English words as other reads `other`.
    private func englishText(_ key: String) -> String? {
        english[key] ?? (key.hasPrefix(Self.plural) ? english[Self.plural + "other"] : nil)
    }

    private func specifiers(_ text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "%[@d]")
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { (text as NSString).substring(with: $0.range) }
    }

    @Test func everyRequiredLocaleHasATable() {
        let required = """
            ar az bg bs ca cs da de el en es es-419 es-AR et fa fi fil fr he hi hr hu hy id it ja ka kk ko ku ky lt lv mk ms nb nl \
            nl-BE pl pt pt-BR ro ru sk sl sq sr sv th tr uk ur-PK uz vi zh-CN zh-HK zh-TW
            """.split(separator: " ").map(String.init)
        #expect(required.count == 57)
        #expect(Set(CheckoutComponentsStrings.availableLocales) == Set(required))
    }

    @Test func screenModelsSpeakTheCustomersLanguage() {
        func title(_ identifier: String) -> String {
            BankSelectorScreenModel(
                state: BankSelectorState(), presentationContext: .direct, dismissalMechanism: [],
                strings: CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: identifier))
            ).header.title
        }
        #expect(title("nl") == "Kies je bank")
        #expect(title("pl") == "Wybierz swój bank")
        #expect(title("tr") == "Bankanızı seçin")
        #expect(title("zh") == "选择您的银行")
        #expect(title("zh-MO") == "選擇您的銀行")
    }

    @Test func announcementsSayLoadingCountsAndEmptyStates() {
        let polish = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "pl"))
        let banks = (1...5).map { Bank(id: "\($0)", name: "Bank \($0)", iconUrl: nil, isDisabled: false) }
        func announcement(_ state: BankSelectorState, _ strings: CheckoutComponentsStrings = CheckoutComponentsStrings()) -> String {
            BankSelectorScreenModel(state: state, presentationContext: .direct, dismissalMechanism: [], strings: strings).announcement
        }
        #expect(announcement(BankSelectorState()) == "Loading banks")
        #expect(announcement(BankSelectorState(status: .ready, banks: banks, filteredBanks: Array(banks.prefix(3)))) == "3 banks")
        #expect(announcement(BankSelectorState(status: .ready, banks: banks, filteredBanks: [banks[0]])) == "1 bank")
        #expect(announcement(BankSelectorState(status: .ready, banks: banks, filteredBanks: banks), polish) == "5 banków")
        #expect(
            announcement(BankSelectorState(status: .ready, banks: banks, filteredBanks: [], searchQuery: "x"))
                == "No banks match your search")
        #expect(announcement(BankSelectorState(status: .ready)) == "No banks available")
        var cancelled = BankSelectorState(status: .ready, banks: banks, filteredBanks: banks)
        cancelled.cancelledAtTheBank = true
        #expect(announcement(cancelled) == "The payment was cancelled. Nothing was charged. 5 banks")
        #expect(
            announcement(cancelled, polish) == "Płatność została anulowana. Nie pobrano żadnych środków. 5 banków",
            "the notice is the screen's first words, in the customer's language")
        var typo = BankSelectorState(status: .ready, banks: banks, filteredBanks: [banks[0]], searchQuery: "bnk 1")
        typo.searchSuggestion = "Bank 1"
        #expect(announcement(typo) == "1 bank. Did you mean Bank 1?", "the suggestion is heard, not only seen")
        let arabic = BankSelectorScreenModel(
            state: BankSelectorState(), presentationContext: .direct, dismissalMechanism: [],
            strings: CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "ar")))
        #expect(arabic.isRightToLeft)
    }

    @Test func englishTableIsComplete() {
        #expect(english.count == 60, "64 keys, less the plural categories English words as other")
        #expect(english["primer_bank_selector_payment_cancelled"] == "The payment was cancelled. Nothing was charged.")
        #expect(english["primer_bank_selector_title"] == "Choose your bank")
        #expect(english["primer_bank_selector_section_popular"] == "Popular")
    }

    @Test(arguments: locales)
    func everyLocaleSaysEveryKeyInItsOwnLanguage(locale: String) {
        let chain = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: locale)).tableNames
        let own = chain.prefix { $0 != "en" }.map(CheckoutComponentsStrings.table(for:))
        #expect(!own.isEmpty && own.allSatisfy { $0.keys.allSatisfy { englishText($0) != nil } }, "\(locale): \(chain)")
        for key in english.keys {
            let said = own.contains { $0[key] != nil || (key.hasPrefix(Self.plural) && $0[Self.plural + "other"] != nil) }
            #expect(said, "\(locale) lacks \(key)")
        }
    }

    @Test(arguments: locales)
    func formatSpecifiersMatchEnglishAndNothingIsEmpty(locale: String) {
        let table = CheckoutComponentsStrings.table(for: locale)
        for (key, value) in table {
            #expect(!value.trimmingCharacters(in: .whitespaces).isEmpty, "\(locale) \(key) is empty")
            #expect(specifiers(value) == specifiers(englishText(key) ?? ""), "\(locale) \(key): \(value)")
        }
    }

    @Test(arguments: locales)
    func aCancelAtTheBankIsSaidInEveryLanguage(locale: String) {
        let strings = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: locale))
        var state = BankSelectorState(status: .ready)
        state.cancelledAtTheBank = true
        let screen = BankSelectorScreenModel(state: state, presentationContext: .direct, dismissalMechanism: [], strings: strings)
        #expect(screen.notice == strings.bankSelectorPaymentCancelled)
        if locale != "en" {
            #expect(screen.notice != english["primer_bank_selector_payment_cancelled"], "\(locale) says it in its own words")
        }
    }

    @Test(arguments: locales)
    func titleAndPlaceholderAreTranslated(locale: String) {
        let strings = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: locale))
        #expect(strings.bankSelectorTitle != english["primer_bank_selector_title"], "\(locale)")
        #expect(strings.bankSelectorSearchPlaceholder != english["primer_bank_selector_search_placeholder"], "\(locale)")
    }

    @Test func fallbackChainGoesRegionLanguageEnglish() {
        #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "nl-BE")).bankSelectorTitle == "Kies uw bank")
        #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "nl-NL")).bankSelectorTitle == "Kies je bank")
        #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "pt-BR")).bankSelectorTitle == "Escolha seu banco")
        #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "pt-AO")).bankSelectorTitle == "Escolha o seu banco")
        #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "es-CL")).bankSelectorTitle == "Elige tu banco")
        #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "tlh")).bankSelectorTitle == "Choose your bank")
    }

    @Test func aRegionalTableReadsWhatItSharesFromItsLanguage() {
        let flemish = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "nl-BE"))
        #expect(flemish.tableNames == ["nl-be", "nl", "en"])
        #expect(flemish.retry == "Opnieuw proberen")
        #expect([1, 2].map(flemish.bankCount) == ["1 bank", "2 banken"])
        let argentine = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "es-AR"))
        #expect(argentine.bankSelectorTitle == "Elegí tu banco")
        #expect([1, 2].map(argentine.bankCount) == ["1 banco", "2 bancos"])
        #expect(argentine.bankCount(1_000_000).hasSuffix(" de bancos"), "Spanish's many, read from es")
    }

    @Test func pluralFormsFollowEachLanguage() {
        let polish = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "pl"))
        #expect(
            [1, 2, 5, 12, 22, 25, 101].map(polish.bankCount) == [
                "1 bank", "2 banki", "5 banków", "12 banków", "22 banki", "25 banków", "101 banków",
            ])
        let english = CheckoutComponentsStrings()
        #expect([0, 1, 3].map(english.bankCount) == ["0 banks", "1 bank", "3 banks"])
        let latvian = CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "lv"))
        #expect([0, 1, 21, 3].map(latvian.bankCount) == ["0 banku", "1 banka", "21 banka", "3 bankas"])
    }

    @Test func pluralRulesCoverTheHardLanguages() {
        #expect(
            [0, 1, 2, 3, 11, 100].map { PluralRules.category(for: $0, locale: LocaleSubtags(identifier: "ar")) } == [
                .zero, .one, .two, .few, .many, .other,
            ])
        #expect([1, 2, 5, 21].map { PluralRules.category(for: $0, locale: LocaleSubtags(identifier: "ru")) } == [.one, .few, .many, .one])
        #expect(
            [1, 2, 3, 5, 101].map { PluralRules.category(for: $0, locale: LocaleSubtags(identifier: "sl")) } == [
                .one, .two, .few, .other, .one,
            ])
        #expect([0, 1, 2].map { PluralRules.category(for: $0, locale: LocaleSubtags(identifier: "fr")) } == [.one, .one, .other])
        #expect(PluralRules.category(for: 7, locale: LocaleSubtags(identifier: "ja")) == .other)
    }

    @Test func rightToLeftLanguagesAreFlagged() {
        for identifier in ["ar", "fa", "he", "ur-PK"] {
            #expect(CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: identifier)).isRightToLeft, "\(identifier)")
        }
        #expect(!CheckoutComponentsStrings(localeData: PrimerLocaleData(identifier: "nl")).isRightToLeft)
    }
}
