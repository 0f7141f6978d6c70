/// Folded bytes with, for each, whether it starts a word and which piece of text it came from.
struct FoldedKey {
    let tracksOwners: Bool
    private(set) var bytes: [UInt8] = [], wordStarts: [Bool] = [], owners: [Int] = []

    /// Appends the folded `pieces`; the first letter after a break (and at the start) starts a word.
    mutating func append(_ pieces: some Sequence<(owner: Int, text: String)>) {
        var atWordStart = true
        for piece in pieces {
            SearchFolding.forEachFoldedScalar(of: piece.text) { scalar in
                guard let scalar else {
                    atWordStart = true
                    return
                }
                var firstByte = true
                UTF8.encode(scalar) { byte in
                    bytes.append(byte)
                    wordStarts.append(firstByte && atWordStart)
                    if tracksOwners { owners.append(piece.owner) }
                    firstByte = false
                }
                atWordStart = false
            }
        }
    }
}
