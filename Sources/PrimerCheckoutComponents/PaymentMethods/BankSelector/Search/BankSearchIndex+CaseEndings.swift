/// Case endings: Polish declines a bank's name in a sentence ("płacę mBankiem", "konto w ING-u",
/// "z Kasy Stefczyka"), and a customer types it so.
extension BankSearchIndex {
    /// Polish case endings of a masculine name, longest first: instrumental ("mBankiem",
    /// "Aliorem"), dative ("mBankowi"), locative ("w Santanderze", "w BOŚ-iu", "w mBanku") and
    /// genitive ("z Aliora", "z mBanku").
    private static let caseEndings: [[UInt8]] = ["iem", "owi", "em", "ie", "ze", "iu", "u", "a"].map { Array($0.utf8) }

    /// Polish case endings of a feminine name ending in "a", tried after the masculine ones:
    /// dative or locative ("w Kasie"), genitive ("z Kasy", "w Brodnicy"), accusative ("Kasę").
    private static let feminineEndings: [[UInt8]] = ["ie", "y", "i", "e"].map { Array($0.utf8) }

    /// Polish case endings of a masculine adjective in a name, longest first, with the nominative's
    /// ending that replaces each: genitive ("z Banku Pocztowego", "z PKO Banku Polskiego"), dative,
    /// and locative or instrumental ("w Citi Handlowym", "w Banku Polskim").
    private static let adjectiveEndings: [(ending: [UInt8], nominative: [UInt8])] = [
        ("iego", "i"), ("iemu", "i"), ("ego", "y"), ("emu", "y"), ("ym", "y"), ("im", "i"),
    ].map { (Array($0.utf8), Array($1.utf8)) }

    /// The name `word` declines ("mbank" for "mbankiem", "pocztowy" for "pocztowego"), when it
    /// starts no word of a bank's name or other name as typed and, in the nominative, is one: a
    /// word of three letters or more that no generic word starts ("bankiem" is the generic word
    /// "bank"'s; "rata", an instalment, is no "rat" inside "Corporate").
    func declinedName(_ word: [UInt8]) -> [UInt8]? {
        guard !Self.genericWords.contains(word) else { return nil }
        let adjectives = Self.adjectiveEndings
            .filter { word.count >= $0.ending.count + 3 && word.suffix($0.ending.count).elementsEqual($0.ending) }
            .map { Array(word.dropLast($0.ending.count)) + $0.nominative }
        func nominatives(_ endings: [[UInt8]], ending nominative: String) -> [[UInt8]] {
            endings.filter { word.count >= $0.count + 3 && word.suffix($0.count).elementsEqual($0) }
                .map { Array(word.dropLast($0.count)) + Array(nominative.utf8) }
        }
        let nouns = nominatives(Self.caseEndings, ending: "") + nominatives(Self.feminineEndings, ending: "a")
        let stems = (adjectives + nouns).filter { !Self.startsAGenericWord($0) }
        guard let stem = stems.first(where: isAWord), !startsAWord(word) else { return nil }
        return stem
    }

    /// `query` with each declined name in the nominative ("płacę mbankiem" is "płacę mbank"; "banku
    /// spółdzielczym w brodnicy" is "banku spółdzielczy w brodnicy", while alone a case of
    /// "spółdzielczy" is the kind of bank) and an ending typed apart after a hyphen dropped ("ing-iem"
    /// is "ing"); nil when no word changes.
    func withoutCaseEndings(_ query: String) -> String? {
        let words = SearchFolding.words(query)
        var changed = false
        var read: [[UInt8]] = []
        for (position, word) in words.enumerated() {
            if position > 0, word.count > 1, Self.caseEndings.contains(word), !startsAWord(word) {
                changed = true
            } else if let name = declinedName(word) {
                read.append(name)
                changed = true
            } else if words.count > 1, let nominative = Self.nominativeOfCooperativeCase(word) {
                read.append(nominative)
                changed = true
            } else {
                read.append(word)
            }
        }
        return changed && !read.isEmpty ? GenericReadings.joined(read) : nil
    }
}
