@_spi(Renderer) import PrimerCheckoutComponents

/// A bank's logo in the terminal: the row's monogram on its tint.
struct BankBadge {
    private static let palette: [TextStyle] = [.accent, .blue, .magenta, .success, .highlight, .error]
    let monogram: String
    let color: TextStyle

    init(row: BankSelectorScreenModel.Row) {
        monogram = row.monogram
        color = Self.palette[row.badgeTint % Self.palette.count]
    }

    var line: TerminalLine {
        TerminalLine("[\(monogram.padding(toLength: 2, withPad: " ", startingAt: 0))]", style: color.union(.reverse))
    }
}
