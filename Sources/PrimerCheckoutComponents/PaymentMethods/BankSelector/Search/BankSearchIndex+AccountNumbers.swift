/// Account numbers: a customer who pastes the IBAN they pay from ("NL91 ABNA 0417 1643 00") means
/// the bank that keeps it. Where a list's ids are BICs (iDEAL's), an IBAN's bank code — the four
/// letters after its country and check digits — starts the bank's BIC.
extension BankSearchIndex {
    /// The positions of the banks whose id is a BIC with the bank code of the IBAN `query` is or
    /// starts (spaces of any kind, hyphens and case aside), those of the IBAN's country first; nil
    /// when `query` is no such IBAN or no id is such a BIC.
    func banksKeepingAccount(_ query: String) -> [Int]? {
        var typed: [UInt8] = []
        for scalar in query.unicodeScalars where !scalar.properties.isWhitespace && scalar != "-" {
            // The longest IBAN (ISO 13616) has 34 characters; most queries stop at their third.
            guard typed.count < 34, scalar.isASCII, Self.isIBANCharacter(UInt8(scalar.value), at: typed.count) else { return nil }
            typed.append(UInt8(scalar.value) & (scalar.properties.isAlphabetic ? 0xDF : 0xFF))
        }
        guard typed.count >= 8 else { return nil }
        let bankCode = typed[4..<8]
        let country = typed[0..<2]
        var atHome: [Int] = []
        var abroad: [Int] = []
        for (index, bank) in banks.enumerated() {
            let bic = Array(bank.id.utf8).map { $0 & ($0 >= 97 ? 0xDF : 0xFF) }
            guard bic.count == 8 || bic.count == 11, bic[0..<6].allSatisfy(Self.isLetter), bic[0..<4].elementsEqual(bankCode) else {
                continue
            }
            if bic[4..<6].elementsEqual(country) { atHome.append(index) } else { abroad.append(index) }
        }
        return atHome.isEmpty && abroad.isEmpty ? nil : atHome + abroad
    }

    /// Whether `byte` may stand at `position` of an IBAN: its country and bank code are letters,
    /// its check digits digits, the rest letters or digits.
    private static func isIBANCharacter(_ byte: UInt8, at position: Int) -> Bool {
        switch position {
        case 0...1, 4...7: isLetter(byte)
        case 2...3: (48...57).contains(byte)
        default: isLetter(byte) || (48...57).contains(byte)
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte & 0xDF) }
}
