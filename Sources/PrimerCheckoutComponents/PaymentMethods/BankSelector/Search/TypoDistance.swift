/// Edits from a query word to the start of a folded text. At equal edits a letter left out ranks
/// first (`kab`: Knab), then a key beside it or a letter alike in sound (`nedt`: Nest), then others.
struct TypoDistance {
    private var table: [Int] = []

    /// Edits allowed a word: one from three letters, two from eight (`widened`: six), none past 40.
    static func allowance(forWordOfLength length: Int, widened: Bool = false) -> Int {
        switch length {
        case 3...5: 1
        case 6...7: widened ? 2 : 1
        case 8...40: 2
        default: 0
        }
    }

    /// The cheapest way from `word` to a prefix of `text` (`edits * unit` plus weights), and its length.
    mutating func toPrefix(of text: UnsafeBufferPointer<UInt8>, from word: UnsafeBufferPointer<UInt8>, limit: Int) -> (
        cost: Int, length: Int
    )? {
        let columns = min(text.count, word.count + limit)
        guard limit > 0, word.count - limit <= columns, !word.isEmpty else { return nil }
        let width = columns + 1
        if table.count < 3 * width { table = [Int](repeating: 0, count: 3 * width) }
        return table.withUnsafeMutableBufferPointer { rows in
            for column in 0...columns { rows[column] = column * Self.unit }
            for row in 1...word.count {
                let (current, previous, twoBack) = ((row % 3) * width, ((row - 1) % 3) * width, ((row + 1) % 3) * width)
                let letter = word[row - 1]
                rows[current] = row * Self.far
                var rowMinimum = rows[current]
                for column in stride(from: 1, through: columns, by: 1) {
                    let other = text[column - 1]
                    let change = letter == other ? 0 : Self.isSlip(letter, other) ? Self.slip : Self.far
                    var value = min(
                        rows[previous + column - 1] + change, rows[previous + column] + Self.far, rows[current + column - 1] + Self.unit)
                    if row > 1, column > 1, letter == text[column - 2], word[row - 2] == other {
                        value = min(value, rows[twoBack + column - 2] + Self.slip)
                    }
                    rows[current + column] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum / Self.unit > limit { return nil }
            }
            let last = (word.count % 3) * width
            let best = (0...columns).dropFirst().min { (rows[last + $0], abs($0 - word.count)) < (rows[last + $1], abs($1 - word.count)) }
            return best.flatMap { rows[last + $0] / Self.unit <= limit ? (rows[last + $0], $0) : nil }
        }
    }

    /// The word start in `range` that `word` is the fewest edits from, the letters matched and the cost.
    mutating func closestWordStart(
        of word: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>,
        starts: UnsafeBufferPointer<Bool>, allowance: Int
    ) -> (start: Int, length: Int, cost: Int)? {
        guard allowance > 0 else { return nil }
        var best: (start: Int, length: Int, cost: Int)?
        for start in range where starts[start] {
            let text = UnsafeBufferPointer(rebasing: bytes[start..<range.upperBound])
            if let match = toPrefix(of: text, from: word, limit: best.map { $0.cost / Self.unit } ?? allowance),
                match.cost < best?.cost ?? .max
            {
                best = (start, match.length, match.cost)
            }
        }
        return best
    }

    static let unit = 64
    private static let slip = unit + 1, far = unit + 2

    private static func isSlip(_ letter: UInt8, _ other: UInt8) -> Bool {
        let index = Int(letter &- 97)
        let bit = Int(other &- 97)
        return index < 26 && bit < 26 && slips[index] & (1 << bit) != 0
    }

    /// Each letter's slips as bits: its QWERTY neighbours, then letters alike in sound.
    private static let slips: [UInt32] = {
        var masks = [UInt32](repeating: 0, count: 26)
        let table = """
            qwa wqeas ewrsd retdf tryfg ytugh uyihj iuojk oipkl pol asqwz sadwezx dsferxc fdgrtcv gfhtyvb hgjyubn jhkuinm kjliom lkop \
            zxas xzcsd cxvdf vcbfg bvngh nbmhj mnjk ck cz ij iy kq sz uw vw fv bp gk
            """
        for token in table.split(separator: " ").map({ Array($0.utf8) }) {
            for other in token.dropFirst() {
                masks[Int(token[0] - 97)] |= 1 << UInt32(other - 97)
                masks[Int(other - 97)] |= 1 << UInt32(token[0] - 97)
            }
        }
        return masks
    }()
}
