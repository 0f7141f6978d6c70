import Foundation
import PrimerCheckoutComponents

/// Remembers the last bank in a small JSON file (payment method type → issuer id), for programs
/// without `UserDefaults` worth the name, such as the terminal demo.
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
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? JSONEncoder().encode(banks).write(to: url, options: .atomic)
        }
    }

    private func read() -> [String: String] {
        (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode([String: String].self, from: $0) } ?? [:]
    }
}

/// `name` in `$XDG_CONFIG_HOME/<folder>` (or `~/.config/<folder>`): where the demo keeps what it
/// remembers between runs.
func userConfigFile(folder: String, name: String) -> URL {
    let environment = ProcessInfo.processInfo.environment
    let base =
        environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    return base.appendingPathComponent(folder).appendingPathComponent(name)
}
