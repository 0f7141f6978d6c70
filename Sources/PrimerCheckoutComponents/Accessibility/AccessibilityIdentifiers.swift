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
}
