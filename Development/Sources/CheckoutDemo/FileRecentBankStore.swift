import Foundation
import PrimerCheckoutComponents

/// Remembers the last bank in a small JSON file readable by its user only (payment method type →
/// issuer id), for programs without `UserDefaults` worth the name, such as the terminal demo.
package final class FileRecentBankStore: RecentBankStore, @unchecked Sendable {
    private let lock = NSLock()
    private let url: URL

    package init(url: URL) {
        self.url = url
    }

    /// `recent-banks.json` in `$XDG_CONFIG_HOME/<folder>` (or `~/.config/<folder>`).
    package static func inUserConfigDirectory(folder: String) -> FileRecentBankStore {
        FileRecentBankStore(url: userConfigFile(folder: folder, name: "recent-banks.json"))
    }

    package func recentBankId(for paymentMethodType: String) -> String? {
        lock.withLock { read()[paymentMethodType] }
    }

    package func remember(_ bankId: String, for paymentMethodType: String) {
        lock.withLock {
            var banks = read()
            banks[paymentMethodType] = bankId
            // Which bank someone pays with is theirs alone: the file is as private as the open payments'.
            if let data = try? JSONEncoder().encode(banks) { writePrivately(data, to: url) }
        }
    }

    private func read() -> [String: String] {
        (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode([String: String].self, from: $0) } ?? [:]
    }
}
