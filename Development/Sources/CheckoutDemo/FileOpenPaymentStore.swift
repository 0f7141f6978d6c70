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
        lock.withLock { Self.entries(read()?[checkoutKey]).payments }
    }

    package func save(_ payments: [OpenPayment], for checkoutKey: String) async {
        lock.withLock {
            var records = readKeepingAsideWhatCannotBeRead()
            // Entries this version cannot read (another version's, or damaged) are written back as they were.
            let unreadable = Self.entries(records[checkoutKey]).unreadable
            let encoder = JSONEncoder()
            var list: [Any] = []
            for payment in payments {
                // A payment that cannot be encoded leaves the file as it was: an older record is safer than none.
                guard let data = try? encoder.encode(payment), let entry = try? JSONSerialization.jsonObject(with: data) else { return }
                list.append(entry)
            }
            list += unreadable
            records[checkoutKey] = list.isEmpty ? nil : list
            guard let data = try? JSONSerialization.data(withJSONObject: records, options: [.sortedKeys]) else { return }
            writePrivately(data, to: url)
        }
    }

    /// Each checkout key's list of entries as JSON; `nil` when there is no file or it is not a JSON object.
    private func read() -> [String: Any]? {
        (try? Data(contentsOf: url)).flatMap { (try? JSONSerialization.jsonObject(with: $0)) as? [String: Any] }
    }

    /// One checkout key's entries: the payments this version reads, and the others as they are.
    private static func entries(_ record: Any?) -> (payments: [OpenPayment], unreadable: [Any]) {
        let decoder = JSONDecoder()
        var payments: [OpenPayment] = []
        var unreadable: [Any] = []
        for entry in (record as? [Any]) ?? record.map({ [$0] }) ?? [] {
            let data = try? JSONSerialization.data(withJSONObject: entry, options: [.fragmentsAllowed])
            if let payment = data.flatMap({ try? decoder.decode(OpenPayment.self, from: $0) }) {
                payments.append(payment)
            } else {
                unreadable.append(entry)
            }
        }
        return (payments, unreadable)
    }

    /// The records before a save. A file that exists but is not a JSON object (damaged bytes) is
    /// renamed `open-payments.unreadable-<time>.json` first, so the save does not overwrite the
    /// payments it may hold; in one that is, each checkout's entries are read one by one.
    private func readKeepingAsideWhatCannotBeRead() -> [String: Any] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        if let records = read() { return records }
        let aside = url.deletingLastPathComponent().appendingPathComponent(
            "open-payments.unreadable-\(Int(Date().timeIntervalSince1970)).json")
        _ = rename(url.path, aside.path)
        return [:]
    }
}
