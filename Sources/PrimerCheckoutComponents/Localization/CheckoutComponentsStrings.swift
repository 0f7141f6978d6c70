import Foundation

/// Every user-facing and accessibility text of the checkout, in the language of `PrimerSettings`.
///
/// The table is chosen as Apple's bundle look-up chooses it, with CLDR's likely subtags and parent
/// locales: in the locale's script, then its region (or the region CLDR makes its parent), then
/// its language, then the language's likely region, then English — `zh-Hant-TW` reads
/// Traditional Chinese, `ur-IN` Urdu, `no` Bokmål, `pt-AO` European Portuguese, `sr-Latn` Serbian
/// in Latin script, `nl-BE` Flemish before Dutch before English.
@_spi(Renderer) public struct CheckoutComponentsStrings: Sendable {
    /// The locale these strings speak.
    public let localeData: PrimerLocaleData
    /// The tables these strings are read from, first choice first (`nl-be`, `nl`, `en`): a renderer
    /// with words of its own picks its table from the same chain, so it speaks the same language.
    @_spi(Renderer) public let tableNames: [String]
    /// Each table's bundle, and how its text is written when the table is a transliteration.
    private let tables: [(bundle: Bundle, transliterate: (@Sendable (String) -> String)?)]

    /// Loads the strings for `localeData`.
    public init(localeData: PrimerLocaleData = PrimerLocaleData()) {
        self.localeData = localeData
        let found = LocaleTables.chain(for: localeData).compactMap { name in
            let transliterated = LocaleTables.transliterated[name]
            return Bundle.module.path(forResource: transliterated?.source ?? name, ofType: "lproj").flatMap(Bundle.init(path:)).map {
                (name, $0, transliterated?.transliterate)
            }
        }
        tableNames = found.map(\.0)
        tables = found.map { ($0.1, $0.2) }
    }

    /// The text for `key`, following the fallback chain; the key itself if no table has it.
    package func text(_ key: String) -> String { text(key, orInTheSameTable: nil) }

    /// `text(_:)`, where a table without `key` that has `sameTableKey` answers with that: a plural
    /// table leaves out the categories worded as its `other`.
    private func text(_ key: String, orInTheSameTable sameTableKey: String?) -> String {
        let missing = "\u{0}missing"
        for table in tables {
            for key in [key, sameTableKey].compactMap(\.self) {
                let value = table.bundle.localizedString(forKey: key, value: missing, table: "CheckoutComponentsStrings")
                if value != missing { return table.transliterate?(value) ?? value }
            }
        }
        return key
    }

    /// Every locale with its own table, as `PrimerLocaleData` identifiers (`en`, `nl-BE`, `zh-TW`, …).
    public static var availableLocales: [String] {
        LocaleTables.available.map { name in
            let parts = name.split(separator: "-")
            return parts.count == 2 ? "\(parts[0])-\(parts[1].uppercased())" : name
        }
    }

    /// Languages written right to left; renderers mirror their layout.
    static let rightToLeftLanguages: Set<String> = ["ar", "fa", "he", "ur"]

    /// Whether the text shown runs right to left (Arabic, Persian, Hebrew, Urdu): it follows the
    /// table read, so a right-to-left language without a table is laid out as the English it shows.
    public var isRightToLeft: Bool {
        Self.rightToLeftLanguages.contains(textLanguage.language)
    }

    /// The language of the text shown, with the customer's region where the table is in their
    /// language: what the plural rules follow.
    private var textLanguage: LocaleSubtags {
        let shown = LocaleTables.subtags(of: tableNames.first ?? "en")
        let asked =
            LocaleLikelySubtags.languageAliases[localeData.languageCode].map { LocaleSubtags(cldr: $0).language } ?? localeData.languageCode
        return LocaleSubtags(language: shown.language, script: shown.script, region: asked == shown.language ? localeData.regionCode : nil)
    }

    /// The text for `key` with `%@` replaced by `argument`.
    package func text(_ key: String, _ argument: String) -> String {
        text(key).replacingOccurrences(of: "%@", with: argument)
    }

    // Bank selector
    /// "Choose your bank" in the checkout's language.
    public var bankSelectorTitle: String { text("primer_bank_selector_title") }
    /// "Search banks" in the checkout's language.
    public var bankSelectorSearchPlaceholder: String { text("primer_bank_selector_search_placeholder") }
    /// "No banks found" in the checkout's language.
    public var bankSelectorEmptyState: String { text("primer_bank_selector_empty_state") }
    /// "No banks available" in the checkout's language.
    public var bankSelectorNoBanksAvailable: String { text("primer_bank_selector_no_banks_available") }
    /// "Unavailable" in the checkout's language.
    public var bankSelectorBankUnavailable: String { text("primer_bank_selector_bank_unavailable") }
    /// "Clear search": the empty state's button that restores the whole list, in the checkout's language.
    public var bankSelectorClearSearch: String { text("primer_bank_selector_clear_search") }
    /// "The payment was cancelled. Nothing was charged.": the bank list's notice after a cancel at the
    /// bank, in the checkout's language.
    public var bankSelectorPaymentCancelled: String { text("primer_bank_selector_payment_cancelled") }
    /// "Did you mean {bank}?", in the checkout's language.
    public func bankSelectorDidYouMean(_ bankName: String) -> String { text("primer_bank_selector_did_you_mean", bankName) }
    /// "formerly {name}": under a bank found by a name it had before a rename, in the checkout's language.
    public func bankSelectorFormerly(_ formerName: String) -> String { text("primer_bank_selector_formerly", formerName) }
    /// "Continue to {bank}": the button that pays with the selected bank, in the checkout's language.
    public func bankSelectorContinueTo(_ bankName: String) -> String { text("primer_bank_selector_continue_to", bankName) }
    /// "Pay with {bank}": the scheme page's button that pays with the bank the customer used last,
    /// in the checkout's language.
    public func bankSelectorPayWith(_ bankName: String) -> String { text("primer_bank_selector_pay_with", bankName) }
    /// "You choose your bank on the {scheme} page.": what the scheme page tells the customer, in the
    /// checkout's language.
    public func bankSelectorHubMessage(_ schemeName: String) -> String { text("primer_bank_selector_hub_message", schemeName) }
    /// "Recent": the heading of the bank the customer last paid with, in the checkout's language.
    public var bankSelectorSectionRecent: String { text("primer_bank_selector_section_recent") }
    /// "Popular": the heading of the merchant's highlighted banks, in the checkout's language.
    public var bankSelectorSectionPopular: String { text("primer_bank_selector_section_popular") }
    /// "All banks": the heading of the banks below a section, in the checkout's language.
    public var bankSelectorSectionAllBanks: String { text("primer_bank_selector_section_all_banks") }
    /// "Search banks" in the checkout's language.
    public var accessibilitySearchLabel: String { text("accessibility_bank_selector_search_label") }
    /// "Enter bank name to filter the list" in the checkout's language.
    public var accessibilitySearchHint: String { text("accessibility_bank_selector_search_hint") }
    /// "Double-tap to select this bank" in the checkout's language.
    public var accessibilityBankItemHint: String { text("accessibility_bank_selector_bank_item_hint") }
    /// "{bank}, unavailable": the label of an offline bank's row, in the checkout's language.
    public func accessibilityBankItemDisabled(_ bankName: String) -> String {
        text("accessibility_bank_selector_bank_item_disabled", bankName)
    }
    /// "Loading banks" in the checkout's language.
    public var accessibilityLoading: String { text("accessibility_bank_selector_loading") }
    /// "No banks match your search" in the checkout's language.
    public var accessibilityEmptyState: String { text("accessibility_bank_selector_empty_state") }

    /// "3 banks", in the plural form the language needs for `count`, with the locale's digits.
    public func bankCount(_ count: Int) -> String {
        let category = PluralRules.category(for: count, locale: textLanguage)
        let formatter = NumberFormatter()
        formatter.locale = locale
        let number = formatter.string(from: NSNumber(value: count)) ?? String(count)
        let key = "accessibility_bank_selector_results_"
        return text(key + category.rawValue, orInTheSameTable: key + "other").replacingOccurrences(of: "%d", with: number)
    }

    /// The formatters' locale, with the digits the customer chose; English, the table shown, for
    /// locale data without BCP 47's shape (Foundation on Linux traps on an identifier that starts
    /// with a non-ASCII letter).
    private var locale: Locale {
        guard localeData.isWellFormed else { return Locale(identifier: "en") }
        let base = [localeData.languageCode, localeData.scriptCode, localeData.regionCode].compactMap { $0 }.joined(separator: "_")
        return Locale(identifier: localeData.numberingSystem.map { "\(base)@numbers=\($0)" } ?? base)
    }

    // Checkout
    /// "Loading checkout" in the checkout's language.
    public var checkoutLoading: String { text("primer_checkout_loading") }
    /// "Choose a payment method" in the checkout's language.
    public var paymentMethodSelectionTitle: String { text("primer_payment_method_selection_title") }
    /// "Total: …" in the checkout's language.
    public func paymentMethodSelectionAmount(_ amount: String) -> String { text("primer_payment_method_selection_amount", amount) }
    /// "No payment methods available" in the checkout's language.
    public var noPaymentMethods: String { text("primer_checkout_no_payment_methods") }
    /// "Processing your payment" in the checkout's language.
    public var processing: String { text("primer_checkout_processing") }
    /// "Waiting for your bank" in the checkout's language.
    public var awaitingBankTitle: String { text("primer_checkout_awaiting_bank_title") }
    /// "Approve the payment at your bank. This screen updates by itself." in the checkout's language.
    public var awaitingBankMessage: String { text("primer_checkout_awaiting_bank_message") }
    /// "Payment successful" in the checkout's language.
    public var successTitle: String { text("primer_checkout_success_title") }
    /// "Paid …" in the checkout's language.
    public func successAmount(_ amount: String) -> String { text("primer_checkout_success_amount", amount) }
    /// "Payment reference: …" in the checkout's language.
    public func successReference(_ paymentId: String) -> String { text("primer_checkout_success_reference", paymentId) }
    /// "Retry" in the checkout's language.
    public var retry: String { text("primer_checkout_retry") }
    /// "Choose another payment method" in the checkout's language.
    public var chooseOtherPaymentMethod: String { text("primer_checkout_choose_other_payment_method") }
    /// "Back" in the checkout's language.
    public var back: String { text("primer_common_back") }
    /// "Cancel" in the checkout's language.
    public var cancel: String { text("primer_common_cancel") }
    /// "Close" in the checkout's language.
    public var close: String { text("primer_common_close") }

    // Error screens
    /// The error screen's title for `category`.
    public func errorTitle(_ category: CheckoutFailure.Category) -> String {
        switch category {
        case .declined: text("primer_error_declined_title")
        case .cancelled: text("primer_error_cancelled_title")
        case .timedOut: text("primer_error_timed_out_title")
        case .notConfirmed: text("primer_error_not_confirmed_title")
        case .network: text("primer_error_network_title")
        case .loadFailure: text("primer_checkout_load_failure_title")
        case .configuration: text("primer_error_configuration_title")
        case .generic: text("primer_checkout_payment_failure_title")
        }
    }

    /// The error screen's explanation for `category`: what happened and what the customer can do.
    public func errorMessage(_ category: CheckoutFailure.Category) -> String {
        switch category {
        case .declined: text("primer_error_declined_message")
        case .cancelled: text("primer_error_cancelled_message")
        case .timedOut: text("primer_error_timed_out_message")
        case .notConfirmed: text("primer_error_not_confirmed_message")
        case .network: text("primer_error_network_message")
        case .loadFailure: text("primer_error_load_failure_message")
        case .configuration: text("primer_error_configuration_message")
        case .generic: text("primer_error_generic_message")
        }
    }

    /// "Your payment with {name} is not confirmed yet. …": the not-confirmed screen's explanation
    /// naming the bank (or the method) the open payment is at.
    public func paymentNotConfirmedMessage(_ name: String) -> String { text("primer_error_not_confirmed_named_message", name) }
    /// "Your payment with {name} is still being processed. …": the not-confirmed screen's
    /// explanation for a payment the server processes without the customer (nothing to continue),
    /// naming its bank or method when `name` is given.
    public func paymentProcessingMessage(_ name: String?) -> String {
        name.map { text("primer_error_processing_named_message", $0) } ?? text("primer_error_processing_message")
    }
    /// "Continue payment": the not-confirmed screen's button that continues the open payment.
    public var continuePayment: String { text("primer_checkout_continue_payment") }
    /// "Pay another way": the not-confirmed screen's button that leaves the open payment and
    /// returns to the choice of bank or method.
    public var payAnotherWay: String { text("primer_checkout_pay_another_way") }

    /// "Reference: …", the id a customer quotes to support.
    public func errorReference(_ diagnosticsId: String) -> String { text("primer_error_reference", diagnosticsId) }

    /// `amount` minor units of `currencyCode`, formatted for this locale: ISO 4217's minor units
    /// decide the value (`123456` JPY is ¥123,456, KWD 123.456), CLDR's digits and grouping how
    /// it is written (`12345678` INR in `en-IN` is ₹1,23,456.78).
    /// Nothing is rounded away: an amount with minor units CLDR writes none of shows all of them
    /// (`1250` RSD is 12,50 RSD; `1200` is 12 RSD). A code ISO 4217 does not list is written with
    /// the code and two decimals.
    public func formattedAmount(_ amount: Int, currencyCode: String) -> String {
        let code = currencyCode.uppercased()
        let known = CurrencyDigits.minorUnits[code]
        let exponent = known ?? 2
        let value = Decimal(sign: amount < 0 ? .minus : .plus, exponent: -exponent, significand: Decimal(amount.magnitude))
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        formatter.currencyCode = code
        if known == nil { formatter.currencySymbol = code }
        let written = CurrencyDigits.displayDigits[code] ?? exponent
        let digits = Self.hasMinorUnits(amount, exponent: exponent, beyond: written) ? exponent : written
        formatter.minimumFractionDigits = digits
        formatter.maximumFractionDigits = digits
        // Foundation on Linux groups every locale's digits in threes; CLDR groups India's in twos
        // after the first three (as Apple's formatter does).
        if localeData.isWellFormed {
            let secondary = CurrencyGrouping.secondarySize(
                language: localeData.languageCode, script: localeData.scriptCode, region: localeData.regionCode)
            if secondary != 3, formatter.secondaryGroupingSize != secondary { formatter.secondaryGroupingSize = secondary }
        }
        return formatter.string(from: value as NSDecimalNumber) ?? "\(code) \(value)"
    }

    /// Whether `amount` minor units, `exponent` of them to the unit, have a non-zero digit past
    /// the first `digits` decimals: `123450` with 3 has one past 1, none past 2.
    private static func hasMinorUnits(_ amount: Int, exponent: Int, beyond digits: Int) -> Bool {
        guard exponent > digits else { return false }
        var divisor: UInt = 1
        for _ in 0..<(exponent - digits) { divisor *= 10 }
        return amount.magnitude % divisor != 0
    }
}
