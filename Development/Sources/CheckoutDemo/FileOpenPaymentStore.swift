import Foundation
import PrimerCheckoutComponents

/// Keeps the terminal demo's open payments in a JSON file readable by its user only (mode 0600),
/// one entry per checkout key, so a demo killed at the bank and started again on the same client
/// token (`--client-token`) finds the payment it left open.
package final class FileOpenPaymentStore: OpenPaymentStore, @unchecked Sendable {
    private let lock = NSLock()
    private let url: URL

    package init(url: URL) {
        self.url = url
    }

    /// `open-payments.json` in `$XDG_CONFIG_HOME/<folder>` (or `~/.config/<folder>`).
    package static func inUserConfigDirectory(folder: String) -> FileOpenPaymentStore {
        FileOpenPaymentStore(url: userConfigFile(folder: folder, name: "open-payments.json"))
    }

    package func openPayments(for checkoutKey: String) async -> [OpenPayment] {
        lock.withLock { read()[checkoutKey] ?? [] }
    }

    package func save(_ payments: [OpenPayment], for checkoutKey: String) async {
        lock.withLock {
            var entries = readKeepingAsideWhatCannotBeRead()
            entries[checkoutKey] = payments.isEmpty ? nil : payments
            let folder = url.deletingLastPathComponent()
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            guard let data = try? JSONEncoder().encode(entries) else { return }
            // Written private first, then moved into place: the tokens are never readable by others.
            let draft = folder.appendingPathComponent(".open-payments-\(UUID().uuidString)")
            guard FileManager.default.createFile(atPath: draft.path, contents: data, attributes: [.posixPermissions: 0o600]) else { return }
            if rename(draft.path, url.path) != 0 { try? FileManager.default.removeItem(at: draft) }
        }
    }

    private func read() -> [String: [OpenPayment]] {
        (try? Data(contentsOf: url)).flatMap(Self.entries) ?? [:]
    }

    private static func entries(in data: Data) -> [String: [OpenPayment]]? {
        try? JSONDecoder().decode([String: [OpenPayment]].self, from: data)
    }

    /// The entries before a save. A file that exists but cannot be read (damaged, or another
    /// version's format) is renamed `open-payments.unreadable-<time>.json` first, so the save does
    /// not overwrite the payments it may hold.
    private func readKeepingAsideWhatCannotBeRead() -> [String: [OpenPayment]] {
        guard let data = try? Data(contentsOf: url) else { return [:] }
        if let entries = Self.entries(in: data) { return entries }
        let aside = url.deletingLastPathComponent().appendingPathComponent(
            "open-payments.unreadable-\(Int(Date().timeIntervalSince1970)).json")
        _ = rename(url.path, aside.path)
        return [:]
    }
}
