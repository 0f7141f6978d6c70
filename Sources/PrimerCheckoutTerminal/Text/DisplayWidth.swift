#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@_silgen_name("wcwidth")
private func c_wcwidth(_ character: Int32) -> Int32

/// Terminal column widths: CJK and emoji take two columns, combining marks none.
enum DisplayWidth {
    private static let localeReady: Bool = {
        setlocale(LC_CTYPE, "C.UTF-8")
        return true
    }()

    static func of(_ scalar: Unicode.Scalar) -> Int {
        _ = localeReady
        if scalar.value < 0x7F { return scalar.value < 0x20 ? 0 : 1 }
        let width = Int(c_wcwidth(Int32(bitPattern: scalar.value)))
        if width >= 0 { return width }
        return scalar.properties.generalCategory == .nonspacingMark ? 0 : 1
    }

    static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        return of(first) + character.unicodeScalars.dropFirst().reduce(0) { $0 + (of($1) > 1 ? of($1) : 0) }
    }

    static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }
}
