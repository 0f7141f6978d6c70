/// A bank's logo in the terminal: a two-letter monogram badge.
struct BankBadge {
    let monogram: String

    init(name: String) {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let letters: [Character] = words.count >= 2
            ? [words[0].first, words[1].first].compactMap { $0 }
            : Array((words.first ?? "?").prefix(2))
        monogram = String(letters).uppercased()
    }

    var line: TerminalLine {
        TerminalLine("[\(monogram.padding(toLength: 2, withPad: " ", startingAt: 0))]", style: [.reverse, .accent])
    }
}
