/// Stable accessibility identifiers for UI tests and assistive tools.
public enum AccessibilityIdentifiers {
    /// The bank selector's elements: `checkout_components_bank_selector_{element}`.
    public enum BankSelector {
        public static let container = "checkout_components_bank_selector_container"
        public static let searchBar = "checkout_components_bank_selector_search_bar"
        public static let loadingIndicator = "checkout_components_bank_selector_loading"
        public static let emptyState = "checkout_components_bank_selector_empty_state"
        public static let noBanks = "checkout_components_bank_selector_no_banks"
        public static let backButton = "checkout_components_bank_selector_back_button"
        public static let cancelButton = "checkout_components_bank_selector_cancel_button"

        /// `checkout_components_bank_selector_{bankId}_item`, with the id reduced to `[A-Za-z0-9_-]`.
        public static func bankItem(_ bankId: String) -> String {
            let safe = String(bankId.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
                    ? Character(scalar) : "_"
            })
            return "checkout_components_bank_selector_\(safe)_item"
        }
    }

    /// The checkout screens around the bank selector.
    public enum Checkout {
        public static let loading = "checkout_components_checkout_loading"
        public static let paymentMethodList = "checkout_components_payment_method_list"
        public static let processing = "checkout_components_checkout_processing"
        public static let awaitingBank = "checkout_components_checkout_awaiting_bank"
        public static let success = "checkout_components_checkout_success"
        public static let failure = "checkout_components_checkout_error"
        public static let retryButton = "checkout_components_checkout_retry_button"
        public static let chooseOtherButton = "checkout_components_checkout_choose_other_payment_method_button"
        public static let closeButton = "checkout_components_checkout_close_button"
        public static let failureReference = "checkout_components_checkout_error_reference"

        /// `checkout_components_payment_method_{type}_item`, lowercased.
        public static func paymentMethod(_ type: String) -> String {
            "checkout_components_payment_method_\(type.lowercased())_item"
        }
    }
}
