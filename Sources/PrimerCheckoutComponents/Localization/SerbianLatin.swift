/// Serbian in Latin script (`sr-Latn`, Montenegro's `sr-ME`, the legacy `sh`), read from the
/// Cyrillic table by the standard one-to-one transliteration (Gaj's alphabet): the same words the
/// Serbian table says, in the script the customer reads.
enum SerbianLatin {
    /// The Latin letters of each Cyrillic one, lower case; a digraph's capital is `Lj`, `Nj` or
    /// `Dž` inside a word and `LJ`, `NJ`, `DŽ` in a word written in capitals.
    private static let letters: [Character: String] = [
        "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "ђ": "đ", "е": "e", "ж": "ž", "з": "z", "и": "i", "ј": "j",
        "к": "k", "л": "l", "љ": "lj", "м": "m", "н": "n", "њ": "nj", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t",
        "ћ": "ć", "у": "u", "ф": "f", "х": "h", "ц": "c", "ч": "č", "џ": "dž", "ш": "š",
    ]

    /// `text` with every Serbian Cyrillic letter in Latin; anything else (placeholders, digits,
    /// punctuation) as it was.
    static func transliterate(_ text: String) -> String {
        let characters = Array(text)
        var latin = ""
        latin.reserveCapacity(text.utf8.count)
        for (position, character) in characters.enumerated() {
            let lower = Character(character.lowercased())
            guard let letters = letters[lower] else {
                latin.append(character)
                continue
            }
            guard character != lower else {
                latin += letters
                continue
            }
            let next = characters.indices.contains(position + 1) ? characters[position + 1] : nil
            let inCapitals = next.map { $0.isUppercase } ?? false
            latin += inCapitals ? letters.uppercased() : letters.prefix(1).uppercased() + letters.dropFirst()
        }
        return latin
    }
}
