/// Another name a customer may search a bank by.
package struct BankAlias: Equatable, Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A name the bank had before a rename that kept its id ("Getin Bank" for VeloBank).
        case formerName
        /// A brand, product or language form of the same bank ("mBank" for mTransfer).
        case otherName
        /// The name of the group the bank belongs to ("PKO BP" for Inteligo, "de Volksbank" for
        /// SNS Bank): it ranks after the banks that carry that name themselves.
        case group
    }

    package let name: String
    package let kind: Kind

    package init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }
}
