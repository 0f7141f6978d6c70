import Foundation

/// `name` in `$XDG_CONFIG_HOME/<folder>` (or `~/.config/<folder>`): where the demo keeps what it
/// remembers between runs.
func userConfigFile(folder: String, name: String) -> URL {
    let environment = ProcessInfo.processInfo.environment
    let base =
        environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    return base.appendingPathComponent(folder).appendingPathComponent(name)
}

/// Writes `data` to `url` whole and readable by its user only (0600; a folder it makes, 0700):
/// written private beside it first, then moved into place, so no other user ever reads it and a
/// crash never leaves half a file. `false` when it could not be written.
@discardableResult
func writePrivately(_ data: Data, to url: URL) -> Bool {
    let folder = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let draft = folder.appendingPathComponent(".\(url.lastPathComponent)-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: draft.path, contents: data, attributes: [.posixPermissions: 0o600]) else { return false }
    guard rename(draft.path, url.path) == 0 else {
        try? FileManager.default.removeItem(at: draft)
        return false
    }
    return true
}
