import Foundation

/// Search keys: lowercase, no diacritics or widths, ł æ ĳ spelled out, Cyrillic in Latin letters,
/// any script's digits as 0–9, anything else a word break.
enum SearchFolding {
    /// The folded words of `text`, each as UTF-8 bytes.
    static func words(_ text: String) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var current: [UInt8] = []
        forEachFoldedScalar(of: text) { scalar in
            if let scalar {
                UTF8.encode(scalar) { current.append($0) }
            } else if !current.isEmpty {
                words.append(current)
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Calls `body` with each folded letter or digit of `text`, and with `nil` at each word break.
    static func forEachFoldedScalar(of text: String, _ body: (Unicode.Scalar?) -> Void) {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        for scalar in folded.unicodeScalars {
            if let spelled = extraFolds[scalar] {
                spelled.unicodeScalars.forEach { body($0) }
                continue
            }
            switch scalar.properties.generalCategory {
            case .decimalNumber where !scalar.isASCII:
                if let value = scalar.properties.numericValue, (0...9).contains(value) { body(Unicode.Scalar(48 + UInt8(value))) }
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber:
                for lower in scalar.properties.lowercaseMapping.unicodeScalars { body(lower) }
            case .nonspacingMark, .spacingMark, .enclosingMark:
                if scalar.properties.isAlphabetic { body(scalar) }
            default:
                body(nil)
            }
        }
    }

    private static let extraFolds: [Unicode.Scalar: String] = latinFolds.merging(cyrillicFolds) { latin, _ in latin }

    private static let latinFolds: [Unicode.Scalar: String] = [
        "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ø": "o", "Ø": "o", "ı": "i",
        "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ħ": "h", "Ħ": "h", "þ": "th", "Þ": "th",
        "ĳ": "ij", "ǉ": "lj", "ǌ": "nj", "ǆ": "dz",
    ]

    /// Cyrillic as Serbian writes it in Latin, folded like the Latin (`чачанска` is Čačanska banka).
    private static let cyrillicFolds: [Unicode.Scalar: String] = [
        "а": "a", "б": "b", "в": "v", "г": "g", "ґ": "g", "д": "d", "ђ": "d", "е": "e", "є": "je", "ж": "z", "з": "z",
        "ѕ": "dz", "и": "i", "і": "i", "ј": "j", "к": "k", "л": "l", "љ": "lj", "м": "m", "н": "n", "њ": "nj", "о": "o",
        "п": "p", "р": "r", "с": "s", "т": "t", "ћ": "c", "у": "u", "ф": "f", "х": "h", "ц": "c", "ч": "c", "џ": "dz",
        "ш": "s", "щ": "sc", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "ju", "я": "ja",
    ]
}
