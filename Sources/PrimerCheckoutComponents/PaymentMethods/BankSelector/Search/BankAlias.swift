/// Another name a customer may search a bank by.
package struct BankAlias: Equatable, Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A name the bank had before a rename that kept its id ("Getin Bank" for VeloBank).
        case formerName
        /// A brand, product or language form of the same bank ("mBank" for mTransfer).
        case otherName
        /// Its group's name ("PKO BP" for Inteligo): after the banks carrying that name themselves.
        case group
    }

    package let name: String
    package let kind: Kind

    package init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }
}
