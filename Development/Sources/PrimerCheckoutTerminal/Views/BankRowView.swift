@_spi(Renderer) import PrimerCheckoutComponents

/// The default bank row: badge, name with matched letters highlighted, a check mark on the selected
/// bank (the confirm selection), and "Unavailable" when offline.
struct BankRowView: TerminalView {
    let row: BankSelectorScreenModel.Row

    func lines(width: Int) -> [TerminalLine] {
        var spans = BankBadge(row: row).line.spans + [TerminalLine.Span(" ")]
        let base: TextStyle = row.isSelectable ? [] : .dim
        spans += row.nameSegments.map { .init($0.text, style: $0.isMatch ? base.union([.highlight, .bold]) : base) }
        if let note = row.aliasNote { spans.append(.init("  (\(note))", style: .dim)) }
        if row.isSelected { spans.append(.init("  ✓", style: [.accent, .bold])) }
        var line = TerminalLine(spans)
        if let unavailable = row.unavailableText {
            let gap = max(1, width - line.width - DisplayWidth.of(unavailable))
            line = line + TerminalLine(String(repeating: " ", count: gap)) + TerminalLine(unavailable, style: .dim)
        }
        return [line]
    }
}
