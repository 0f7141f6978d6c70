import Foundation

/// Remembers the last bank in `UserDefaults`, under `io.primer.checkout.recentBank.<payment method>`.
public struct UserDefaultsRecentBankStore: RecentBankStore {
    private let suiteName: String?

    /// A store in the app's standard defaults, or in the suite `suiteName` (an app group).
    public init(suiteName: String? = nil) {
        self.suiteName = suiteName
    }

    private var defaults: UserDefaults {
        suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }

    private static func key(_ paymentMethodType: String) -> String {
        "io.primer.checkout.recentBank.\(paymentMethodType)"
    }

    public func recentBankId(for paymentMethodType: String) -> String? {
        defaults.string(forKey: Self.key(paymentMethodType))
    }

    public func remember(_ bankId: String, for paymentMethodType: String) {
        defaults.set(bankId, forKey: Self.key(paymentMethodType))
    }
}
