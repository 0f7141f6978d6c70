/// Stable accessibility identifiers for UI tests and assistive tools.
@_spi(Renderer) public enum AccessibilityIdentifiers {
    /// The bank selector's elements: `checkout_components_bank_selector_{element}`.
    public enum BankSelector {
        /// The bank selector screen.
        public static let container = "checkout_components_bank_selector_container"
        /// The search field.
        public static let searchBar = "checkout_components_bank_selector_search_bar"
        /// The spinner while banks load.
        public static let loadingIndicator = "checkout_components_bank_selector_loading"
        /// "No banks found".
        public static let emptyState = "checkout_components_bank_selector_empty_state"
        /// "No banks available".
        public static let noBanks = "checkout_components_bank_selector_no_banks"
        /// The back button.
        public static let backButton = "checkout_components_bank_selector_back_button"
        /// The cancel button.
        public static let cancelButton = "checkout_components_bank_selector_cancel_button"

        /// "Did you mean …?" above results that match only within a typo.
        public static let suggestion = "checkout_components_bank_selector_suggestion"
        /// The "Continue to {bank}" button of the confirm selection mode.
        public static let confirmButton = "checkout_components_bank_selector_confirm_button"
        /// The search field's clear (×) button, while the field holds text.
        public static let searchClearButton = "checkout_components_bank_selector_search_clear_button"
        /// The empty state's "Clear search" button.
        public static let clearSearchButton = "checkout_components_bank_selector_clear_search_button"
        /// The scheme page's name, amount and message.
        public static let schemePage = "checkout_components_bank_selector_scheme_page"
        /// The scheme page screen's "Continue to iDEAL" button.
        public static let schemePageContinueButton = "checkout_components_bank_selector_scheme_page_continue_button"
        /// The scheme page screen's "Pay with {bank}" button for the bank paid with last.
        public static let schemePageRecentBankButton = "checkout_components_bank_selector_scheme_page_recent_bank_button"

        /// `checkout_components_bank_selector_section_{name}`: a section's heading (`popular`, `all_banks`).
        public static func sectionHeader(_ name: String) -> String {
            "checkout_components_bank_selector_section_\(name)"
        }

        /// `checkout_components_bank_selector_{bankId}_item`, with the id reduced to `[A-Za-z0-9_-]`.
        public static func bankItem(_ bankId: String) -> String {
            let safe = String(
                bankId.unicodeScalars.map { scalar -> Character in
                    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
                        ? Character(scalar) : "_"
                })
            return "checkout_components_bank_selector_\(safe)_item"
        }
    }

    /// The checkout screens around the bank selector.
    public enum Checkout {
        /// The spinner while the checkout loads.
        public static let loading = "checkout_components_checkout_loading"
        /// The payment method list.
        public static let paymentMethodList = "checkout_components_payment_method_list"
        /// The payment method list's Cancel button.
        public static let cancelButton = "checkout_components_checkout_cancel_button"
        /// The spinner while a payment is processed.
        public static let processing = "checkout_components_checkout_processing"
        /// The "waiting for your bank" screen.
        public static let awaitingBank = "checkout_components_checkout_awaiting_bank"
        /// The success screen.
        public static let success = "checkout_components_checkout_success"
        /// The error screen.
        public static let failure = "checkout_components_checkout_error"
        /// The error screen's Retry button.
        public static let retryButton = "checkout_components_checkout_retry_button"
        /// The error screen's "choose another payment method" button.
        public static let chooseOtherButton = "checkout_components_checkout_choose_other_payment_method_button"
        /// The error screen's Close button.
        public static let closeButton = "checkout_components_checkout_close_button"
        /// The error screen's reference line.
        public static let failureReference = "checkout_components_checkout_error_reference"

        /// `checkout_components_payment_method_{type}_item`, lowercased.
        public static func paymentMethod(_ type: String) -> String {
            "checkout_components_payment_method_\(type.lowercased())_item"
        }
    }
}
