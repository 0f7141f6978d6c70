import Foundation
@_spi(Stores) import PrimerCheckoutComponents

/// Keeps the terminal demo's open payments in a JSON file readable by its user only (mode 0600),
/// one entry per checkout key, so a demo killed at the bank and started again on the same client
/// token (`--client-token`) finds the payment it left open. Demos running at once share it: every
/// write, and each checkout's turn to create a payment, holds an advisory lock file beside it.
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

    package func openPayments(for checkoutKey: String) async throws -> [OpenPayment] {
        let record = try lock.withLock {
            guard FileManager.default.fileExists(atPath: url.path) else { return Self.entries(nil) }
            guard let records = read() else { throw OpenPaymentStoreFailure("\(url.path) is not a record of open payments") }
            return Self.entries(records[checkoutKey])
        }
        guard record.unreadable.isEmpty else {
            throw OpenPaymentStoreFailure("\(url.path) holds an entry of \(checkoutKey) this version cannot read")
        }
        return record.payments
    }

    package func save(_ payments: [OpenPayment], for checkoutKey: String) async throws {
        let unlock = try await FileLock.take(lockURL("file"))
        defer { unlock() }
        try lock.withLock {
            var records = readKeepingAsideWhatCannotBeRead()
            // Entries this version cannot read (another version's, or damaged) are written back as they were.
            let unreadable = Self.entries(records[checkoutKey]).unreadable
            let encoder = JSONEncoder()
            var list: [Any] = []
            for payment in payments {
                list.append(try JSONSerialization.jsonObject(with: encoder.encode(payment)))
            }
            list += unreadable
            records[checkoutKey] = list.isEmpty ? nil : list
            let data = try JSONSerialization.data(withJSONObject: records, options: [.sortedKeys])
            guard writePrivately(data, to: url) else { throw OpenPaymentStoreFailure("\(url.path) could not be written") }
        }
    }

    package func lock(_ name: String) async throws -> (@Sendable () -> Void)? {
        try await FileLock.take(lockURL(name))
    }

    private func lockURL(_ name: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).\(name).lock")
    }

    /// Each checkout key's list of entries as JSON; `nil` when there is no file or it is not a JSON object.
    private func read() -> [String: Any]? {
        (try? Data(contentsOf: url)).flatMap { (try? JSONSerialization.jsonObject(with: $0)) as? [String: Any] }
    }

    /// One checkout key's entries: the payments this version reads, and the others as they are.
    private static func entries(_ record: Any?) -> (payments: [OpenPayment], unreadable: [Any]) {
        var payments: [OpenPayment] = []
        var unreadable: [Any] = []
        for entry in (record as? [Any]) ?? record.map({ [$0] }) ?? [] {
            let data = try? JSONSerialization.data(withJSONObject: entry, options: [.fragmentsAllowed])
            if let payment = data.flatMap(OpenPayment.read) {
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
