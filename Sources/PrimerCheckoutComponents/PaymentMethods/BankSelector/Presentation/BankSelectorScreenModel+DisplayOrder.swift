extension BankSelectorScreenModel {
    /// The rows' order with an empty search: the bank last paid with, the merchant's highlighted
    /// banks, then the rest in list order, no bank twice; a search keeps its ranking.
    struct DisplayOrder {
        let banks: [Bank]
        let recentCount: Int
        let popularCount: Int

        init(banks: [Bank], query: String, options: BankSelectorOptions, recentBankId: String?) {
            let banks = options.arranged(banks)
            guard query.isEmpty else {
                (self.banks, recentCount, popularCount) = (banks, 0, 0)
                return
            }
            let recent = banks.first { $0.id == recentBankId && !$0.isDisabled }.map { [$0] } ?? []
            var placed = Set(recent.map(\.id))
            let popular = options.highlightedBankIds.compactMap { id in
                banks.first { $0.id == id && !placed.contains($0.id) }.map { bank in
                    placed.insert(bank.id)
                    return bank
                }
            }
            self.banks = recent + popular + banks.filter { !placed.contains($0.id) }
            recentCount = recent.count
            popularCount = popular.count
        }
    }
}
