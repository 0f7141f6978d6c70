/// Account numbers: a customer who pastes the IBAN they pay from ("NL91 ABNA 0417 1643 00") means
/// the bank that keeps it. Where a list's ids are BICs (iDEAL's), the four letters of an IBAN's bank
/// code, after its country and check digits (Dutch, British and Irish IBANs carry them), are the
/// first four of the bank's BIC.
extension BankSearchIndex {
    /// The longest IBAN (ISO 13616).
    static let longestAccountNumber = 34

    /// The positions of the banks whose id is a BIC with the bank code of the IBAN `query` is, or
    /// starts as from its bank code on (spaces, hyphens and case aside) — those of the IBAN's
    /// country first, each group in server order; nil when `query` is no such IBAN or no id is
    /// such a BIC.
    func banksKeepingAccount(_ query: String) -> [Int]? {
        var characters: [UInt8] = []
        for byte in query.utf8 where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "-") {
            guard characters.count < Self.longestAccountNumber, let character = Self.accountCharacter(byte) else { return nil }
            characters.append(character)
        }
        guard characters.count >= 8, characters[0..<2].allSatisfy(Self.isLetter), characters[2..<4].allSatisfy(Self.isDigit),
            characters[4..<8].allSatisfy(Self.isLetter)
        else { return nil }
        let country = characters[0..<2]
        let bankCode = characters[4..<8]
        var atHome: [Int] = []
        var abroad: [Int] = []
        for (index, bank) in banks.enumerated() {
            let id = bank.id.utf8.compactMap(Self.accountCharacter)
            guard id.count == bank.id.utf8.count, id.count == 8 || id.count == 11, id[0..<4].elementsEqual(bankCode) else { continue }
            if id[4..<6].elementsEqual(country) { atHome.append(index) } else { abroad.append(index) }
        }
        let found = atHome + abroad
        return found.isEmpty ? nil : found
    }

    /// `byte` upper-cased when it is an ASCII letter or digit, nil for anything else.
    private static func accountCharacter(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - 32
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        default: nil
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
