/// Typo tolerance: what the search offers when no name contains the query as typed.
extension BankSearchIndex {
    /// The edits (a letter added, missing, changed, or two neighbours swapped) a query word may be
    /// away from a name: none under three letters, one up to seven, two from eight. Words longer
    /// than any real name word get none, which also bounds the work per keystroke. (Typos are only
    /// tried when nothing matches as typed.)
    static func typoAllowance(forWordOfLength length: Int) -> Int {
        switch length {
        case 3...7: 1
        case 8...40: 2
        default: 0
        }
    }

    /// The allowance of a search that found nothing within it: words of six and seven letters get a
    /// second edit (`trodios` for Triodos: a letter dropped and one added), the rest keep theirs.
    /// That pass keeps the word's first letter, as slips rarely touch it, which also keeps it cheap.
    static func widenedTypoAllowance(forWordOfLength length: Int) -> Int {
        typoAllowance(forWordOfLength: length) + ((6...7).contains(length) ? 1 : 0)
    }

    /// Whether `word` is a letter stuck to a whole generic word (`mbank`, `ibank`), or added to one
    /// of three letters (`payu`): a brand of its own, not the generic word mistyped, so it never
    /// matches the generic word within a typo. A longer generic word with a letter added is a slip
    /// or a word on its way (`bankk`, `banko…`), and so is a first letter typed twice (`sspółdzielcze`)
    /// or any letter before a generic word of eight letters or more (`aspółdzielczy`): no brand is
    /// built on one.
    static func isBrandOnGenericWord(_ word: [UInt8]) -> Bool {
        guard word.count >= 4 else { return false }
        return (word[0] != word[1] && word.count <= 8 && genericWords.contains(Array(word.dropFirst())))
            || (word.count == 4 && genericWords.contains(Array(word.dropLast())))
    }

    /// The banks whose name matches every query word exactly or within its typo allowance (from the
    /// start of a word of the name), fewest edits first — letters that sound alike reach a name for
    /// free but rank as edits (`ray` is Raty before Raiffeisen) — then those whose typos fall on
    /// fewer generic words (`bunk` is bunq before ASN Bank), then those whose name holds every query
    /// word's letters in order (letters left out, as in `bnq` for bunq, before letters changed), then
    /// those whose name has a word starting with each of `holding` (the generic words the query had
    /// besides `words`: `nets bank` is Nest Bank before "Pl@net"); ties keep server order. With each
    /// bank, the edits it ranks by.
    ///
    /// With `widened`, the allowance is `widenedTypoAllowance`, a typo may not fall on a generic
    /// word (the second edit is for a bank's own word), and the word's first letter is kept. A word
    /// that `isAName` (a bank's whole word as typed) reaches a name as typed or by letters that sound
    /// alike only, never by an edit.
    func closeMatchesWithEdits(
        _ words: [[UInt8]], widened: Bool = false, holding: [[UInt8]] = [], isAName: (([UInt8]) -> Bool)? = nil
    ) -> [(index: Int, edits: Int)] {
        let allowances = words.map {
            widened ? Self.widenedTypoAllowance(forWordOfLength: $0.count) : Self.typoAllowance(forWordOfLength: $0.count)
        }
        guard allowances.contains(where: { $0 > 0 }) else { return [] }
        let neverGeneric = words.map(Self.isBrandOnGenericWord)
        var isWholeName = [Bool?](repeating: nil, count: words.count)
        var distance = PrefixEditDistance()
        var scored: [(index: Int, edits: Int, onGeneric: Int, farEdits: Int)] = []
        nameBytes.withUnsafeBufferPointer { names in
            wordStartFlags.withUnsafeBufferPointer { starts in
                nextBank: for index in nameRanges.indices {
                    var edits = 0
                    var onGeneric = 0
                    var farEdits = 0
                    for position in words.indices {
                        guard
                            let match = Self.fewestEdits(
                                words[position], allowance: allowances[position], names: names, range: nameRanges[index],
                                starts: starts, skipsGenericWords: widened || neverGeneric[position], keepsFirstLetter: widened,
                                distance: &distance)
                        else { continue nextBank }
                        if match.isEdited, let isAName {
                            if isWholeName[position] == nil { isWholeName[position] = isAName(words[position]) }
                            if isWholeName[position] == true { continue nextBank }
                        }
                        edits += match.rankedEdits
                        farEdits += match.farEdits
                        if match.onGeneric { onGeneric += 1 }
                    }
                    scored.append((index, edits, onGeneric, farEdits))
                }
            }
        }
        let ranked = scored.map {
            (
                index: $0.index, edits: $0.edits, onGeneric: $0.onGeneric, changed: lettersChanged(words, in: nameRanges[$0.index]),
                farEdits: $0.farEdits, lacking: holding.isEmpty || holds(holding, at: $0.index) ? 0 : 1
            )
        }
        return ranked.sorted {
            ($0.edits, $0.onGeneric, $0.changed, $0.farEdits, $0.lacking, $0.index)
                < ($1.edits, $1.onGeneric, $1.changed, $1.farEdits, $1.lacking, $1.index)
        }.map { ($0.index, $0.edits) }
    }

    /// Whether the name at `index` has a word starting with each of `words`.
    func holds(_ words: [[UInt8]], at index: Int) -> Bool {
        nameBytes.withUnsafeBufferPointer { names in
            wordStartFlags.withUnsafeBufferPointer { starts in
                words.allSatisfy { Self.find($0, in: names, range: nameRanges[index], starts: starts) == .atWordStart }
            }
        }
    }

    /// How many of `words` do not have all their letters, in order, within one word of the name.
    private func lettersChanged(_ words: [[UInt8]], in range: Range<Int>) -> Int {
        let wordStarts = range.filter { wordStartFlags[$0] }
        let nameWords = zip(wordStarts, wordStarts.dropFirst() + [range.upperBound]).map { $0..<$1 }
        return words.filter { word in
            !nameWords.contains { nameWord in
                var next = word.startIndex
                for byte in nameBytes[nameWord] where next < word.endIndex && byte == word[next] { next += 1 }
                return next == word.endIndex
            }
        }.count
    }

    /// The edits from `word` to the closest word of the name, counting letters that sound alike as
    /// edits, whether that word, when mistyped, is a generic one, and whether it took an edit that
    /// is no letter sounding alike.
    private static func fewestEdits(
        _ word: [UInt8], allowance: Int, names: UnsafeBufferPointer<UInt8>, range: Range<Int>,
        starts: UnsafeBufferPointer<Bool>, skipsGenericWords: Bool, keepsFirstLetter: Bool, distance: inout PrefixEditDistance
    ) -> (rankedEdits: Int, onGeneric: Bool, farEdits: Int, isEdited: Bool)? {
        if find(word, in: names, range: range, starts: starts) != .none { return (0, false, 0, false) }
        return closestPrefix(
            of: word, allowance: allowance, in: names, range: range, starts: starts, skipsGenericWords: skipsGenericWords,
            keepsFirstLetter: keepsFirstLetter, distance: &distance
        ).map { ($0.edits + $0.soundsAlike, $0.onGeneric, $0.farEdits, $0.edits > 0) }
    }

    /// Where in `range` a word of the text begins that `word` is a typo of: the start, the length of
    /// the matched letters, the edits, the letters that only sound alike, the edits that are no
    /// slip onto a neighbouring key and whether that word is a generic one — fewest edits first,
    /// then a specific word before a generic one (`pls` is Plus, not Płacę), then the fewest edits
    /// that are no such slip, then the earliest start. With `skipsGenericWords`, only specific
    /// words count; with `keepsFirstLetter`, only words starting with the word's first letter.
    static func closestPrefix(
        of word: [UInt8], allowance: Int, in text: UnsafeBufferPointer<UInt8>, range: Range<Int>,
        starts: UnsafeBufferPointer<Bool>, skipsGenericWords: Bool = false, keepsFirstLetter: Bool = false,
        distance: inout PrefixEditDistance
    ) -> (start: Int, length: Int, edits: Int, soundsAlike: Int, farEdits: Int, onGeneric: Bool)? {
        guard allowance > 0 else { return nil }
        var best: (start: Int, length: Int, edits: Int, soundsAlike: Int, farEdits: Int, onGeneric: Bool)?
        func isGeneric(at start: Int) -> Bool {
            let end = (start + 1..<range.upperBound).first { starts[$0] } ?? range.upperBound
            return isGenericWord(text[start..<end])
        }
        for start in range where starts[start] {
            if keepsFirstLetter && text[start] != word.first { continue }
            if skipsGenericWords && isGeneric(at: start) { continue }
            let limit = best.map { $0.onGeneric || $0.farEdits > 0 ? $0.edits : $0.edits - 1 } ?? allowance
            let rest = UnsafeBufferPointer(rebasing: text[start..<range.upperBound])
            guard let match = distance.toPrefix(of: rest, from: word, limit: limit), match.length > 0 else { continue }
            let onGeneric = !skipsGenericWords && isGeneric(at: start)
            if let best, (best.edits, best.onGeneric ? 1 : 0, best.farEdits) <= (match.edits, onGeneric ? 1 : 0, match.farEdits) {
                continue
            }
            best = (start, match.length, match.edits, match.soundsAlike, match.farEdits, onGeneric)
            if match.edits <= 1, !onGeneric, match.farEdits == 0 { break }
        }
        return best
    }
}

/// The optimal-string-alignment distance from a query word to the closest prefix of a text,
/// computed in three rotating rows kept across calls. Letters that sound alike where a foreign
/// name is typed as it is said (c and k, v and w, i and y: `kredyt` for "credit") cost nothing;
/// a slip onto a neighbouring key or between neighbouring letters is an edit, any other a little more.
struct PrefixEditDistance {
    private var rows: [Int] = []

    /// Each byte's sound: itself, or the letter it is typed as.
    private static let sounds: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "c"), UInt8(ascii: "q"): UInt8(ascii: "k")
        case UInt8(ascii: "v"): UInt8(ascii: "w")
        case UInt8(ascii: "y"): UInt8(ascii: "i")
        default: UInt8(byte)
        }
    }

    /// Each letter's neighbours on a QWERTY keyboard (Dutch and Polish keyboards), as bits `a` to
    /// `z`: a letter changed to one of them is a finger landing beside the key.
    private static let neighbours: [UInt32] = {
        let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { Array($0.utf8) }
        var masks = [UInt32](repeating: 0, count: 256)
        func bit(_ row: Int, _ column: Int) -> UInt32 {
            rows.indices.contains(row) && rows[row].indices.contains(column) ? 1 << UInt32(rows[row][column] - UInt8(ascii: "a")) : 0
        }
        for (row, keys) in rows.enumerated() {
            for (column, key) in keys.enumerated() {
                // Each row sits half a key right of the one above it.
                masks[Int(key)] =
                    bit(row, column - 1) | bit(row, column + 1) | bit(row - 1, column) | bit(row - 1, column + 1)
                    | bit(row + 1, column - 1) | bit(row + 1, column)
            }
        }
        return masks
    }()

    /// Whether `other` is a neighbour of `letter` on the keyboard.
    private static func areNeighbours(_ letter: UInt8, _ other: UInt8) -> Bool {
        other >= UInt8(ascii: "a") && other <= UInt8(ascii: "z") && neighbours[Int(letter)] & (1 << UInt32(other &- UInt8(ascii: "a"))) != 0
    }

    /// The cost of changing one byte into another, by the pair (the first byte times 256 plus the
    /// second): nothing for the same byte, `sound` for one alike in sound, `edit` for a
    /// neighbouring key and `edit + far` for any other — one lookup per cell of the innermost loop.
    private static let substitutionCosts: [UInt16] = (0..<65_536).map { pair in
        let letter = UInt8(pair >> 8)
        let other = UInt8(pair & 0xFF)
        if letter == other { return 0 }
        if sounds[Int(letter)] == sounds[Int(other)] { return UInt16(sound) }
        return UInt16(areNeighbours(letter, other) ? edit : edit + far)
    }

    /// A cell holds the edits times `edit`, plus the letters that only sound alike on the way times
    /// `sound`, plus the edits that are no slip onto a neighbouring key or between neighbouring
    /// letters (a letter added, left out, or changed to one away on the keyboard): the fewest edits
    /// win, then the fewest such letters, then the fewest such edits (a word with a typo allowance
    /// has at most 40 letters, so each count stays below 64).
    private static let edit = 64 * 64
    private static let sound = 64
    private static let far = 1

    /// The fewest edits turning `word` into some prefix of `text`, the letters of the word that only
    /// sound alike on the way (counted as edits when ranking), the edits that are no slip onto a
    /// neighbouring key (a letter added or left out, or changed to one away on the keyboard: `nedt`
    /// is Nest, a finger beside the key, before "Pl@net" with a letter added), and that prefix's
    /// length (the one closest to the word's own length on a tie); nil when more than `limit` edits
    /// are needed.
    mutating func toPrefix(of text: UnsafeBufferPointer<UInt8>, from word: [UInt8], limit: Int) -> (
        edits: Int, soundsAlike: Int, farEdits: Int, length: Int
    )? {
        guard limit >= 0 else { return nil }
        let columns = min(text.count, word.count + limit)
        guard word.count - limit <= columns else { return nil }
        let width = columns + 1
        if rows.count < 3 * width { rows = Array(repeating: 0, count: 3 * width) }
        let edit = Self.edit
        let farEdit = edit + Self.far
        return rows.withUnsafeMutableBufferPointer { rows in
            Self.substitutionCosts.withUnsafeBufferPointer { substitutionCosts in
                for column in 0...columns { rows[column] = column * farEdit }
                for row in 1...word.count {
                    let current = (row % 3) * width
                    let previous = ((row - 1) % 3) * width
                    let beforePrevious = ((row + 1) % 3) * width
                    let letter = word[row - 1]
                    let letterCosts = Int(letter) << 8
                    rows[current] = row * farEdit
                    var rowMinimum = row * farEdit
                    for column in stride(from: 1, through: columns, by: 1) {
                        let other = text[column - 1]
                        let substitution = Int(substitutionCosts[letterCosts | Int(other)])
                        var value = min(
                            rows[previous + column - 1] + substitution, rows[previous + column] + farEdit,
                            rows[current + column - 1] + farEdit)
                        if row > 1, column > 1, letter == text[column - 2], word[row - 2] == other {
                            value = min(value, rows[beforePrevious + column - 2] + edit)
                        }
                        rows[current + column] = value
                        rowMinimum = min(rowMinimum, value)
                    }
                    // A row's minimum never falls in later rows, so past the limit nothing can match.
                    if rowMinimum / edit > limit { return nil }
                }
                let last = (word.count % 3) * width
                var best: (edits: Int, soundsAlike: Int, farEdits: Int, length: Int)?
                for length in 0...columns {
                    let edits = rows[last + length] / edit
                    guard edits <= limit else { continue }
                    if let current = best,
                        edits > current.edits
                            || (edits == current.edits && abs(length - word.count) >= abs(current.length - word.count))
                    {
                        continue
                    }
                    best = (edits, rows[last + length] % edit / Self.sound, rows[last + length] % Self.sound, length)
                }
                return best
            }
        }
    }
}
