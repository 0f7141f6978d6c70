import PrimerCheckoutComponents

/// The default bank row: badge, name with matched letters highlighted, and "Unavailable" when offline.
struct BankRowView: TerminalView {
    let row: BankSelectorScreenModel.Row

    func lines(width: Int) -> [TerminalLine] {
        var spans = BankBadge(name: row.name).line.spans + [TerminalLine.Span(" ")]
        let base: TextStyle = row.isDisabled ? .dim : []
        var current = ""
        var currentMatched = false
        let matchedRanges = row.matchedRanges
        for (offset, character) in row.name.enumerated() {
            let matched = matchedRanges.contains { $0.contains(offset) }
            if matched != currentMatched, !current.isEmpty {
                spans.append(.init(current, style: currentMatched ? base.union([.highlight, .bold]) : base))
                current = ""
            }
            currentMatched = matched
            current.append(character)
        }
        if !current.isEmpty { spans.append(.init(current, style: currentMatched ? base.union([.highlight, .bold]) : base)) }
        var line = TerminalLine(spans)
        if let unavailable = row.unavailableText {
            let gap = max(1, width - line.width - DisplayWidth.of(unavailable))
            line = line + TerminalLine(String(repeating: " ", count: gap)) + TerminalLine(unavailable, style: .dim)
        }
        return [line]
    }
}
