/// Turns the bytes a terminal in raw mode sends into keys.
package enum KeyDecoder {
    private static let sequences: [[UInt8]: Key] = [
        Array("[A".utf8): .up, Array("[B".utf8): .down, Array("OA".utf8): .up, Array("OB".utf8): .down,
        Array("[5~".utf8): .pageUp, Array("[6~".utf8): .pageDown,
        Array("[H".utf8): .home, Array("[1~".utf8): .home, Array("OH".utf8): .home, Array("[7~".utf8): .home,
        Array("[F".utf8): .end, Array("[4~".utf8): .end, Array("OF".utf8): .end, Array("[8~".utf8): .end,
    ]

    /// The keys in one read from the terminal. A lone ESC is the Escape key; unknown sequences are dropped.
    package static func keys(in bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                var end = index + 1
                if end < bytes.count, bytes[end] == UInt8(ascii: "[") || bytes[end] == UInt8(ascii: "O") {
                    end += 1
                    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) || (end == index + 2 && bytes[end] == UInt8(ascii: "[")) {
                        end += 1
                    }
                    let body = Array(bytes[(index + 1)..<min(end + 1, bytes.count)])
                    if let key = sequences[body] { keys.append(key) }
                    index = end + 1
                } else {
                    keys.append(.escape)
                    index += 1
                }
                continue
            case 0x03: keys.append(.controlC)
            case 0x04: keys.append(.controlD)
            case 0x15: keys.append(.controlU)
            case 0x09: keys.append(.tab)
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x00..<0x20: break
            default:
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                let slice = Array(bytes[index..<min(index + length, bytes.count)])
                if let text = String(validating: slice, as: UTF8.self), let character = text.first {
                    keys.append(.character(character))
                }
                index += length
                continue
            }
            index += 1
        }
        return keys
    }
}
