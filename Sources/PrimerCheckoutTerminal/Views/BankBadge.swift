/// A bank's logo in the terminal: a two-letter monogram badge.
struct BankBadge {
    private static let palette: [TextStyle] = [.accent, .blue, .magenta, .success, .highlight, .error]
    let monogram: String
    let color: TextStyle

    init(name: String) {
        color = Self.palette[name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF } % Self.palette.count]
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let letters: [Character] = words.count >= 2
            ? [words[0].first, words[1].first].compactMap { $0 }
            : Array((words.first ?? "?").prefix(2))
        monogram = String(letters).uppercased()
    }

    var line: TerminalLine {
        TerminalLine("[\(monogram.padding(toLength: 2, withPad: " ", startingAt: 0))]", style: color.union(.reverse))
    }
}
