/// The names a checkout's payments are kept under in an `OpenPaymentStore`. A name does not reveal
/// what it is made from (FNV-1a, 64 bits): a store lists its names with no secret behind them.
enum RecordKey {
    /// The record of one client token's checkouts: the same token always gives the same name.
    static func clientToken(accessToken: String) -> String {
        "checkout-" + hash(accessToken)
    }

    /// The record of one order of one Primer account: every client session made for the order
    /// finds the payments the others left open. `nil` for a client session made without an order
    /// reference, whose payments stay under its client token's name.
    static func order(_ orderId: String?, account: String?) -> String? {
        guard let orderId, !orderId.isEmpty else { return nil }
        return "order-" + hash((account ?? "") + "\u{0}" + orderId)
    }

    private static func hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
