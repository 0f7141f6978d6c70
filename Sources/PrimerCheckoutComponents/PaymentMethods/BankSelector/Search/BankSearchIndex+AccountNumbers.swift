/// Account numbers: a customer who pastes the IBAN they pay from ("NL91 ABNA 0417 1643 00") means
/// the bank that keeps it. Where a list's ids are BICs (iDEAL's), the four letters of an IBAN's bank
/// code, after its country and check digits (Dutch, British and Irish IBANs carry them), are the
/// first four of the bank's BIC.
extension BankSearchIndex {
    /// The longest IBAN (ISO 13616).
    static let longestAccountNumber = 34

    /// The positions of the banks whose id is a BIC with the bank code of the IBAN `query` is, or
    /// starts as from its bank code on (spaces of any kind, hyphens and case aside: a banking app's
    /// copy may group by no-break spaces) — those of the IBAN's country first, each group in server
    /// order; nil when `query` is no such IBAN or no id is such a BIC.
    func banksKeepingAccount(_ query: String) -> [Int]? {
        // Read as typed, stopping at the first character no IBAN has there: most queries stop at
        // their third, a letter where the check digits go, before anything is kept.
        var country: UInt16 = 0
        var bankCode: UInt32 = 0
        var count = 0
        for scalar in query.unicodeScalars where !scalar.properties.isWhitespace && scalar != "-" {
            guard count < Self.longestAccountNumber, scalar.isASCII, let character = Self.accountCharacter(UInt8(scalar.value)) else {
                return nil
            }
            switch count {
            case 0...1:
                guard Self.isLetter(character) else { return nil }
                country = country << 8 | UInt16(character)
            case 2...3:
                guard Self.isDigit(character) else { return nil }
            case 4...7:
                guard Self.isLetter(character) else { return nil }
                bankCode = bankCode << 8 | UInt32(character)
            default: break
            }
            count += 1
        }
        guard count >= 8 else { return nil }
        var atHome: [Int] = []
        var abroad: [Int] = []
        for (index, bank) in banks.enumerated() {
            guard let bic = Self.bic(bank.id), bic.bankCode == bankCode else { continue }
            if bic.country == country { atHome.append(index) } else { abroad.append(index) }
        }
        let found = atHome + abroad
        return found.isEmpty ? nil : found
    }

    /// The bank code and country of `id` packed as the query's are, when it is a BIC: eight or
    /// eleven letters and digits, the first six letters.
    private static func bic(_ id: String) -> (bankCode: UInt32, country: UInt16)? {
        let bytes = id.utf8
        guard bytes.count == 8 || bytes.count == 11 else { return nil }
        var bankCode: UInt32 = 0
        var country: UInt16 = 0
        for (position, byte) in bytes.enumerated() {
            guard let character = accountCharacter(byte), position >= 6 || isLetter(character) else { return nil }
            if position < 4 {
                bankCode = bankCode << 8 | UInt32(character)
            } else if position < 6 {
                country = country << 8 | UInt16(character)
            }
        }
        return (bankCode, country)
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
