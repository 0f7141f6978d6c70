import Testing

@testable import PrimerCheckoutTerminal

@Suite("Display width")
struct DisplayWidthTests {
    @Test(arguments: [
        ("ING", 3), ("Banki Spółdzielcze", 18), ("Café", 4), ("Cafe\u{301}", 4), ("中国银行", 8), ("みずほ銀行", 10),
        ("국민은행", 8), ("ＡＢＣ", 6), ("🏦", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇳🇱", 2), ("a\u{200B}b", 2), ("\u{1}x", 1),
        ("ÅÄÖ", 3), ("بنك", 3), ("Česká spořitelna", 16),
    ])
    func textTakesTheColumnsATerminalGivesIt(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }
}
